import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { lessonTitleSchema } from "@convex/shared/forms/lesson";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../i18n";

/** The form that adds a lesson (loaded only for the course's teacher and Admins, see `LessonList`). */
export function AddLessonForm({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  const addLesson = useMutation(api.courses.lessons.add);
  // The button stays disabled while the title is blank, so no message is needed.
  const form = useForm<z.input<typeof lessonTitleSchema>, unknown, z.output<typeof lessonTitleSchema>>({
    resolver: zodResolver(lessonTitleSchema),
    defaultValues: { title: "" },
  });
  const busy = form.formState.isSubmitting;
  const blank = form.watch("title").trim() === "";
  const inputId = useId();

  async function add({ title }: z.output<typeof lessonTitleSchema>) {
    try {
      await addLesson({ courseId, title });
      form.reset({ title: "" });
    } catch (error) {
      toast.error(t("courses.page.lessonNotAdded"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    }
  }

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(add)(event)}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={inputId}>{t("courses.page.lessonTitle")}</Label>
        <Input
          id={inputId}
          maxLength={TEXT_LIMITS.lessonTitle}
          placeholder={t("courses.page.lessonTitlePlaceholder")}
          {...form.register("title")}
        />
      </div>
      <Button type="submit" disabled={busy || blank}>
        {busy ? <Spinner aria-label={t("courses.page.addingLesson")} /> : <PlusIcon aria-hidden="true" />}
        {t("courses.page.addLesson")}
      </Button>
    </form>
  );
}

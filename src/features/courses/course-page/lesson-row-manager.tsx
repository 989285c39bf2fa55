import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { lessonTitleSchema } from "@convex/shared/forms/lesson";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../i18n";
import { saveOrCancelKeys } from "./inline-edit";
import { LessonLink, LessonRowFrame, type Lesson } from "./lesson-row";

type Mode = "view" | "edit" | "confirmRemove";

/**
 * A lesson row for the course's teacher and Admins (loaded only for them, see `LessonRow`): the
 * read-only row with rename, move and remove controls.
 */
export function LessonRowManager({
  courseId,
  lesson,
  number,
  isFirst,
  isLast,
}: {
  courseId: Id<"courses">;
  lesson: Lesson;
  number: number;
  isFirst: boolean;
  isLast: boolean;
}) {
  const t = useT();
  const rename = useMutation(api.courses.lessons.rename);
  const move = useMutation(api.courses.lessons.move);
  const remove = useMutation(api.courses.lessons.remove);
  const [mode, setMode] = useState<Mode>("view");
  // The rename draft; Save stays disabled while it is blank, so no message is needed.
  const draftForm = useForm<z.input<typeof lessonTitleSchema>, unknown, z.output<typeof lessonTitleSchema>>({
    resolver: zodResolver(lessonTitleSchema),
    defaultValues: { title: lesson.title },
  });
  const blankDraft = draftForm.watch("title").trim() === "";
  const [busy, setBusy] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Mode | null>(null);
  const name = { title: lesson.title };

  // Back in view mode, focus returns to the button that opened the editor or the confirmation.
  useEffect(() => {
    if (mode !== "view" || returnFocus.current === null) return;
    (returnFocus.current === "edit" ? editRef : removeRef).current?.focus();
    returnFocus.current = null;
  }, [mode]);

  function backToView() {
    returnFocus.current = mode;
    setMode("view");
  }

  async function run(action: () => Promise<unknown>, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      toast.error(failure, { description: errorMessage(error, t("courses.common.pleaseTryAgain")) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveTitle({ title }: z.output<typeof lessonTitleSchema>) {
    if (title === lesson.title) {
      backToView();
      return;
    }
    if (await run(() => rename({ lessonId: lesson._id, title }), t("courses.page.lessonNotRenamed"))) backToView();
  }

  const save = draftForm.handleSubmit(saveTitle);

  const handleKey = saveOrCancelKeys(() => void save(), backToView);

  const controls =
    mode === "edit" ? (
      <div className="ms-auto flex shrink-0 gap-2">
        <Button size="sm" onClick={() => void save()} disabled={busy || blankDraft}>
          {t("courses.common.save")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => backToView()} disabled={busy}>
          {t("courses.common.cancel")}
        </Button>
      </div>
    ) : mode === "confirmRemove" ? (
      <div
        className="ms-auto flex shrink-0 flex-wrap items-center justify-end gap-2"
        role="group"
        aria-label={t("courses.page.removeLessonGroup", name)}
      >
        <span className="text-sm">{t("courses.page.removeThisLesson")}</span>
        <Button
          size="sm"
          variant="destructive"
          aria-label={t("courses.page.confirmRemoving", name)}
          disabled={busy}
          onClick={() => void run(() => remove({ lessonId: lesson._id }), t("courses.page.lessonNotRemoved"))}
        >
          {t("courses.page.remove")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => backToView()} disabled={busy}>
          {t("courses.page.keep")}
        </Button>
      </div>
    ) : (
      <div className="ms-auto flex shrink-0 gap-1">
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t("courses.page.moveLessonUp", name)}
          disabled={busy || isFirst}
          onClick={() => void run(() => move({ lessonId: lesson._id, to: "up" }), t("courses.page.lessonNotMoved"))}
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t("courses.page.moveLessonDown", name)}
          disabled={busy || isLast}
          onClick={() => void run(() => move({ lessonId: lesson._id, to: "down" }), t("courses.page.lessonNotMoved"))}
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          ref={editRef}
          aria-label={t("courses.page.editLesson", name)}
          disabled={busy}
          onClick={() => {
            draftForm.reset({ title: lesson.title });
            setMode("edit");
          }}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          ref={removeRef}
          aria-label={t("courses.page.removeLesson", name)}
          disabled={busy}
          onClick={() => setMode("confirmRemove")}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    );

  return (
    <LessonRowFrame number={number} controls={controls}>
      {mode === "edit" ? (
        <Input
          autoFocus
          maxLength={TEXT_LIMITS.lessonTitle}
          aria-label={t("courses.page.newTitleFor", name)}
          {...draftForm.register("title")}
          onKeyDown={handleKey}
          disabled={busy}
        />
      ) : (
        <LessonLink courseId={courseId} lesson={lesson} />
      )}
    </LessonRowFrame>
  );
}

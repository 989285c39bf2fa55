import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { lessonTitleSchema } from "@convex/shared/forms/lesson";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../i18n";

type Lesson = { _id: Id<"lessons">; title: string };
type Mode = "view" | "edit" | "confirmRemove";

/** One numbered lesson, opening its page; for managers, with rename, move and remove controls. */
export function LessonRow({
  courseId,
  lesson,
  number,
  isFirst,
  isLast,
  canManage,
}: {
  courseId: Id<"courses">;
  lesson: Lesson;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  canManage: boolean;
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

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      backToView();
    }
  }

  return (
    <li className="bg-card flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2">
      <div className="flex min-w-0 flex-1 basis-40 items-center gap-3">
        <span
          className="bg-secondary text-primary flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums"
          aria-hidden="true"
        >
          {number}
        </span>
        <span className="sr-only">{t("courses.page.lessonNumber", { number })}</span>
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
          <Link
            to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
            params={{ courseId, lessonId: lesson._id }}
            className="focus-visible:ring-ring/50 min-w-0 rounded-sm break-words underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
          >
            {lesson.title}
          </Link>
        )}
      </div>

      {canManage && mode === "edit" && (
        <div className="ms-auto flex shrink-0 gap-2">
          <Button size="sm" onClick={() => void save()} disabled={busy || blankDraft}>
            {t("courses.common.save")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => backToView()} disabled={busy}>
            {t("courses.common.cancel")}
          </Button>
        </div>
      )}

      {canManage && mode === "confirmRemove" && (
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
      )}

      {canManage && mode === "view" && (
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
      )}
    </li>
  );
}

import type { Id } from "@convex/_generated/dataModel";
import { PendingLabel } from "@/components/pending-label";
import { formatNumber } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import type { Lesson } from "../course-detail/types";
import { useT } from "../manage/i18n";

export function lessonCheckboxId(lessonId: string): string {
  return `lesson-check-${lessonId}`;
}

/**
 * The course's lessons in order, each with a checkbox that marks it complete; a lesson with
 * nothing published to read has none (completion means reading, ADR 0076).
 */
export function LessonChecklist({
  lessons,
  completed,
  pending = new Set(),
  highlightedId,
  onToggle,
}: {
  lessons: Lesson[];
  completed: ReadonlySet<string>;
  /** Lessons whose tick the server has not confirmed yet. */
  pending?: Pick<ReadonlySet<string>, "has">;
  highlightedId: string | null;
  onToggle: (lessonId: Id<"lessons">, complete: boolean) => void;
}) {
  const t = useT();
  if (lessons.length === 0) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-6">
        {t("coursesManage.checklist.noLessons")}
      </p>
    );
  }
  return (
    <ol className="grid gap-2" aria-label={t("coursesManage.common.lessons")}>
      {lessons.map((lesson, index) => {
        const done = completed.has(lesson._id);
        const highlighted = highlightedId === lesson._id && !done;
        return (
          <li
            key={lesson._id}
            id={`lesson-${lesson._id}`}
            className={cn(
              "bg-card flex scroll-mt-24 items-center gap-3 rounded-xl border px-4 py-3 transition-colors",
              done && "bg-muted/60",
              highlighted && "border-primary ring-primary/30 bg-primary/5 ring-4",
            )}
          >
            {lesson.readable ? (
              <>
                <input
                  id={lessonCheckboxId(lesson._id)}
                  type="checkbox"
                  checked={done}
                  onChange={(event) => onToggle(lesson._id, event.target.checked)}
                  aria-label={t("coursesManage.checklist.markComplete", { title: lesson.title })}
                  className="accent-primary focus-visible:ring-ring/50 size-5 shrink-0 cursor-pointer rounded outline-none focus-visible:ring-[3px]"
                />
                <label
                  htmlFor={lessonCheckboxId(lesson._id)}
                  className="flex min-w-0 flex-1 cursor-pointer items-baseline gap-2"
                >
                  <LessonTitle index={index} title={lesson.title} done={done} />
                </label>
              </>
            ) : (
              <>
                <span className="size-5 shrink-0" aria-hidden="true" />
                <span className="flex min-w-0 flex-1 items-baseline gap-2">
                  <LessonTitle index={index} title={lesson.title} done={false} />
                </span>
                <span className="text-muted-foreground shrink-0 text-xs">
                  {t("coursesManage.checklist.nothingToRead")}
                </span>
              </>
            )}
            {pending.has(lesson._id) ? (
              <PendingLabel />
            ) : (
              done && (
                <span className="text-muted-foreground shrink-0 text-xs font-medium">
                  {t("coursesManage.checklist.done")}
                </span>
              )
            )}
            {highlighted && (
              <span className="text-primary shrink-0 text-xs font-semibold tracking-wide uppercase">
                {t("coursesManage.checklist.upNext")}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function LessonTitle({ index, title, done }: { index: number; title: string; done: boolean }) {
  return (
    <>
      <span className="text-muted-foreground w-6 shrink-0 text-end text-sm tabular-nums" aria-hidden="true">
        {formatNumber(index + 1)}.
      </span>
      <span className={cn("min-w-0 break-words", done && "text-muted-foreground")}>{title}</span>
    </>
  );
}

import { Link } from "@tanstack/react-router";
import { lazy, Suspense, type ReactNode } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";

export type Lesson = { _id: Id<"lessons">; title: string };

// The rename form, moves and removal (and Zod with the form) load only for those who manage the
// course: a student's page never fetches them.
const LessonRowManager = lazy(() => import("./lesson-row-manager").then((m) => ({ default: m.LessonRowManager })));

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
  const readOnly = (
    <LessonRowFrame number={number}>
      <LessonLink courseId={courseId} lesson={lesson} />
    </LessonRowFrame>
  );
  if (!canManage) return readOnly;
  // Until the controls load, the same row without them.
  return (
    <Suspense fallback={readOnly}>
      <LessonRowManager courseId={courseId} lesson={lesson} number={number} isFirst={isFirst} isLast={isLast} />
    </Suspense>
  );
}

/** The row: its number, then `children` (the link, or the rename input); a manager's `controls` after. */
export function LessonRowFrame({
  number,
  children,
  controls,
}: {
  number: number;
  children: ReactNode;
  controls?: ReactNode;
}) {
  const t = useT();
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
        {children}
      </div>
      {controls}
    </li>
  );
}

/** The lesson's title, linking to its page. */
export function LessonLink({ courseId, lesson }: { courseId: Id<"courses">; lesson: Lesson }) {
  return (
    <Link
      to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
      params={{ courseId, lessonId: lesson._id }}
      className="focus-visible:ring-ring/50 min-w-0 rounded-sm break-words underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
    >
      {lesson.title}
    </Link>
  );
}

import { useQuery } from "convex/react";
import { BookOpenIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";
import { LessonRow } from "./lesson-row";

// Only those who manage the course add lessons: a student's page never fetches the form (nor Zod).
const AddLessonForm = lazy(() => import("./add-lesson-form").then((m) => ({ default: m.AddLessonForm })));

/** The course's numbered lessons; its teacher and Admins also add, rename, reorder and remove. */
export function LessonList({ courseId, canManage }: { courseId: Id<"courses">; canManage: boolean }) {
  const t = useT();
  const lessons = useQuery(api.courses.lessons.list, { courseId });

  return (
    <div className="flex flex-col gap-4">
      {lessons === undefined ? (
        <div
          className="flex flex-col gap-2"
          role="status"
          aria-busy="true"
          aria-label={t("courses.page.loadingLessons")}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-11 rounded-lg" />
          ))}
        </div>
      ) : lessons.length === 0 ? (
        <div className="text-muted-foreground flex items-center gap-3 rounded-xl border border-dashed p-4 text-sm">
          <BookOpenIcon className="text-primary size-5 shrink-0" aria-hidden="true" />
          <p>{canManage ? t("courses.page.noLessonsManager") : t("courses.page.noLessons")}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-2">
          {lessons.map((lesson, index) => (
            <LessonRow
              key={lesson._id}
              courseId={courseId}
              lesson={lesson}
              number={index + 1}
              isFirst={index === 0}
              isLast={index === lessons.length - 1}
              canManage={canManage}
            />
          ))}
        </ol>
      )}
      {canManage && (
        <Suspense fallback={null}>
          <AddLessonForm courseId={courseId} />
        </Suspense>
      )}
    </div>
  );
}

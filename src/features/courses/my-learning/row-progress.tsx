import { useQuery } from "convex/react";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";

/** Lessons done of all and the whole percent, as `enrollments.myCourses` gives them per row. */
export type RowProgressCounts = { completedCount: number; totalLessons: number; percent: number };

/**
 * An enrolled course's progress on My learning: lessons done of all, and a bar (ADR 0022). The
 * list gives the counts (ADR 0029); a row it has none for (an enrolment or course older than the
 * kept counts, or a lesson removed since) subscribes to the course's progress instead.
 */
export function RowProgress({
  courseId,
  courseName,
  counts,
}: {
  courseId: string;
  courseName: string;
  counts?: RowProgressCounts | null;
}) {
  const own = useQuery(api.enrollments.progress, counts ? "skip" : { courseId });
  const progress = counts ?? own;
  if (progress === undefined || progress === null) return <Skeleton className="mt-3 h-8 w-full" />;
  const { completedCount, totalLessons, percent } = progress;
  return (
    <div className="mt-3">
      <p className="text-muted-foreground flex justify-between gap-2 text-sm">
        <span>
          {totalLessons === 0
            ? "No lessons yet"
            : `${completedCount} of ${totalLessons} ${totalLessons === 1 ? "lesson" : "lessons"} done`}
        </span>
        {totalLessons > 0 && <span className="text-foreground font-medium tabular-nums">{percent}%</span>}
      </p>
      <Progress value={percent} aria-label={`Progress in ${courseName}`} className="mt-1.5 h-2" />
    </div>
  );
}

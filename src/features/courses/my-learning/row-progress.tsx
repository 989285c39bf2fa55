import { useQuery } from "convex/react";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";

/** An enrolled course's progress on My learning: lessons done of all, and a bar (ADR 0022). */
export function RowProgress({ courseId, courseName }: { courseId: string; courseName: string }) {
  const progress = useQuery(api.enrollments.progress, { courseId });
  if (progress === undefined) return <Skeleton className="mt-3 h-8 w-full" />;
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

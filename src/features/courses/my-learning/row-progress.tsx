import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/i18n/format";
import { useT } from "../i18n";

/** Lessons done of all and the whole percent, as `enrollments.myCourses` gives them per row. */
export type RowProgressCounts = { completedCount: number; totalLessons: number; percent: number };

/**
 * An enrolled course's progress on My learning: lessons done of all, and a bar (ADR 0022), from
 * the counts the list gives (ADR 0029): no subscription per row.
 */
export function RowProgress({ courseName, counts }: { courseName: string; counts: RowProgressCounts }) {
  const t = useT();
  const { completedCount, totalLessons, percent } = counts;
  return (
    <div className="mt-3">
      <p className="text-muted-foreground flex justify-between gap-2 text-sm">
        <span>
          {totalLessons === 0
            ? t("courses.myLearning.noLessons")
            : t("courses.myLearning.lessonsDone", { completed: formatNumber(completedCount), total: totalLessons })}
        </span>
        {totalLessons > 0 && (
          <span className="text-foreground font-medium tabular-nums">
            {formatNumber(percent / 100, { style: "percent" })}
          </span>
        )}
      </p>
      <Progress
        value={percent}
        aria-label={t("courses.myLearning.progressIn", { name: courseName })}
        className="mt-1.5 h-2"
      />
    </div>
  );
}

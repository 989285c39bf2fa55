import { Link } from "@tanstack/react-router";
import { ArrowDownIcon, PartyPopperIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/i18n/format";
import type { CourseView, Progress as CourseProgress } from "../course-detail/types";
import { useT } from "../manage/i18n";

/** The progress bar with its numbers, and Continue (or the celebration when all is done). */
export function ProgressSummary({
  course,
  progress,
  onContinue,
}: {
  course: CourseView;
  progress: CourseProgress;
  onContinue: () => void;
}) {
  const t = useT();
  const { percent, completedCount, totalLessons } = progress;
  const finished = totalLessons > 0 && completedCount === totalLessons;

  return (
    <section
      aria-label={t("coursesManage.progress.yourProgress")}
      className="bg-card mb-8 rounded-2xl border p-6 shadow-xs"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-2xl font-bold tracking-tight">
          {t("coursesManage.progress.percentComplete", { percent: formatNumber(percent / 100, { style: "percent" }) })}
        </p>
        <p className="text-muted-foreground text-sm">
          {totalLessons === 0
            ? t("coursesManage.progress.nothingToRead")
            : t("coursesManage.progress.lessonsOf", { completed: completedCount, total: totalLessons })}
        </p>
      </div>
      <Progress value={percent} aria-label={t("coursesManage.progress.eyebrow")} className="mt-3 h-3" />
      {finished ? (
        <div
          className="bg-secondary mt-6 flex flex-col items-start gap-3 rounded-xl p-5 sm:flex-row sm:items-center"
          role="status"
        >
          <span className="bg-primary text-primary-foreground flex size-12 shrink-0 items-center justify-center rounded-full">
            <PartyPopperIcon className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="text-lg font-semibold">{t("coursesManage.progress.courseComplete")}</p>
            <p className="text-muted-foreground text-sm">
              {t("coursesManage.progress.wellDone", { name: course.name })}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/dashboard/viewcourse">{t("coursesManage.progress.findAnother")}</Link>
          </Button>
        </div>
      ) : (
        totalLessons > 0 && (
          <Button size="lg" className="mt-6" onClick={onContinue}>
            <ArrowDownIcon aria-hidden="true" />
            {t("coursesManage.progress.continue")}
          </Button>
        )
      )}
    </section>
  );
}

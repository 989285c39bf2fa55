import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { WorkStatus } from "@convex/shared/submissionsStatus";
import { t, useT } from "../i18n";
import { formatScore } from "./format";
import { formatDuration } from "./time";

/** What a badge needs to know of one student's work on one assignment. */
export type WorkSummary = { status: WorkStatus; lateByMs: number | null; grade: number | null };

/** "Not submitted", "Submitted", "Late by 2 hours", "Graded: 87 / 100" (out of the assignment's `points`). */
export function workStatusLabel(work: WorkSummary, points: number): string {
  switch (work.status) {
    case "not_submitted":
      return t("assignments.status.notSubmitted");
    case "submitted":
      return t("assignments.status.submitted");
    case "late":
      return t("assignments.status.lateBy", { duration: formatDuration(work.lateByMs ?? 0) });
    case "graded":
      return t("assignments.status.graded", {
        grade: work.grade === null ? "–" : formatScore(work.grade),
        points: formatScore(points),
      });
  }
}

/** The status of a student's work as a small badge (text, not colour alone, carries the meaning). */
export function WorkStatusBadge({
  work,
  points,
  className,
}: {
  work: WorkSummary;
  points: number;
  className?: string;
}) {
  // Re-renders in a newly chosen language (workStatusLabel reads the language in force).
  useT();
  const late = work.status === "late";
  return (
    <Badge
      variant={work.status === "graded" ? "default" : work.status === "submitted" ? "secondary" : "outline"}
      className={cn(late && "border-destructive/50 text-destructive", className)}
    >
      {workStatusLabel(work, points)}
    </Badge>
  );
}

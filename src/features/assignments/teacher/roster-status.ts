import type { Work } from "@convex/shared/submissionsStatus";
import { formatDuration } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";
import { t } from "../i18n";
import { formatScore } from "../shared/format";

/**
 * What the teacher reads of one student's work: "Not submitted", "Submitted at 22 Nov 2026,
 * 14:03" (viewer's time), "Late by 2 hours", "Graded 87.5" (with notes for late or newer work).
 */
export function rosterStatus(work: Work): string {
  switch (work.status) {
    case "not_submitted":
      return t("assignments.status.notSubmitted");
    case "submitted":
      return work.submittedAt === null
        ? t("assignments.status.submitted")
        : t("assignments.roster.submittedAt", { at: formatDateTime(work.submittedAt) });
    case "late":
      return t("assignments.status.lateBy", { duration: formatDuration(work.lateByMs ?? 0) });
    case "graded": {
      const notes = [
        work.lateByMs !== null ? t("assignments.work.lateBy", { duration: formatDuration(work.lateByMs) }) : null,
        work.resubmittedAfterGrading ? t("assignments.roster.newVersion") : null,
      ].filter((note) => note !== null);
      return [
        t("assignments.roster.graded", { grade: work.grade === null ? "–" : formatScore(work.grade) }),
        ...notes,
      ].join(" · ");
    }
  }
}

import type { Work } from "@convex/shared/submissionsStatus";
import { formatDuration } from "../shared/time";
import { formatDateTime } from "@/lib/date-time";

/**
 * What the teacher reads of one student's work: "Not submitted", "Submitted at 22 Nov 2026,
 * 14:03" (viewer's time), "Late by 2 hours", "Graded 87.5" (with notes for late or newer work).
 */
export function rosterStatus(work: Work): string {
  switch (work.status) {
    case "not_submitted":
      return "Not submitted";
    case "submitted":
      return work.submittedAt === null ? "Submitted" : `Submitted at ${formatDateTime(work.submittedAt)}`;
    case "late":
      return `Late by ${formatDuration(work.lateByMs ?? 0)}`;
    case "graded": {
      const notes = [
        work.lateByMs !== null ? `late by ${formatDuration(work.lateByMs)}` : null,
        work.resubmittedAfterGrading ? "new version since grading" : null,
      ].filter((note) => note !== null);
      return [`Graded ${work.grade ?? "–"}`, ...notes].join(" · ");
    }
  }
}

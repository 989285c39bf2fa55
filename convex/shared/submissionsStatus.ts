/** A student's status on one assignment, derived from their submission row and the deadline. */
import type { Doc } from "../_generated/dataModel";

export type WorkStatus = "not_submitted" | "submitted" | "late" | "graded";

export type Work = {
  status: WorkStatus;
  /** When the current version arrived; null when nothing was submitted. */
  submittedAt: number | null;
  /** How long after the deadline (theirs, extension included) the current version arrived; null when on time. */
  lateByMs: number | null;
  /** How many versions they submitted (the current one is the last). */
  versionCount: number;
  grade: number | null;
  feedback: string | null;
  gradedAt: number | null;
  /** True when they submitted a newer version after the grade was given. */
  resubmittedAfterGrading: boolean;
};

/** The deadline that applies to one student: their extension if it is later than the assignment's. */
export function effectiveDeadlineAt(
  assignment: Pick<Doc<"assignments">, "deadlineAt">,
  extension: Pick<Doc<"extensions">, "deadlineAt"> | null,
): number {
  return extension === null ? assignment.deadlineAt : Math.max(assignment.deadlineAt, extension.deadlineAt);
}

/** Late means strictly after the deadline's last millisecond. */
export function lateBy(submittedAt: number, deadlineAt: number): number | null {
  return submittedAt > deadlineAt ? submittedAt - deadlineAt : null;
}

/** What `workOf` reads of a submission (the student's page sends no more than this). */
export type WorkFields = Pick<
  Doc<"submissions">,
  "submittedAt" | "versionCount" | "grade" | "feedback" | "gradedAt" | "gradedVersion"
>;

export function workOf(submission: WorkFields | null, deadlineAt: number): Work {
  if (submission === null) {
    return {
      status: "not_submitted",
      submittedAt: null,
      lateByMs: null,
      versionCount: 0,
      grade: null,
      feedback: null,
      gradedAt: null,
      resubmittedAfterGrading: false,
    };
  }
  const lateByMs = lateBy(submission.submittedAt, deadlineAt);
  const graded = submission.grade !== undefined;
  return {
    status: graded ? "graded" : lateByMs === null ? "submitted" : "late",
    submittedAt: submission.submittedAt,
    lateByMs,
    versionCount: submission.versionCount,
    grade: submission.grade ?? null,
    feedback: submission.feedback ?? null,
    gradedAt: submission.gradedAt ?? null,
    resubmittedAfterGrading: graded && submission.gradedVersion !== submission.versionCount,
  };
}

/** What changes on the teacher's roster when work is handed in, graded or given more time. */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { findExtension, findSubmission, requireStaffAssignment, type FileLink } from "./assignmentsAccess";
import { appError } from "../../lib/appError";
import { currentFileLink } from "./submissionCurrentFile";
import { effectiveDeadlineAt, workOf, type Work } from "../../shared/submissionsStatus";
import type { AppUser } from "../../accounts/model/users";

export type RosterWorkRow = {
  studentId: Id<"users">;
  extendedDeadlineAt: number | null;
  deadlineAt: number;
  work: Work;
  /** The current version's file, null when nothing was submitted. */
  current: (FileLink & { version: number }) | null;
};

/**
 * `deadlineAt` is the assignment's: a student missing from `rows` has not submitted and has no
 * extension, so their row is `workOf(null, deadlineAt)` by that deadline.
 */
export type RosterWork = { deadlineAt: number; rows: RosterWorkRow[] };

/**
 * The work of up to one roster page of students (ADR 0030: split from `roster` so that a grade or
 * a hand-in re-runs only this). A row comes only from this assignment's own submission or
 * extension, and both exist only for students enrolled in its course (submit and grantExtension
 * check it; enrolments are never removed), so any other id, enrolled elsewhere or nowhere, gets
 * no row: nothing about them is read or returned, and no enrolment (a large document) is read.
 */
export async function rosterWork(
  ctx: QueryCtx,
  user: AppUser,
  assignmentId: Id<"assignments">,
  studentIds: Id<"users">[],
): Promise<RosterWork> {
  if (studentIds.length > ASSIGNMENT_LIMITS.rosterPage) {
    throw appError("INVALID", "server.assignments.rosterPageTooLarge", { max: ASSIGNMENT_LIMITS.rosterPage });
  }
  const { assignment } = await requireStaffAssignment(ctx, user, assignmentId);
  const rows: RosterWorkRow[] = [];
  for (const studentId of new Set(studentIds)) {
    const extension = await findExtension(ctx, assignment._id, studentId);
    const submission = await findSubmission(ctx, assignment._id, studentId);
    if (extension === null && submission === null) continue;
    const deadlineAt = effectiveDeadlineAt(assignment, extension);
    rows.push({
      studentId,
      extendedDeadlineAt: extension?.deadlineAt ?? null,
      deadlineAt,
      work: workOf(submission, deadlineAt),
      current: submission === null ? null : currentFileLink(submission),
    });
  }
  return { deadlineAt: assignment.deadlineAt, rows };
}

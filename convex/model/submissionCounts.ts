/**
 * "Submitted / late / graded" of an assignment, kept in one `submissionCounts` row (ADR 0030) so
 * the teacher's cards read that row instead of every submission. The mutations that change a
 * count keep it: submit (submitted, late), grade (graded and the grade sum, ADR 0040; nothing else
 * changes or removes a grade: an assignment with submissions cannot be deleted), an extension granted or revoked (late,
 * one student), a deadline change (late: every submission recounted, a rare write). An assignment
 * without the row (posted before it existed) is counted from its submissions, and gets the row at
 * its next change. Lateness compares two stored instants, so the counts never go stale with time.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { ASSIGNMENT_LIMITS } from "./assignmentRules";
import { extensionsByStudent } from "./assignmentsAccess";
import { effectiveDeadlineAt, lateBy } from "./submissionsStatus";

export type SubmissionCounts = { submitted: number; late: number; graded: number; gradeTenths: number };

const NONE: SubmissionCounts = { submitted: 0, late: 0, graded: 0, gradeTenths: 0 };

/** A grade (one decimal) as an exact integer of tenths, so kept sums never drift. */
export function tenths(grade: number): number {
  return Math.round(grade * 10);
}

type Deadline = Pick<Doc<"assignments">, "deadlineAt">;

/** Whether one submission is late against the deadline that applies to its student. */
export function isLate(
  submission: Pick<Doc<"submissions">, "submittedAt">,
  assignment: Deadline,
  extension: Pick<Doc<"extensions">, "deadlineAt"> | null,
): boolean {
  return lateBy(submission.submittedAt, effectiveDeadlineAt(assignment, extension)) !== null;
}

/** The kept row of one assignment, or null when it has none. */
export async function findCountsRow(ctx: QueryCtx, assignmentId: Id<"assignments">) {
  return await ctx.db
    .query("submissionCounts")
    .withIndex("by_assignment", (q) => q.eq("assignmentId", assignmentId))
    .unique();
}

/** The counts from the submissions and extensions themselves (up to ASSIGNMENT_LIMITS.students each). */
export async function countSubmissions(
  ctx: QueryCtx,
  assignment: Pick<Doc<"assignments">, "_id" | "deadlineAt">,
): Promise<Omit<SubmissionCounts, "gradeTenths">> {
  return pick(await countWithGradeSum(ctx, assignment));
}

/** `countSubmissions` with the grade sum, as the kept row holds it. */
async function countWithGradeSum(
  ctx: QueryCtx,
  assignment: Pick<Doc<"assignments">, "_id" | "deadlineAt">,
): Promise<SubmissionCounts> {
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  const extensionOf = await extensionsByStudent(ctx, assignment._id);
  const counts = { ...NONE };
  for (const submission of submissions) {
    counts.submitted += 1;
    if (isLate(submission, assignment, extensionOf.get(submission.studentId) ?? null)) counts.late += 1;
    if (submission.grade !== undefined) {
      counts.graded += 1;
      counts.gradeTenths += tenths(submission.grade);
    }
  }
  return counts;
}

/** The kept counts (one document), or the counted ones for an assignment without the row. */
export async function submissionCounts(
  ctx: QueryCtx,
  assignment: Doc<"assignments">,
): Promise<Omit<SubmissionCounts, "gradeTenths">> {
  const row = await findCountsRow(ctx, assignment._id);
  return row === null ? await countSubmissions(ctx, assignment) : pick(row);
}

/** The kept rows of a course's assignments (one document each; assignments without one are absent). */
export async function keptCountsOfCourse(ctx: QueryCtx, courseId: Id<"courses">) {
  return await ctx.db
    .query("submissionCounts")
    .withIndex("by_course", (q) => q.eq("courseId", courseId))
    .take(ASSIGNMENT_LIMITS.perCourse);
}

export function pick(row: Omit<SubmissionCounts, "gradeTenths">): Omit<SubmissionCounts, "gradeTenths"> {
  return { submitted: row.submitted, late: row.late, graded: row.graded };
}

/** A new assignment starts with a row of zeros, so its counts are kept from the first hand-in. */
export async function startCounts(ctx: MutationCtx, assignment: Pick<Doc<"assignments">, "_id" | "courseId">) {
  await putCounts(ctx, assignment, null, NONE);
}

/**
 * Adds `delta` to the kept counts. Call it after the change was written: an assignment without
 * the row gets one counted from the submissions as they now are (the delta is then already in).
 */
export async function changeCounts(
  ctx: MutationCtx,
  assignment: Doc<"assignments">,
  delta: Partial<SubmissionCounts>,
): Promise<void> {
  const row = await findCountsRow(ctx, assignment._id);
  // A row older than the grade sum gets it counted once, like a missing row.
  if (row === null || row.gradeTenths === undefined) return await recountSubmissions(ctx, assignment);
  const next = {
    submitted: row.submitted + (delta.submitted ?? 0),
    late: row.late + (delta.late ?? 0),
    graded: row.graded + (delta.graded ?? 0),
    gradeTenths: row.gradeTenths + (delta.gradeTenths ?? 0),
  };
  if (
    next.submitted !== row.submitted ||
    next.late !== row.late ||
    next.graded !== row.graded ||
    next.gradeTenths !== row.gradeTenths
  ) {
    await ctx.db.patch("submissionCounts", row._id, next);
  }
}

/** Counts every submission again (a deadline moved: any of them may have changed sides) and keeps it. */
export async function recountSubmissions(ctx: MutationCtx, assignment: Doc<"assignments">): Promise<void> {
  await putCounts(ctx, assignment, await findCountsRow(ctx, assignment._id), await countWithGradeSum(ctx, assignment));
}

async function putCounts(
  ctx: MutationCtx,
  assignment: Pick<Doc<"assignments">, "_id" | "courseId">,
  row: Doc<"submissionCounts"> | null,
  counts: SubmissionCounts,
): Promise<void> {
  if (row === null) {
    await ctx.db.insert("submissionCounts", { assignmentId: assignment._id, courseId: assignment.courseId, ...counts });
  } else {
    await ctx.db.patch("submissionCounts", row._id, counts);
  }
}

/** Removes the kept row with its assignment. */
export async function dropCounts(ctx: MutationCtx, assignmentId: Id<"assignments">): Promise<void> {
  const row = await findCountsRow(ctx, assignmentId);
  if (row !== null) await ctx.db.delete("submissionCounts", row._id);
}

/** +1, −1 or 0: how a late flag moved. */
export function lateDelta(before: boolean, after: boolean): number {
  return Number(after) - Number(before);
}

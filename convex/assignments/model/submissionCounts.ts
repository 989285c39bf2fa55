/**
 * "Submitted / late / graded" and the grade sum of an assignment, kept in its `submissionCounts`
 * rows (ADR 0030, 0040) by the assignments projector (assignments/projector/counts.ts), so
 * the teacher's cards and the gradebook's averages read those rows instead of every submission.
 * The rows are spread by student (ADR 0049): a hand-in writes its student's shard row only; the
 * teacher's changes fold the shards into the base row. Readers sum an assignment's rows.
 * Lateness compares two stored instants, so the counts never go stale with time.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { extensionsByStudent } from "./assignmentsAccess";
import { SHARDS } from "../../events/shards";
import { effectiveDeadlineAt, lateBy } from "../../shared/submissionsStatus";

export type SubmissionCounts = { submitted: number; late: number; graded: number; gradeTenths: number };
export type Counts = Omit<SubmissionCounts, "gradeTenths">;

export const NO_COUNTS: SubmissionCounts = { submitted: 0, late: 0, graded: 0, gradeTenths: 0 };

/** Most counts rows one assignment has: its base row and one per shard. */
const COUNT_ROWS = SHARDS + 1;

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

/** +1, −1 or 0: how a late flag moved. */
export function lateDelta(before: boolean, after: boolean): number {
  return Number(after) - Number(before);
}

export function addCounts(a: SubmissionCounts, b: SubmissionCounts): SubmissionCounts {
  return {
    submitted: a.submitted + b.submitted,
    late: a.late + b.late,
    graded: a.graded + b.graded,
    gradeTenths: a.gradeTenths + b.gradeTenths,
  };
}

export function pick(row: Counts): Counts {
  return { submitted: row.submitted, late: row.late, graded: row.graded };
}

/** The rows of one assignment (base and shards). */
export async function countRowsOf(ctx: QueryCtx, assignmentId: Id<"assignments">) {
  return await ctx.db
    .query("submissionCounts")
    .withIndex("by_assignment_shard", (q) => q.eq("assignmentId", assignmentId))
    .take(COUNT_ROWS);
}

/** The kept counts of one assignment: the sum of its rows. */
export async function countsOf(ctx: QueryCtx, assignmentId: Id<"assignments">): Promise<SubmissionCounts> {
  return (await countRowsOf(ctx, assignmentId)).reduce(addCounts, NO_COUNTS);
}

/** The kept counts of each of a course's assignments (each one's rows summed). */
export async function countsOfCourse(
  ctx: QueryCtx,
  courseId: Id<"courses">,
): Promise<Map<Id<"assignments">, SubmissionCounts>> {
  const rows = await ctx.db
    .query("submissionCounts")
    .withIndex("by_course", (q) => q.eq("courseId", courseId))
    .take(ASSIGNMENT_LIMITS.perCourse * COUNT_ROWS);
  const sums = new Map<Id<"assignments">, SubmissionCounts>();
  for (const row of rows) sums.set(row.assignmentId, addCounts(sums.get(row.assignmentId) ?? NO_COUNTS, row));
  return sums;
}

/**
 * The counts from the submissions and extensions themselves (up to ASSIGNMENT_LIMITS.students
 * each): what a new deadline makes the kept rows, and what the tests check them against.
 */
export async function countSubmissions(ctx: QueryCtx, assignment: Doc<"assignments">): Promise<SubmissionCounts> {
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  const extensionOf = await extensionsByStudent(ctx, assignment._id);
  const counts = { ...NO_COUNTS };
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

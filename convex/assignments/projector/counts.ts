/**
 * Writing an assignment's `submissionCounts` rows (ADR 0030, 0040, 0049). A hand-in changes only
 * its student's shard row, so hand-ins in the same minute conflict only within a shard. The
 * teacher's changes (a grade, an extension, a new deadline) write the base row and fold the shard
 * rows into it: those come one at a time, and an assignment being graded reads as one row again.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { addCounts, countRowsOf, countSubmissions, NO_COUNTS, type SubmissionCounts } from "../model/submissionCounts";
import { BASE_SHARD, shardOf } from "../../events/shards";

type Assignment = Pick<Doc<"assignments">, "_id" | "courseId">;

/** A new assignment's base row: zeros, so every assignment has its counts from the start. */
export async function startCounts(ctx: MutationCtx, assignment: Assignment): Promise<void> {
  await ctx.db.insert("submissionCounts", {
    assignmentId: assignment._id,
    courseId: assignment.courseId,
    shard: BASE_SHARD,
    ...NO_COUNTS,
  });
}

/** A change with every count named (zero where it does not move). */
function full(delta: Partial<SubmissionCounts>): SubmissionCounts {
  return {
    submitted: delta.submitted ?? 0,
    late: delta.late ?? 0,
    graded: delta.graded ?? 0,
    gradeTenths: delta.gradeTenths ?? 0,
  };
}

function isZero(delta: Partial<SubmissionCounts>): boolean {
  return Object.values(full(delta)).every((value) => value === 0);
}

/** A hand-in's change, in the row of its student's shard only. */
export async function changeShard(
  ctx: MutationCtx,
  assignment: Assignment,
  studentId: Id<"users">,
  delta: Partial<SubmissionCounts>,
): Promise<void> {
  if (isZero(delta)) return;
  const shard = shardOf(studentId);
  const row = await ctx.db
    .query("submissionCounts")
    .withIndex("by_assignment_shard", (q) => q.eq("assignmentId", assignment._id).eq("shard", shard))
    .unique();
  const next = addCounts(row ?? NO_COUNTS, full(delta));
  if (row === null) {
    await ctx.db.insert("submissionCounts", {
      assignmentId: assignment._id,
      courseId: assignment.courseId,
      shard,
      ...next,
    });
  } else {
    await ctx.db.patch("submissionCounts", row._id, next);
  }
}

/** Replaces the assignment's rows by one base row holding `counts`. */
async function putBase(
  ctx: MutationCtx,
  assignment: Assignment,
  counts: (rows: Doc<"submissionCounts">[]) => SubmissionCounts,
) {
  const rows = await countRowsOf(ctx, assignment._id);
  const next = counts(rows);
  let base: Doc<"submissionCounts"> | undefined;
  for (const row of rows) {
    if (row.shard === BASE_SHARD) base = row;
    else await ctx.db.delete("submissionCounts", row._id);
  }
  const fields = {
    submitted: next.submitted,
    late: next.late,
    graded: next.graded,
    gradeTenths: next.gradeTenths,
  };
  if (base === undefined) {
    await ctx.db.insert("submissionCounts", {
      assignmentId: assignment._id,
      courseId: assignment.courseId,
      shard: BASE_SHARD,
      ...fields,
    });
  } else {
    await ctx.db.patch("submissionCounts", base._id, fields);
  }
}

/** A teacher's change: `delta` added to the base row, with the shard rows folded into it. */
export async function changeBase(
  ctx: MutationCtx,
  assignment: Assignment,
  delta: Partial<SubmissionCounts>,
): Promise<void> {
  if (isZero(delta)) return;
  await putBase(ctx, assignment, (rows) => rows.reduce(addCounts, full(delta)));
}

/** Counts every submission again (a deadline moved: any of them may have changed sides) into the base row. */
export async function recountSubmissions(ctx: MutationCtx, assignment: Doc<"assignments">): Promise<void> {
  const counts = await countSubmissions(ctx, assignment);
  await putBase(ctx, assignment, () => counts);
}

/** Removes the rows with their assignment. */
export async function dropCounts(ctx: MutationCtx, assignmentId: Id<"assignments">): Promise<void> {
  for (const row of await countRowsOf(ctx, assignmentId)) await ctx.db.delete("submissionCounts", row._id);
}

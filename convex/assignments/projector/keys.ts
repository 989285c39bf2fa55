/**
 * Finding a projected assignment from the key an event carries (the id of its `assignment_posted`),
 * and the keys and times the assignment events use.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

export async function assignmentByKey(ctx: QueryCtx, key: string): Promise<Doc<"assignments"> | null> {
  return await ctx.db
    .query("assignments")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

export async function rubricByKey(ctx: QueryCtx, key: string): Promise<Doc<"rubrics"> | null> {
  return await ctx.db
    .query("rubrics")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** The `entityKey` of events about one student's work on one assignment. */
export function submissionKey(assignmentKey: string, studentId: Id<"users">): string {
  return `${assignmentKey}:${studentId}`;
}

/**
 * When an event happened, in whole milliseconds (the clock a mutation reads): a hand-in's
 * `submittedAt`, a grade's `gradedAt`. `_creationTime` may carry a fraction to keep inserts ordered.
 */
export function eventTime(event: { _creationTime: number }): number {
  return Math.floor(event._creationTime);
}

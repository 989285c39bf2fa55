import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./functions";
import { backfillMembersPage } from "./model/courseMembers";

/**
 * Upgrading a deployment from before ADR 0036: the member rows of older enrolments, 200 at a
 * time, then every course marked complete; it schedules its own next page. Run once with
 * `npx convex run courseMembers:backfill`. Idempotent.
 */
export const backfill = internalMutation({
  args: {
    phase: v.optional(v.union(v.literal("enrollments"), v.literal("courses"))),
    cursor: v.optional(v.union(v.string(), v.null())),
  },
  handler: async (ctx, { phase = "enrollments", cursor = null }) => {
    const page = await backfillMembersPage(ctx, phase, cursor, 200);
    const next = page.done ? (phase === "enrollments" ? "courses" : null) : phase;
    if (next !== null) {
      await ctx.scheduler.runAfter(0, internal.courseMembers.backfill, {
        phase: next,
        cursor: page.done ? null : page.cursor,
      });
    }
    return page;
  },
});

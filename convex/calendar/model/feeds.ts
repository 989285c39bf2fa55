import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/** A person's feed generation: 0 until their first reset. */
export async function feedGeneration(ctx: QueryCtx, userId: Id<"users">): Promise<number> {
  const row = await ctx.db
    .query("calendarFeeds")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  return row?.generation ?? 0;
}

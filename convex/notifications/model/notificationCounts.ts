/**
 * Each person's unread notification count, kept by the notifications projector in one
 * `notificationCounts` row (ADR 0032), so the bell reads one document.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { UNREAD_CAP } from "../../shared/unread";

/** The bell's count of `userId`, capped at UNREAD_CAP + 1 ("99+"). */
export async function unreadOf(ctx: QueryCtx, userId: Id<"users">): Promise<number> {
  const row = await ctx.db
    .query("notificationCounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  return Math.min(row?.unread ?? 0, UNREAD_CAP + 1);
}

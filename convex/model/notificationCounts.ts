/**
 * Each person's unread notification count, kept in a `notificationCounts` row (ADR 0032), so the
 * bell's `unreadCount` reads one document instead of up to UNREAD_CAP + 1 notifications.
 *
 * Trusted only when present: a person without a row (data from before, or after a rebuild) is
 * counted from their notifications as before. Every write that changes unread notifications calls
 * `unreadChanged` after it wrote: with a row, it adds the change; without one, it counts once
 * (bounded) and starts the row. Deleting a row is always safe; it only costs that count.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { UNREAD_CAP } from "./unread";

async function keptRow(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"notificationCounts"> | null> {
  return await ctx.db
    .query("notificationCounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** Unread notifications counted from the rows: exact up to UNREAD_CAP, else UNREAD_CAP + 1. */
export async function countUnread(ctx: QueryCtx, userId: Id<"users">): Promise<number> {
  const unread = await ctx.db
    .query("notifications")
    .withIndex("by_user_read", (q) => q.eq("userId", userId).eq("read", false))
    .take(UNREAD_CAP + 1);
  return unread.length;
}

/** The kept count capped like `countUnread`, or null when this person has no row (yet). */
export async function keptUnread(ctx: QueryCtx, userId: Id<"users">): Promise<number | null> {
  const row = await keptRow(ctx, userId);
  if (row === null) return null;
  return row.overCap === true ? UNREAD_CAP + 1 : Math.min(row.unread, UNREAD_CAP + 1);
}

/** The bell's count of `userId`: the kept one, or counted from their notifications without a row. */
export async function unreadOf(ctx: QueryCtx, userId: Id<"users">): Promise<number> {
  return (await keptUnread(ctx, userId)) ?? (await countUnread(ctx, userId));
}

/** What a row holds after counting: exact, or only "more than UNREAD_CAP" (the count is bounded). */
function countedFields(counted: number): Pick<Doc<"notificationCounts">, "unread" | "overCap"> {
  return counted > UNREAD_CAP ? { unread: UNREAD_CAP + 1, overCap: true } : { unread: counted, overCap: undefined };
}

/** Starts or rewrites the row from the notifications as they are now (in this transaction). */
async function recount(ctx: MutationCtx, userId: Id<"users">, row: Doc<"notificationCounts"> | null) {
  const fields = countedFields(await countUnread(ctx, userId));
  if (row === null) await ctx.db.insert("notificationCounts", { userId, ...fields });
  else await ctx.db.patch("notificationCounts", row._id, fields);
}

/**
 * Call after a write changed the person's unread notifications by `delta` (+1 inserted unread,
 * −n marked read). Only for changes that really happened: a duplicate notify or a second markRead
 * must not call it.
 */
export async function unreadChanged(ctx: MutationCtx, userId: Id<"users">, delta: number): Promise<void> {
  const row = await keptRow(ctx, userId);
  if (row === null) return await recount(ctx, userId, null);
  if (row.overCap === true) {
    // Still more than UNREAD_CAP after a new one; a read one may bring it under: count again.
    if (delta < 0) await recount(ctx, userId, row);
    return;
  }
  await ctx.db.patch("notificationCounts", row._id, { unread: Math.max(0, row.unread + delta) });
}

/** The person has no unread notification left (the last "mark all read" batch). */
export async function noneUnread(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const row = await keptRow(ctx, userId);
  if (row === null) await ctx.db.insert("notificationCounts", { userId, unread: 0 });
  else if (row.unread !== 0 || row.overCap !== undefined) {
    await ctx.db.patch("notificationCounts", row._id, { unread: 0, overCap: undefined });
  }
}

/** Forgets the kept count (the person is counted again at their next notification). */
export async function dropKeptUnread(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const row = await keptRow(ctx, userId);
  if (row !== null) await ctx.db.delete("notificationCounts", row._id);
}

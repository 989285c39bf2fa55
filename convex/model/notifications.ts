/** The notifications read model: writing rows (for the projector) and a person's own reads. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { NotificationLink, NotificationType } from "../schema";
import { appError } from "./errors";
import { countUnread, keptUnread, noneUnread, unreadChanged } from "./notificationCounts";
import type { AppUser } from "./users";

/** Unread notifications marked read per mutation by "Mark all read"; the rest continue scheduled. */
export const MARK_ALL_BATCH = 500;

export type NewNotification = {
  userId: Id<"users">;
  type: NotificationType;
  title: string;
  link: NotificationLink;
  eventId?: Id<"events">;
  /** Unique per person and thing: a second insert with the same key changes nothing. */
  key: string;
  at: number;
};

/** Inserts a notification unless one with the same key exists (projection is idempotent). */
export async function notify(ctx: MutationCtx, notification: NewNotification): Promise<boolean> {
  const existing = await ctx.db
    .query("notifications")
    .withIndex("by_key", (q) => q.eq("key", notification.key))
    .first();
  if (existing !== null) return false;
  await ctx.db.insert("notifications", { ...notification, read: false });
  await unreadChanged(ctx, notification.userId, 1);
  return true;
}

/** What the bell shows of one notification. */
export type NotificationView = {
  _id: Id<"notifications">;
  type: NotificationType;
  title: string;
  link: NotificationLink;
  read: boolean;
  at: number;
};

function toView(row: Doc<"notifications">): NotificationView {
  return { _id: row._id, type: row.type, title: row.title, link: row.link, read: row.read, at: row.at };
}

/** The caller's notifications, newest first. */
export async function listMine(
  ctx: QueryCtx,
  user: AppUser,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<NotificationView>> {
  const result = await ctx.db
    .query("notifications")
    .withIndex("by_user_time", (q) => q.eq("userId", user._id))
    .order("desc")
    .paginate(paginationOpts);
  return { ...result, page: result.page.map(toView) };
}

/**
 * How many of the caller's notifications are unread: exact up to UNREAD_CAP, else UNREAD_CAP + 1
 * ("99+"). One document when the count is kept (ADR 0032), else counted from the notifications.
 */
export async function unreadCount(ctx: QueryCtx, user: AppUser): Promise<number> {
  return (await keptUnread(ctx, user._id)) ?? (await countUnread(ctx, user._id));
}

/** Marks one of the caller's own notifications read; someone else's is NOT_FOUND. */
export async function markRead(ctx: MutationCtx, user: AppUser, id: Id<"notifications">): Promise<void> {
  const row = await ctx.db.get("notifications", id);
  if (row === null || row.userId !== user._id) throw appError("NOT_FOUND", "That notification does not exist.");
  if (row.read) return;
  await ctx.db.patch("notifications", row._id, { read: true });
  await unreadChanged(ctx, user._id, -1);
}

/** Marks up to MARK_ALL_BATCH unread notifications of a person read; returns whether more remain. */
export async function markBatchRead(ctx: MutationCtx, userId: Id<"users">): Promise<boolean> {
  const unread = await ctx.db
    .query("notifications")
    .withIndex("by_user_read", (q) => q.eq("userId", userId).eq("read", false))
    .take(MARK_ALL_BATCH);
  for (const row of unread) await ctx.db.patch("notifications", row._id, { read: true });
  const more = unread.length === MARK_ALL_BATCH;
  if (more) await unreadChanged(ctx, userId, -unread.length);
  else await noneUnread(ctx, userId);
  return more;
}

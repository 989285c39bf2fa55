/** The notifications read model: a person's own reads, and their "read" events (ADR 0049). */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { NotificationLink, NotificationType } from "../../schema";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { unreadOf } from "./notificationCounts";
import { groupCount, groupedMessage } from "../projector/groups";
import type { NotifyMessage } from "../../shared/notifications/messages";
import type { AppUser } from "../../accounts/model/users";

/** What the bell shows of one notification. */
export type NotificationView = {
  _id: Id<"notifications">;
  type: NotificationType;
  /** What it says, worded by the bell in the reader's language (a grouped row's count included). */
  message: NotifyMessage;
  link: NotificationLink;
  read: boolean;
  at: number;
};

/** A row as the bell shows it: a teacher's grouped row says how many people it gathers (ADR 0074). */
async function toView(ctx: QueryCtx, row: Doc<"notifications">): Promise<NotificationView> {
  const message = row.group === undefined ? row.message : groupedMessage(row, await groupCount(ctx, row));
  return { _id: row._id, type: row.type, message, link: row.link, read: row.read, at: row.at };
}

/**
 * The caller's notifications, newest first. A grouped row reads its group's items (at most
 * GROUP_COUNT_LIMIT) and the group's next row.
 */
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
  return { ...result, page: await Promise.all(result.page.map((row) => toView(ctx, row))) };
}

/** Marks one of the caller's own notifications read; someone else's is NOT_FOUND. */
export async function markRead(ctx: MutationCtx, user: AppUser, id: Id<"notifications">): Promise<void> {
  const row = await ctx.db.get("notifications", id);
  if (row === null || row.userId !== user._id) throw appError("NOT_FOUND", "server.notifications.notificationNotFound");
  if (row.read) return;
  await emit(ctx, { type: "notification_read", v: 1, actorId: user._id, notificationKey: row.key });
}

/** Marks every notification the caller has now read (the projector works through them in batches). */
export async function markAllRead(ctx: MutationCtx, user: AppUser): Promise<void> {
  if ((await unreadOf(ctx, user._id)) === 0) return;
  await emit(ctx, { type: "notifications_read_all", v: 1, actorId: user._id });
}

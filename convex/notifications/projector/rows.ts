/**
 * The notifications projector's writes (ADR 0049): the bell's rows and each person's unread count
 * (ADR 0032), and the course activity feed. Nothing else writes these tables.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { ProjectOptions } from "../../events/projector";
import type { ActivityType, NotificationLink, NotificationType } from "../../shared/validators";
import type { NotifyMessage } from "../../shared/notifications/messages";
import { addToOutbox } from "./outbox";
import { addToPushQueue } from "./push";

/**
 * Unread notifications marked read per mutation by "Mark all read"; the rest continue scheduled.
 * A method so that a test can cross a batch with a handful of notifications instead of 500.
 */
export const markAllSize = { batch: (): number => 500 };

export type NewNotification = {
  userId: Id<"users">;
  type: NotificationType;
  /** What it says: a key of the notifications' catalog and its parameters (issue #33). */
  message: NotifyMessage;
  link: NotificationLink;
  eventId: Id<"events">;
  /** Unique per person and thing: a second insert with the same key changes nothing. */
  key: string;
  at: number;
  /** A teacher's grouped row (projector/groups.ts): its group. */
  group?: string;
};

async function changeUnread(ctx: MutationCtx, userId: Id<"users">, delta: number): Promise<void> {
  const row = await ctx.db
    .query("notificationCounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  if (row === null) await ctx.db.insert("notificationCounts", { userId, unread: Math.max(0, delta) });
  else await ctx.db.patch("notificationCounts", row._id, { unread: Math.max(0, row.unread + delta) });
}

/**
 * Inserts a notification unless one with the same key exists; returns whether it did. `replay`
 * is the projector's option: a live insert may also start work outside the log (mail), a replay never.
 */
export async function notify(
  ctx: MutationCtx,
  notification: NewNotification,
  options: ProjectOptions,
): Promise<boolean> {
  const existing = await ctx.db
    .query("notifications")
    .withIndex("by_key", (q) => q.eq("key", notification.key))
    .first();
  if (existing !== null) return false;
  await ctx.db.insert("notifications", { ...notification, read: false });
  await changeUnread(ctx, notification.userId, 1);
  // The mail hook (ADR 0072): an outbox row when the person wants this kind mailed; and Web Push
  // to their devices for a kind mailed immediately (ADR 0088).
  const mode = await addToOutbox(ctx, notification, options);
  await addToPushQueue(ctx, notification, mode, options);
  return true;
}

/** Marks one unread row read. */
export async function markRowRead(ctx: MutationCtx, row: Doc<"notifications">): Promise<void> {
  if (row.read) return;
  await ctx.db.patch("notifications", row._id, { read: true });
  await changeUnread(ctx, row.userId, -1);
}

/**
 * Marks up to a batch (`markAllSize.batch()`) of a person's unread notifications from before `before` read;
 * returns whether more may remain. Later ones (a replay meets them before the next batch runs)
 * stay unread, as they were.
 */
export async function markBatchRead(ctx: MutationCtx, userId: Id<"users">, before: number): Promise<boolean> {
  const batch = markAllSize.batch();
  const unread = await ctx.db
    .query("notifications")
    .withIndex("by_user_read", (q) => q.eq("userId", userId).eq("read", false))
    .take(batch);
  const due = unread.filter((row) => row.at <= before);
  for (const row of due) await ctx.db.patch("notifications", row._id, { read: true });
  if (due.length > 0) await changeUnread(ctx, userId, -due.length);
  return unread.length === batch && due.length > 0;
}

export type NewActivity = {
  courseId: Id<"courses">;
  eventId: Id<"events">;
  type: ActivityType;
  actorName: string;
  /** What it says: a "notify.activity.*" key and its parameters, worded by the reader (issue #33). */
  message: NotifyMessage;
  at: number;
};

/** Adds one activity row per event. */
export async function addActivity(ctx: MutationCtx, row: NewActivity): Promise<void> {
  const existing = await ctx.db
    .query("courseActivity")
    .withIndex("by_event", (q) => q.eq("eventId", row.eventId))
    .first();
  if (existing === null) await ctx.db.insert("courseActivity", row);
}

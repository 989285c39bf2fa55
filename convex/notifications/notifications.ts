/**
 * A person's notifications (the bell), built from the event log by notifications/projector.ts. Each
 * person reads and changes only their own. docs/notifications.md.
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { authedMutation, authedQuery, internalMutation, signedInQuery } from "../functions";
import { unreadOf } from "./model/notificationCounts";
import * as model from "./model/notifications";
import { remind } from "./model/notificationsDeadline";
import { fanOutBatch } from "./projector/fanOut";
import { markBatchRead } from "./projector/rows";
import { notificationLinkValidator, notificationTypeValidator } from "../schema";
import { notifyMessageValidator } from "../shared/notifications/messages";

/** The caller's notifications, newest first. */
export const list = authedQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => await model.listMine(ctx, ctx.user, paginationOpts),
});

/**
 * How many of the caller's notifications are unread, counted up to 100 (the bell shows "99+"):
 * their kept count, by their id from the session, without their user row (ADR 0035).
 */
export const unreadCount = signedInQuery({
  args: {},
  handler: async (ctx) => await unreadOf(ctx, ctx.userId),
});

/** Marks one of the caller's notifications read; anyone else's is NOT_FOUND. */
export const markRead = authedMutation({
  args: { id: v.id("notifications") },
  handler: async (ctx, { id }) => {
    await model.markRead(ctx, ctx.user, id);
    return null;
  },
});

/** Marks all the caller's notifications read (beyond 500, the rest follow in scheduled batches). */
export const markAllRead = authedMutation({
  args: {},
  handler: async (ctx) => {
    await model.markAllRead(ctx, ctx.user);
    return null;
  },
});

/** The next batch of a `notifications_read_all` (the notifications projector's). */
export const markAllReadBatch = internalMutation({
  args: { userId: v.id("users"), before: v.number() },
  handler: async (ctx, { userId, before }) => {
    if (await markBatchRead(ctx, userId, before)) {
      await ctx.scheduler.runAfter(0, internal.notifications.notifications.markAllReadBatch, { userId, before });
    }
  },
});

/** The next batch of students told about a course event (notifications/projector/fanOut.ts). */
export const fanOut = internalMutation({
  args: {
    eventId: v.id("events"),
    courseId: v.id("courses"),
    type: notificationTypeValidator,
    message: notifyMessageValidator,
    link: notificationLinkValidator,
    at: v.number(),
    after: v.number(),
  },
  handler: async (ctx, job) => await fanOutBatch(ctx, job, { replay: false }),
});

/** Scheduled for deadline − 24 h (model/notificationsDeadline.ts). */
export const deadlineReminder = internalMutation({
  args: { assignmentKey: v.string(), deadlineAt: v.number(), after: v.number() },
  handler: async (ctx, job) => await remind(ctx, job),
});

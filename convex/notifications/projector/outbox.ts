/**
 * The mail outbox's writes (ADR 0072), part of the notifications projector: `notify` (rows.ts)
 * adds an outbox row for each new bell row the person wants mailed, and the mail events set its
 * status. Live only, an immediate row is also queued for a delivery action (mailDelivery.ts); a
 * replay rebuilds the same rows and queues, schedules and sends nothing.
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { Handler, ProjectOptions } from "../../events/projector";
import { MAIL_LIMITS, type MailMode } from "../../shared/mailPreferences";
import type { NotificationLink, NotificationType } from "../../shared/validators";
import type { NotifyMessage } from "../../shared/notifications/messages";
import { ensureDigestRun, moveDigestRun } from "../model/mailDigest";
import { preferencesOf } from "../model/mailPreferences";

export type OutboxItem = {
  userId: Id<"users">;
  type: NotificationType;
  message: NotifyMessage;
  link: NotificationLink;
  eventId: Id<"events">;
  key: string;
  at: number;
};

/**
 * Transactions that already scheduled a delivery action: one per transaction (a fan-out batch of
 * 200 rows), each action taking MAIL_LIMITS.batch mails and scheduling the next while more wait.
 */
const drainScheduled = new WeakSet<object>();

/**
 * The outbox row of a new notification, by the person's preference for its kind (none: "never");
 * returns that preference (Web Push follows it too).
 */
export async function addToOutbox(ctx: MutationCtx, item: OutboxItem, options: ProjectOptions): Promise<MailMode> {
  const mode = (await preferencesOf(ctx, item.userId)).kinds[item.type];
  if (mode === "never") return mode;
  const existing = await ctx.db
    .query("mailOutbox")
    .withIndex("by_key", (q) => q.eq("key", item.key))
    .first();
  if (existing !== null) return mode;
  await ctx.db.insert("mailOutbox", {
    key: item.key,
    userId: item.userId,
    kind: item.type,
    message: item.message,
    link: item.link,
    eventId: item.eventId,
    at: item.at,
    status: mode === "digest" ? "digest" : "pending",
    attempts: 0,
  });
  if (mode === "digest" && !options.replay) await ensureDigestRun(ctx, item.userId, item.at);
  if (mode === "immediately" && !options.replay) {
    await ctx.db.insert("mailQueue", { key: item.key, dueAt: item.at });
    if (!drainScheduled.has(ctx)) {
      drainScheduled.add(ctx);
      await ctx.scheduler.runAfter(0, internal.notifications.mailDelivery.drain, {});
    }
  }
  return mode;
}

async function outboxRow(ctx: MutationCtx, key: string) {
  return await ctx.db
    .query("mailOutbox")
    .withIndex("by_key", (q) => q.eq("key", key))
    .first();
}

/** Attempts a mail gets: the first and one per back-off step. */
export const MAIL_ATTEMPTS = MAIL_LIMITS.retryAfterMs.length + 1;

export const mailHandlers: {
  mail_preferences_set: Handler<"mail_preferences_set">;
  notifications_mailed: Handler<"notifications_mailed">;
  notification_mail_failed: Handler<"notification_mail_failed">;
  digest_sent: Handler<"digest_sent">;
} = {
  mail_preferences_set: async (ctx, event, { replay }) => {
    const userId = event.subjectUserId;
    if (userId === undefined) return;
    const preferences = { kinds: event.kinds, digestHour: event.digestHour, timeZone: event.timeZone };
    const row = await ctx.db
      .query("mailPreferences")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique();
    if (row === null) await ctx.db.insert("mailPreferences", { userId, ...preferences });
    else await ctx.db.patch("mailPreferences", row._id, preferences);
    if (!replay) await moveDigestRun(ctx, userId, preferences, event._creationTime);
  },
  notifications_mailed: async (ctx, event) => {
    for (const [keys, status] of [
      [event.keys, "sent"],
      [event.skipped, "skipped"],
    ] as const) {
      for (const key of keys) {
        const row = await outboxRow(ctx, key);
        if (row !== null) await ctx.db.patch("mailOutbox", row._id, { status, retryAt: undefined });
      }
    }
  },
  notification_mail_failed: async (ctx, event) => {
    const row = await outboxRow(ctx, event.key);
    if (row === null) return;
    const delay = MAIL_LIMITS.retryAfterMs[event.attempt - 1];
    await ctx.db.patch("mailOutbox", row._id, {
      attempts: event.attempt,
      lastError: event.reason,
      status: delay === undefined ? "failed" : "pending",
      retryAt: delay === undefined ? undefined : event._creationTime + delay,
    });
  },
  digest_sent: async (ctx, event) => {
    for (const key of event.keys) {
      const row = await outboxRow(ctx, key);
      if (row !== null && row.status === "digest") await ctx.db.patch("mailOutbox", row._id, { status: "digested" });
    }
  },
};

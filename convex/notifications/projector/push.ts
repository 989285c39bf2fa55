/**
 * Web Push's writes (ADR 0088), part of the notifications projector: the devices people allowed,
 * and, live only, a queued push for each new bell row of a kind the person has mailed immediately.
 */
import { internal } from "../../_generated/api";
import type { MutationCtx } from "../../_generated/server";
import type { Handler, ProjectOptions } from "../../events/projector";
import { notificationPath, type MailMode } from "../../shared/mailPreferences";
import { PUSH_LIMITS } from "../../shared/push";
import { subscriptionByEndpoint } from "../model/push";
import type { OutboxItem } from "./outbox";

/** Transactions that already scheduled a push delivery action: one per transaction. */
const drainScheduled = new WeakSet<object>();

export const pushHandlers: {
  push_subscribed: Handler<"push_subscribed">;
  push_unsubscribed: Handler<"push_unsubscribed">;
} = {
  push_subscribed: async (ctx, event) => {
    const userId = event.subjectUserId;
    if (userId === undefined) return;
    // A device is one person's at a time: the last to allow it.
    const previous = await subscriptionByEndpoint(ctx, event.endpoint);
    if (previous !== null) await ctx.db.delete("pushSubscriptions", previous._id);
    await ctx.db.insert("pushSubscriptions", {
      userId,
      endpoint: event.endpoint,
      p256dh: event.p256dh,
      auth: event.auth,
      at: event._creationTime,
    });
    // The oldest devices beyond the limit stop.
    const devices = await ctx.db
      .query("pushSubscriptions")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .take(PUSH_LIMITS.devicesPerPerson + 1);
    for (const extra of devices.slice(PUSH_LIMITS.devicesPerPerson))
      await ctx.db.delete("pushSubscriptions", extra._id);
  },
  push_unsubscribed: async (ctx, event) => {
    const row = await subscriptionByEndpoint(ctx, event.endpoint);
    // The person stops only their own; a "gone" endpoint stops whoever had it.
    if (row !== null && (event.why === "gone" || row.userId === event.subjectUserId)) {
      await ctx.db.delete("pushSubscriptions", row._id);
    }
  },
};

/**
 * A push for a new bell row, live only, when the person has a device and has this kind mailed
 * immediately (a digest or "never" kind does not interrupt them; ADR 0088).
 */
export async function addToPushQueue(
  ctx: MutationCtx,
  item: OutboxItem,
  mode: MailMode,
  options: ProjectOptions,
): Promise<void> {
  if (options.replay || mode !== "immediately") return;
  const device = await ctx.db
    .query("pushSubscriptions")
    .withIndex("by_user", (q) => q.eq("userId", item.userId))
    .first();
  if (device === null) return;
  await ctx.db.insert("pushQueue", {
    key: item.key,
    userId: item.userId,
    message: item.message,
    path: notificationPath(item.link),
    dueAt: item.at,
  });
  if (!drainScheduled.has(ctx)) {
    drainScheduled.add(ctx);
    await ctx.scheduler.runAfter(0, internal.notifications.push.drain, {});
  }
}

/**
 * Web Push (ADR 0088): a person allows notifications on a device (its push subscription), and the
 * bell's new rows of the kinds they have mailed immediately reach that device too. The projector
 * queues them (projector/push.ts); `drain` sends a batch through web-push (pushSender.ts) and
 * drops the devices their push service says are gone.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { authedMutation, authedQuery, internalAction, internalMutation } from "../functions";
import { emit } from "../events/emit";
import { deploymentConfig } from "../lib/config";
import { appError } from "../lib/appError";
import { languageOf } from "../lib/words";
import { subscriptionByEndpoint } from "./model/push";
import { notificationText } from "./model/words";
import { BAD_SUBSCRIPTION, PUSH_LIMITS, isSendableSubscription } from "../shared/push";

/** The deployment's VAPID public key for `pushManager.subscribe`, or null: push is not set up. */
export const publicKey = authedQuery({
  args: {},
  handler: async () => deploymentConfig.push?.publicKey ?? null,
});

/** Allows notifications on the caller's device: its subscription, checked (event `push_subscribed`). */
export const subscribe = authedMutation({
  args: { endpoint: v.string(), p256dh: v.string(), auth: v.string() },
  handler: async (ctx, subscription) => {
    const push = deploymentConfig.push;
    if (push === null) throw appError("CONFLICT", "server.notifications.pushNotSetUp");
    if (!isSendableSubscription(subscription, push.allowLoopback)) throw appError("INVALID", BAD_SUBSCRIPTION);
    const current = await subscriptionByEndpoint(ctx, subscription.endpoint);
    const same =
      current?.userId === ctx.user._id && current.p256dh === subscription.p256dh && current.auth === subscription.auth;
    if (same) return null;
    await emit(ctx, {
      type: "push_subscribed",
      v: 1,
      actorId: ctx.user._id,
      subjectUserId: ctx.user._id,
      ...subscription,
    });
    return null;
  },
});

/** Stops notifications on the caller's device (or one they allowed); another person's is no change. */
export const unsubscribe = authedMutation({
  args: { endpoint: v.string() },
  handler: async (ctx, { endpoint }) => {
    const row = await subscriptionByEndpoint(ctx, endpoint.slice(0, PUSH_LIMITS.endpointMax));
    if (row === null || row.userId !== ctx.user._id) return null;
    await emit(ctx, {
      type: "push_unsubscribed",
      v: 1,
      actorId: ctx.user._id,
      subjectUserId: ctx.user._id,
      endpoint: row.endpoint,
      why: "person",
    });
    return null;
  },
});

export type OutgoingPush = {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** JSON for the service worker: { title, path, tag }. */
  payload: string;
};

/** Takes a batch of due pushes off the queue: one per device of each person. */
export const claim = internalMutation({
  args: {},
  handler: async (ctx): Promise<{ pushes: OutgoingPush[]; more: boolean }> => {
    const due = await ctx.db
      .query("pushQueue")
      .withIndex("by_due", (q) => q.lte("dueAt", Date.now()))
      .take(PUSH_LIMITS.batch);
    const pushes: OutgoingPush[] = [];
    for (const queued of due) {
      await ctx.db.delete("pushQueue", queued._id);
      const devices = await ctx.db
        .query("pushSubscriptions")
        .withIndex("by_user", (q) => q.eq("userId", queued.userId))
        .take(PUSH_LIMITS.devicesPerPerson);
      if (devices.length === 0) continue;
      // Worded now, in the person's language (issue #33).
      const title = notificationText(queued.message, languageOf(await ctx.db.get("users", queued.userId)));
      const payload = JSON.stringify({ title, path: queued.path, tag: queued.key });
      for (const device of devices) {
        pushes.push({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, payload });
      }
    }
    return { pushes, more: due.length === PUSH_LIMITS.batch };
  },
});

/** Devices whose push service answered that they are gone stop (`push_unsubscribed`, why "gone"). */
export const forget = internalMutation({
  args: { endpoints: v.array(v.string()) },
  handler: async (ctx, { endpoints }) => {
    for (const endpoint of new Set(endpoints)) {
      const row = await subscriptionByEndpoint(ctx, endpoint);
      if (row !== null) {
        await emit(ctx, { type: "push_unsubscribed", v: 1, subjectUserId: row.userId, endpoint, why: "gone" });
      }
    }
  },
});

/** One batch: take, send, forget the gone devices; the next batch is scheduled while more wait. */
export const drain = internalAction({
  args: {},
  handler: async (ctx): Promise<void> => {
    const { pushes, more } = await ctx.runMutation(internal.notifications.push.claim, {});
    if (pushes.length > 0) {
      const { gone } = await ctx.runAction(internal.pushSender.sendMany, { pushes });
      if (gone.length > 0) await ctx.runMutation(internal.notifications.push.forget, { endpoints: gone });
    }
    if (more) await ctx.scheduler.runAfter(0, internal.notifications.push.drain, {});
  },
});

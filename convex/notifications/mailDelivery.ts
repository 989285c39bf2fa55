/**
 * Delivery of the mail outbox (ADR 0072). The outbox hook (projector/outbox.ts) queues each
 * immediate mail and schedules `drain` once per transaction; each drain takes at most
 * MAIL_LIMITS.batch due mails (leasing them, so two drains never send one mail twice), sends them
 * through one transport, records the outcome as events, and schedules the next drain while more
 * wait. A failure never touches the bell row; it is retried after MAIL_LIMITS.retryAfterMs, then
 * given up (`notification_mail_failed`).
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../functions";
import { emit } from "../events/emit";
import { MAIL_LIMITS } from "../shared/mailPreferences";
import { languageOf } from "../lib/words";
import { notificationMail, type OutgoingMail } from "./model/mailText";
import { MAIL_ATTEMPTS } from "./projector/outbox";

/** How long a drain holds the mails it took; one that died leaves them to the next after this. */
export const MAIL_LEASE_MS = 10 * 60_000;

type Claimed = { keys: string[]; mails: OutgoingMail[]; more: boolean };

/** Takes up to a batch of due mails; those to unverified addresses are recorded as skipped. */
export const claim = internalMutation({
  args: {},
  handler: async (ctx): Promise<Claimed> => {
    const now = Date.now();
    const due = await ctx.db
      .query("mailQueue")
      .withIndex("by_due", (q) => q.lte("dueAt", now))
      .take(MAIL_LIMITS.batch);
    const keys: string[] = [];
    const mails: OutgoingMail[] = [];
    const skipped: string[] = [];
    for (const queued of due) {
      const row = await ctx.db
        .query("mailOutbox")
        .withIndex("by_key", (q) => q.eq("key", queued.key))
        .first();
      if (row === null || row.status !== "pending") {
        await ctx.db.delete("mailQueue", queued._id);
        continue;
      }
      const user = await ctx.db.get("users", row.userId);
      // ADR 0059: only a verified address gets mail.
      if (!user?.email || user.emailVerificationTime === undefined) {
        skipped.push(row.key);
        await ctx.db.delete("mailQueue", queued._id);
        continue;
      }
      await ctx.db.patch("mailQueue", queued._id, { dueAt: now + MAIL_LEASE_MS });
      keys.push(row.key);
      mails.push(await notificationMail(user.email, row, languageOf(user)));
    }
    if (skipped.length > 0) await emit(ctx, { type: "notifications_mailed", v: 1, keys: [], skipped });
    return { keys, mails, more: due.length === MAIL_LIMITS.batch };
  },
});

/** Records a batch's outcome: sent ones leave the queue, failed ones wait for their retry or give up. */
export const record = internalMutation({
  args: { sent: v.array(v.string()), failed: v.array(v.object({ key: v.string(), reason: v.string() })) },
  handler: async (ctx, { sent, failed }) => {
    const now = Date.now();
    const queued = async (key: string) =>
      await ctx.db
        .query("mailQueue")
        .withIndex("by_key", (q) => q.eq("key", key))
        .first();
    if (sent.length > 0) await emit(ctx, { type: "notifications_mailed", v: 1, keys: sent, skipped: [] });
    for (const key of sent) {
      const row = await queued(key);
      if (row !== null) await ctx.db.delete("mailQueue", row._id);
    }
    for (const { key, reason } of failed) {
      const outbox = await ctx.db
        .query("mailOutbox")
        .withIndex("by_key", (q) => q.eq("key", key))
        .first();
      const row = await queued(key);
      if (outbox === null) continue;
      const attempt = outbox.attempts + 1;
      await emit(ctx, { type: "notification_mail_failed", v: 1, key, attempt, reason: reason.slice(0, 500) });
      const delay = MAIL_LIMITS.retryAfterMs[attempt - 1];
      if (row === null) continue;
      if (attempt >= MAIL_ATTEMPTS || delay === undefined) {
        await ctx.db.delete("mailQueue", row._id);
      } else {
        await ctx.db.patch("mailQueue", row._id, { dueAt: now + delay });
        await ctx.scheduler.runAfter(delay, internal.notifications.mailDelivery.drain, {});
      }
    }
  },
});

/** One batch: take, send through one transport, record; the next batch is scheduled while more wait. */
export const drain = internalAction({
  args: {},
  handler: async (ctx): Promise<void> => {
    const { keys, mails, more } = await ctx.runMutation(internal.notifications.mailDelivery.claim, {});
    if (mails.length > 0) {
      // A transport that fails as a whole (the Node action itself) fails each mail of the batch.
      const results = await ctx
        .runAction(internal.mailer.sendMany, { mails })
        .catch((error: unknown) =>
          mails.map(() => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) })),
        );
      const sent: string[] = [];
      const failed: Array<{ key: string; reason: string }> = [];
      results.forEach((result, i) => {
        if (result.ok) sent.push(keys[i]);
        else failed.push({ key: keys[i], reason: result.error });
      });
      await ctx.runMutation(internal.notifications.mailDelivery.record, { sent, failed });
    }
    if (more) await ctx.scheduler.runAfter(0, internal.notifications.mailDelivery.drain, {});
  },
});

/**
 * The daily digest (ADR 0072): at the person's hour (model/mailDigest.ts schedules it), one mail
 * listing every outbox row waiting for the digest since the last one, at most
 * MAIL_LIMITS.digestItems (the rest come in the next); nothing when there is nothing. The event
 * `digest_sent` is emitted once the mail is out, so a failed send leaves the items for the next
 * digest (model/mailDigest.ts schedules a run when an item arrives).
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../functions";
import { emit } from "../events/emit";
import { MAIL_LIMITS } from "../shared/mailPreferences";
import { ensureDigestRun, forgetDigestRun } from "./model/mailDigest";
import { languageOf } from "../lib/words";
import { digestMail } from "./model/mailText";

export const run = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    await forgetDigestRun(ctx, userId);
    const items = await ctx.db
      .query("mailOutbox")
      .withIndex("by_user_status", (q) => q.eq("userId", userId).eq("status", "digest"))
      .take(MAIL_LIMITS.digestItems + 1);
    // More than one digest holds: the rest come with the next one.
    if (items.length > MAIL_LIMITS.digestItems) await ensureDigestRun(ctx, userId, Date.now());
    items.splice(MAIL_LIMITS.digestItems);
    if (items.length === 0) return;
    const user = await ctx.db.get("users", userId);
    // ADR 0059: only a verified address gets mail; the items wait until it is.
    if (!user?.email || user.emailVerificationTime === undefined) return;
    const mail = await digestMail(user.email, userId, items, languageOf(user));
    await ctx.scheduler.runAfter(0, internal.notifications.mailDigest.send, {
      userId,
      keys: items.map((item) => item.key),
      mail,
    });
  },
});

export const send = internalAction({
  args: {
    userId: v.id("users"),
    keys: v.array(v.string()),
    mail: v.object({
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      headers: v.record(v.string(), v.string()),
    }),
  },
  handler: async (ctx, { userId, keys, mail }) => {
    try {
      await ctx.runAction(internal.mailer.send, mail);
    } catch (error) {
      // The items stay in the outbox for the next digest; the bell has them already.
      console.error(
        `The digest to ${userId} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    await ctx.runMutation(internal.notifications.mailDigest.sent, { userId, keys });
  },
});

export const sent = internalMutation({
  args: { userId: v.id("users"), keys: v.array(v.string()) },
  handler: async (ctx, { userId, keys }) => {
    await emit(ctx, { type: "digest_sent", v: 1, subjectUserId: userId, keys });
  },
});

/** A digest that could not be sent: its items wait for the person's next hour. */
export const later = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await ensureDigestRun(ctx, userId, Date.now()),
});

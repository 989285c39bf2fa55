/**
 * The calendar (docs/calendar.md, ADR 0073): what is dated for the caller in a range, their private
 * feed's address and its reset. The feed itself is served by the HTTP action in model/feedHttp.ts,
 * which asks `feedEntries` with the claims of a verified token.
 */
import { v } from "convex/values";
import { emit } from "../events/emit";
import { authedMutation, authedQuery, internalQuery } from "../functions";
import { appError } from "../lib/appError";
import { languageOf } from "../lib/words";
import { CALENDAR_LIMITS, CALENDAR_RANGE_INVALID } from "../shared/calendarRules";
import { calendarItems, feedItems } from "./model/items";
import { feedAddress } from "./model/feedToken";
import { feedGeneration } from "./model/feeds";

/** Everything dated for the caller in [from, to) (at most 62 days), earliest first. */
export const items = authedQuery({
  args: { from: v.number(), to: v.number() },
  handler: async (ctx, { from, to }) => {
    if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to - from > CALENDAR_LIMITS.rangeMaxMs) {
      throw appError("INVALID", CALENDAR_RANGE_INVALID);
    }
    return await calendarItems(ctx, ctx.user._id, { from, to }, CALENDAR_LIMITS.items);
  },
});

/** The caller's private feed address (and as `webcal:`); only theirs. */
export const feed = authedQuery({
  args: {},
  handler: async (ctx) =>
    await feedAddress({ userId: ctx.user._id, generation: await feedGeneration(ctx, ctx.user._id) }),
});

/** A new feed address for the caller: every earlier one answers nothing from now on. */
export const resetFeed = authedMutation({
  args: {},
  handler: async (ctx) => {
    await emit(ctx, {
      type: "calendar_feed_reset",
      v: 1,
      actorId: ctx.user._id,
      subjectUserId: ctx.user._id,
    });
    return null;
  },
});

/**
 * The feed's items for a verified token's claims, or null when the address was reset, the person
 * is gone or suspended: from CALENDAR_LIMITS.feedPastMs ago on, the next CALENDAR_LIMITS.items.
 * With the owner's name and language, for the feed's own words.
 */
export const feedEntries = internalQuery({
  args: { userId: v.string(), generation: v.number() },
  handler: async (ctx, { userId: rawId, generation }) => {
    const userId = ctx.db.normalizeId("users", rawId);
    if (userId === null) return null;
    const user = await ctx.db.get("users", userId);
    if (user === null || user.suspendedAt !== undefined) return null;
    if ((await feedGeneration(ctx, userId)) !== generation) return null;
    const items = await feedItems(ctx, userId, Date.now() - CALENDAR_LIMITS.feedPastMs, CALENDAR_LIMITS.items);
    return { items, name: user.displayName ?? "", language: languageOf(user) };
  },
});

/**
 * Programming articles for /resources (SPEC §2 Resources, §3 External article, §7 External).
 * The feed (`ARTICLES_FEED_URL`) is fetched by an internal action, hourly by cron and when a page
 * visit finds the stored copy older than an hour; the page reads the stored copy live. Thin
 * wrappers over model/articles.ts and model/articlesFeed.ts; rules in docs/articles.md.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { authedMutation, authedQuery, internalAction, internalMutation } from "../functions";
import * as model from "./model/articles";
import { fetchFeed } from "./model/articlesFeed";
import { deploymentConfig } from "../lib/config";

/** The stored articles, newest first, with `fetchedAt` (null: never fetched) and `failed`. Signed-in users. */
export const list = authedQuery({
  args: {},
  handler: async (ctx) => await model.listArticles(ctx),
});

/**
 * Asks for a refresh when the stored copy is older than an hour (the page calls it on mount).
 * At most one refresh is under way at a time, and none for a few minutes after a failure.
 * Returns whether a refresh was scheduled. Signed-in users.
 */
export const refreshIfStale = authedMutation({
  args: {},
  handler: async (ctx) => await model.refreshIfStale(ctx),
});

/**
 * Fetches the feed and replaces the stored set; a failure (unreachable, bad status, oversized,
 * not JSON, not a list of usable articles) is logged and recorded, and the stored set stays.
 * Run hourly by convex/crons.ts; `npx convex run articles/articles:refresh` runs it by hand.
 */
export const refresh = internalAction({
  args: {},
  handler: async (ctx): Promise<{ stored: number } | { failure: string }> => {
    const feedUrl = deploymentConfig.articlesFeedUrl;
    const outcome = await fetchFeed(feedUrl);
    if (!outcome.ok) {
      console.error(`Articles feed refused (${feedUrl}): ${outcome.reason}`);
      await ctx.runMutation(internal.articles.articles.recordFailure, { reason: outcome.reason });
      return { failure: outcome.reason };
    }
    if (outcome.dropped > 0) {
      console.warn(`Articles feed (${feedUrl}): dropped ${outcome.dropped} entries that were not usable articles`);
    }
    await ctx.runMutation(internal.articles.articles.store, { articles: outcome.articles });
    return { stored: outcome.articles.length };
  },
});

const feedArticle = v.object({
  externalId: v.string(),
  title: v.string(),
  description: v.string(),
  url: v.string(),
  coverImage: v.optional(v.string()),
  publishedAt: v.number(),
});

/** Replaces the stored set with a successful fetch's articles. */
export const store = internalMutation({
  args: { articles: v.array(feedArticle) },
  handler: async (ctx, { articles }) => {
    await model.storeArticles(ctx, articles);
    return null;
  },
});

/** Records a failed fetch (the stored set stays). */
export const recordFailure = internalMutation({
  args: { reason: v.string() },
  handler: async (ctx, { reason }) => {
    await model.recordFailure(ctx, reason);
    return null;
  },
});

import { defineTable } from "convex/server";
import { v } from "convex/values";

export const articlesTables = {
  /**
   * The stored copy of the programming articles feed (convex/model/articles.ts): the tag's whole
   * set is replaced on each successful fetch; links are http(s), cover images https. A cache of an
   * external feed, not a projection: the feed is its source (a refresh, not a replay, makes it
   * again), and no person's or Lyceum's decision is in it.
   */
  articles: defineTable({
    externalId: v.string(),
    tag: v.string(),
    title: v.string(),
    description: v.string(),
    url: v.string(),
    coverImage: v.optional(v.string()),
    publishedAt: v.number(),
    /** When the fetch that brought this set finished. */
    fetchedAt: v.number(),
  }).index("by_tag_published", ["tag", "publishedAt"]),

  /**
   * One row per tag: when its set was last fetched, whether the last attempt failed (and why),
   * and whether a refresh is under way (so page visits schedule one at a time).
   */
  articleFeeds: defineTable({
    tag: v.string(),
    fetchedAt: v.optional(v.number()),
    failedAt: v.optional(v.number()),
    failure: v.optional(v.string()),
    refreshStartedAt: v.optional(v.number()),
  }).index("by_tag", ["tag"]),
};

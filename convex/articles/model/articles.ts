/**
 * The stored copy of the programming articles feed and its state (SPEC §2 Resources): what the
 * page reads, when a page visit may ask for a refresh, and how a fetch's result is kept.
 */
import { internal } from "../../_generated/api";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { FeedArticle } from "./articlesFeed";
import {
  ARTICLES_MAX_ITEMS,
  ARTICLES_REFRESH_TIMEOUT_MS,
  ARTICLES_RETRY_AFTER_MS,
  ARTICLES_STALE_AFTER_MS,
  ARTICLES_TAG,
} from "../../shared/articlesRules";

export type ArticleView = {
  _id: Doc<"articles">["_id"];
  title: string;
  description: string;
  url: string;
  coverImage: string | null;
  publishedAt: number;
};

export type ArticlesView = {
  articles: ArticleView[];
  /** When the stored set was fetched; null when nothing was ever fetched. */
  fetchedAt: number | null;
  /** Whether the latest attempt to fetch the feed failed (the stored set, if any, is older). */
  failed: boolean;
};

async function feedState(ctx: QueryCtx, tag: string): Promise<Doc<"articleFeeds"> | null> {
  return await ctx.db
    .query("articleFeeds")
    .withIndex("by_tag", (q) => q.eq("tag", tag))
    .unique();
}

async function storedSet(ctx: QueryCtx, tag: string): Promise<Doc<"articles">[]> {
  return await ctx.db
    .query("articles")
    .withIndex("by_tag_published", (q) => q.eq("tag", tag))
    .order("desc")
    .take(ARTICLES_MAX_ITEMS);
}

/** The stored articles, newest first, with when they were fetched and whether the last fetch failed. */
export async function listArticles(ctx: QueryCtx): Promise<ArticlesView> {
  const state = await feedState(ctx, ARTICLES_TAG);
  const rows = await storedSet(ctx, ARTICLES_TAG);
  return {
    articles: rows.map((row) => ({
      _id: row._id,
      title: row.title,
      description: row.description,
      url: row.url,
      coverImage: row.coverImage ?? null,
      publishedAt: row.publishedAt,
    })),
    fetchedAt: state?.fetchedAt ?? null,
    failed: state?.failedAt !== undefined,
  };
}

/**
 * Whether a page visit at `now` should start a refresh: not while one is under way (until it
 * times out), not while the stored set is younger than an hour, not within a few minutes of a
 * failed attempt.
 */
export function needsRefresh(state: Doc<"articleFeeds"> | null, now: number): boolean {
  if (state === null) return true;
  if (state.refreshStartedAt !== undefined && now - state.refreshStartedAt < ARTICLES_REFRESH_TIMEOUT_MS) return false;
  if (state.fetchedAt !== undefined && now - state.fetchedAt < ARTICLES_STALE_AFTER_MS) return false;
  if (state.failedAt !== undefined && now - state.failedAt < ARTICLES_RETRY_AFTER_MS) return false;
  return true;
}

async function patchState(
  ctx: MutationCtx,
  tag: string,
  fields: Partial<Omit<Doc<"articleFeeds">, "_id" | "_creationTime" | "tag">>,
): Promise<void> {
  const state = await feedState(ctx, tag);
  if (state === null) {
    await ctx.db.insert("articleFeeds", { tag, ...fields });
  } else {
    await ctx.db.patch("articleFeeds", state._id, fields);
  }
}

/** Schedules one refresh when the stored copy is stale (see needsRefresh); returns whether it did. */
export async function refreshIfStale(ctx: MutationCtx): Promise<boolean> {
  const now = Date.now();
  if (!needsRefresh(await feedState(ctx, ARTICLES_TAG), now)) return false;
  await patchState(ctx, ARTICLES_TAG, { refreshStartedAt: now });
  await ctx.scheduler.runAfter(0, internal.articles.articles.refresh, {});
  return true;
}

/** Replaces the tag's stored set with a fetch's articles (at most the cap) and marks it fresh. */
export async function storeArticles(ctx: MutationCtx, articles: FeedArticle[]): Promise<void> {
  const fetchedAt = Date.now();
  for (const old of await storedSet(ctx, ARTICLES_TAG)) {
    await ctx.db.delete("articles", old._id);
  }
  for (const article of articles.slice(0, ARTICLES_MAX_ITEMS)) {
    await ctx.db.insert("articles", { ...article, tag: ARTICLES_TAG, fetchedAt });
  }
  await patchState(ctx, ARTICLES_TAG, {
    fetchedAt,
    failedAt: undefined,
    failure: undefined,
    refreshStartedAt: undefined,
  });
}

/** Notes a failed fetch; the stored set stays as it is. */
export async function recordFailure(ctx: MutationCtx, reason: string): Promise<void> {
  await patchState(ctx, ARTICLES_TAG, { failedAt: Date.now(), failure: reason, refreshStartedAt: undefined });
}

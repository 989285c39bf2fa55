/**
 * Fetching and reading the articles feed (dev.to's API shape: an array of articles with id,
 * title, description, url, cover_image, published_at). No database here: the action in
 * convex/articles.ts stores what this returns. Anything unexpected is a refusal with a reason to
 * log, never something shown.
 */
import { z } from "zod";
import {
  ARTICLE_DESCRIPTION_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_URL_MAX,
  ARTICLES_FETCH_TIMEOUT_MS,
  ARTICLES_MAX_BYTES,
  ARTICLES_MAX_ITEMS,
} from "../../shared/articlesRules";

/** One article as it is stored and shown. */
export type FeedArticle = {
  externalId: string;
  title: string;
  description: string;
  url: string;
  coverImage?: string;
  publishedAt: number;
};

/** What one fetch gave: the usable articles (and how many were dropped), or why it was refused. */
export type FeedOutcome = { ok: true; articles: FeedArticle[]; dropped: number } | { ok: false; reason: string };

export const FEED_HEADERS = {
  "User-Agent": "Lyceum learning platform (articles feed; +https://github.com/)",
  Accept: "application/json",
} as const;

/** The whole answer: a list, not longer than the cap (each entry is checked on its own). */
const feedAnswerSchema = z.array(z.unknown()).max(ARTICLES_MAX_ITEMS);

/** One entry of dev.to's answer; other fields are ignored. */
const feedItemSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX),
  description: z.string().nullish(),
  url: z.string().max(ARTICLE_URL_MAX),
  cover_image: z.string().max(ARTICLE_URL_MAX).nullish(),
  published_at: z.string(),
});

/** `value` as an absolute URL with one of `protocols`, normalised; null when it is anything else. */
export function safeUrl(value: string | null | undefined, protocols: readonly string[]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function toArticle(entry: unknown): FeedArticle | null {
  const parsed = feedItemSchema.safeParse(entry);
  if (!parsed.success) return null;
  const item = parsed.data;
  const url = safeUrl(item.url, ["http:", "https:"]);
  const publishedAt = Date.parse(item.published_at);
  if (url === null || !Number.isFinite(publishedAt)) return null;
  const coverImage = safeUrl(item.cover_image, ["https:"]);
  return {
    externalId: String(item.id),
    title: item.title,
    description: (item.description ?? "").trim().slice(0, ARTICLE_DESCRIPTION_MAX),
    url,
    ...(coverImage !== null ? { coverImage } : {}),
    publishedAt,
  };
}

/**
 * Reads a parsed JSON answer. Entries that do not fit (missing fields, a link that is not
 * http(s), a bad date) are dropped one by one; a cover image that is not https is left out. An
 * answer that is not a list, is too long, or has entries of which none is usable is refused.
 */
export function readFeed(answer: unknown): FeedOutcome {
  const list = feedAnswerSchema.safeParse(answer);
  if (!list.success) {
    return {
      ok: false,
      reason: Array.isArray(answer)
        ? `the feed listed ${answer.length} articles (at most ${ARTICLES_MAX_ITEMS} are accepted)`
        : "the feed's answer is not a list of articles",
    };
  }
  const byId = new Map<string, FeedArticle>();
  for (const entry of list.data) {
    const article = toArticle(entry);
    if (article !== null && !byId.has(article.externalId)) byId.set(article.externalId, article);
  }
  const articles = [...byId.values()];
  if (list.data.length > 0 && articles.length === 0) {
    return { ok: false, reason: `none of the feed's ${list.data.length} entries is a usable article` };
  }
  return { ok: true, articles, dropped: list.data.length - articles.length };
}

/** The body as text, or null when it is longer than `maxBytes` (reading stops there). */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** GETs the feed and reads it; every failure (network, status, size, JSON, shape) is a reason. */
export async function fetchFeed(feedUrl: string): Promise<FeedOutcome> {
  const url = safeUrl(feedUrl, ["http:", "https:"]);
  if (url === null) return { ok: false, reason: "ARTICLES_FEED_URL is not an http(s) address" };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ARTICLES_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, { headers: FEED_HEADERS, signal: controller.signal });
    if (!response.ok) return { ok: false, reason: `the feed answered HTTP ${response.status}` };
    const declared = Number(response.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > ARTICLES_MAX_BYTES) {
      await response.body?.cancel();
      return { ok: false, reason: `the feed's answer is ${declared} bytes (at most ${ARTICLES_MAX_BYTES})` };
    }
    const text = await readCapped(response, ARTICLES_MAX_BYTES);
    if (text === null) return { ok: false, reason: `the feed's answer is over ${ARTICLES_MAX_BYTES} bytes` };
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return { ok: false, reason: "the feed's answer is not JSON" };
    }
    return readFeed(answer);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `the feed could not be reached (${message})` };
  } finally {
    clearTimeout(timer);
  }
}

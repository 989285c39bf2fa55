/**
 * The articles feed's constants and limits (SPEC §9: tag programming, 4 items), shared by the
 * server and the /resources page. Plain values only: the browser imports this file.
 */

/** The set the feed's articles are stored under (one set; the feed address decides what is in it). */
export const ARTICLES_TAG = "programming";

/** dev.to's public articles endpoint, tag programming, 4 items; `ARTICLES_FEED_URL` replaces it. */
export const DEFAULT_ARTICLES_FEED_URL = "https://dev.to/api/articles?tag=programming&per_page=4";

/** A stored copy older than this is refreshed when someone opens the page (and hourly by cron). */
export const ARTICLES_STALE_AFTER_MS = 60 * 60 * 1000;

/** After a failed fetch, page visits do not ask again for this long (the cron still runs). */
export const ARTICLES_RETRY_AFTER_MS = 5 * 60 * 1000;

/** A refresh that has not reported back after this long is taken for lost, and another may start. */
export const ARTICLES_REFRESH_TIMEOUT_MS = 2 * 60 * 1000;

/** The feed's answer is refused when its body is larger than this (bytes). */
export const ARTICLES_MAX_BYTES = 1024 * 1024;

/** The feed's answer is refused when it lists more articles than this. */
export const ARTICLES_MAX_ITEMS = 50;

/** How long the feed may take to answer before the fetch is given up. */
export const ARTICLES_FETCH_TIMEOUT_MS = 10_000;

/** Longest title and description kept; longer descriptions are cut, longer titles refuse the item. */
export const ARTICLE_TITLE_MAX = 300;
export const ARTICLE_DESCRIPTION_MAX = 500;
export const ARTICLE_URL_MAX = 2048;

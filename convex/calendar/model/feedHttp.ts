/**
 * GET /calendar/<token>.ics: a person's private calendar feed (docs/calendar.md, ADR 0073). The
 * token's signature is checked (constant time) before anything is read; a malformed, tampered or
 * reset token answers 404 with an empty body, the same for each.
 */
import { internal } from "../../_generated/api";
import { httpAction } from "../../_generated/server";
import { deploymentConfig } from "../../lib/config";
import { CALENDAR_FEED_PATH, CALENDAR_FEED_SUFFIX } from "../../shared/calendarRules";
import { buildCalendar } from "./ics";
import { verifyFeedToken } from "./feedToken";

const HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

function notFound(): Response {
  return new Response(null, { status: 404, headers: HEADERS });
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || "lyceum";
  } catch {
    return "lyceum";
  }
}

export const serveCalendarFeed = httpAction(async (ctx, request) => {
  const { pathname } = new URL(request.url);
  const file = pathname.slice(CALENDAR_FEED_PATH.length);
  if (!file.endsWith(CALENDAR_FEED_SUFFIX) || file.includes("/")) return notFound();
  const claims = await verifyFeedToken(file.slice(0, -CALENDAR_FEED_SUFFIX.length));
  if (claims === null) return notFound();
  const feed = await ctx.runQuery(internal.calendar.calendar.feedEntries, claims);
  if (feed === null) return notFound();
  const siteUrl = (deploymentConfig.siteUrl ?? "").replace(/\/+$/, "");
  const text = buildCalendar({
    name: feed.name,
    language: feed.language,
    items: feed.items,
    now: Date.now(),
    siteUrl,
    host: hostOf(siteUrl),
  });
  return new Response(text, {
    status: 200,
    headers: {
      ...HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="lyceum.ics"',
    },
  });
});

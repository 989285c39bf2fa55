/**
 * The calendar's limits and messages (docs/calendar.md, ADR 0073), written once for the server and
 * the calendar page. No server config is read here, so the browser can import it.
 */
import { keyed } from "./messages";
import { DAY_MS } from "./time";

export const CALENDAR_LIMITS = {
  /** The longest range one `calendar:items` call may ask for: a month grid is 42 days. */
  rangeMaxMs: 62 * DAY_MS,
  /** At most this many items in one answer (the page), and in the feed. */
  items: 200,
  /** The feed starts this long ago: a subscribed calendar keeps last month's deadlines. */
  feedPastMs: 30 * DAY_MS,
} as const;

export const CALENDAR_RANGE_INVALID = keyed("server.calendar.calendarRangeInvalid");

/** The path prefix of the feed's HTTP action: `<CONVEX_SITE_URL>/calendar/<token>.ics`. */
export const CALENDAR_FEED_PATH = "/calendar/";
export const CALENDAR_FEED_SUFFIX = ".ics";

/** What a calendar item is: an assignment's deadline, or an announcement's date. */
export type CalendarItemKind = "deadline" | "announcement";

/** One dated thing as the calendar page and the feed show it. */
export type CalendarItem = {
  /** Stable across edits and replays: the feed's UID is built from it. */
  uid: string;
  kind: CalendarItemKind;
  title: string;
  courseId: string;
  courseName: string;
  /** When it is (ms, UTC). A deadline is the last millisecond of its minute. */
  at: number;
  /** True when the time shown is the caller's own extension. */
  extended: boolean;
  /** The app path of its screen, e.g. "/assignmentpage?course=…". */
  path: string;
  /** How often it moved (the feed's SEQUENCE) and when it last did (LAST-MODIFIED). */
  sequence: number;
  modifiedAt: number;
};

/** The app path of an assignment's screen: the Assignments page with its course picked. */
export function assignmentPath(courseId: string): string {
  return `/assignmentpage?course=${encodeURIComponent(courseId)}`;
}

/** The app path of a course's page (where its announcements are). */
export function coursePath(courseId: string, courseName: string): string {
  return `/dashboard/coursedetail/${encodeURIComponent(courseId)}/${encodeURIComponent(courseName)}`;
}

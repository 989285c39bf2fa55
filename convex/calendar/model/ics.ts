/**
 * The feed as iCalendar text (RFC 5545): CRLF line ends, TEXT values escaped (§3.3.11), content
 * lines folded at 75 octets without splitting a UTF-8 character (§3.1), times in UTC. One VEVENT
 * per item, its UID stable across edits (the item's `uid`), SEQUENCE and LAST-MODIFIED from how
 * often and when it last moved, so a subscribed calendar replaces the event instead of adding one.
 * The feed's own words ("Due: …", the description, the calendar's name) are in its owner's
 * language (issue #33, `../locales`); titles and course names are written as people typed them.
 */
import type { CalendarItem } from "../../shared/calendarRules";
import type { Language } from "../../shared/language";
import { MINUTE_MS } from "../../shared/time";
import { calendarWords } from "./words";

type Words = ReturnType<typeof calendarWords>;

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** One content line folded: at most 75 octets a line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20261201T225900Z */
export function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export type FeedCalendar = {
  /** The owner's display name, for the calendar's name in the subscriber's list (X-WR-CALNAME). */
  name: string;
  /** The owner's language: the feed's own words are in it (titles and course names as written). */
  language: Language;
  items: readonly CalendarItem[];
  /** When the feed was made (DTSTAMP). */
  now: number;
  /** The app's origin, for each event's URL. */
  siteUrl: string;
  /** The UID's domain part. */
  host: string;
};

function summary(item: CalendarItem, t: Words): string {
  return item.kind === "deadline" ? t("ical.event.due", { title: item.title }) : item.title;
}

function description(item: CalendarItem, url: string, t: Words): string {
  const what =
    item.kind === "deadline"
      ? t(item.extended ? "ical.event.deadlineExtended" : "ical.event.deadline")
      : t("ical.event.announcement");
  return `${what} · ${item.courseName}\n${url}`;
}

/** The calendar's name: "Lyceum" alone for a person without a display name. */
export function calendarName(name: string, language: Language): string {
  return name === "" ? "Lyceum" : calendarWords(language)("ical.calendar.name", { name });
}

function event(item: CalendarItem, calendar: FeedCalendar, t: Words): string[] {
  // The minute the item is in: a deadline is the last millisecond of its minute.
  const start = item.at - (((item.at % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
  const url = `${calendar.siteUrl}${item.path}`;
  return [
    "BEGIN:VEVENT",
    `UID:${item.uid}@${calendar.host}`,
    `DTSTAMP:${utcStamp(calendar.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + MINUTE_MS)}`,
    `SUMMARY:${escapeText(summary(item, t))}`,
    `DESCRIPTION:${escapeText(description(item, url, t))}`,
    `URL:${url}`,
    `LAST-MODIFIED:${utcStamp(item.modifiedAt)}`,
    `SEQUENCE:${item.sequence}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The whole feed, CRLF after every line (the last too). */
export function buildCalendar(calendar: FeedCalendar): string {
  const t = calendarWords(calendar.language);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Lyceum//Calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendarName(calendar.name, calendar.language))}`,
    "X-WR-TIMEZONE:UTC",
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...calendar.items.flatMap((item) => event(item, calendar, t)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

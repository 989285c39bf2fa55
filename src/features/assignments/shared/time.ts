/**
 * Deadlines and durations as a viewer reads them: instants (ms) in the viewer's own time zone,
 * durations in the largest whole unit. Deadlines are instants on the server (decision 0009);
 * only the display is local.
 */
import { formatDate } from "@/lib/i18n/format";
import { t } from "../i18n";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
};

/** A calendar day typed as yyyy-mm-dd, "22 Nov 2026" (the same day in every zone). */
export function formatIsoDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) return isoDate;
  return formatDate(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))), DAY_FORMAT);
}

/** "3 days", "5 hours", "1 minute", "less than a minute": the largest whole unit, rounded down. */
export function formatDuration(ms: number): string {
  const span = Math.max(0, ms);
  if (span >= DAY) return t("assignments.time.days", { count: Math.floor(span / DAY) });
  if (span >= HOUR) return t("assignments.time.hours", { count: Math.floor(span / HOUR) });
  if (span >= MINUTE) return t("assignments.time.minutes", { count: Math.floor(span / MINUTE) });
  return t("assignments.time.lessThanMinute");
}

/** "Due in 3 days", "Deadline passed 2 hours ago", or "Closed" when the assignment takes no work. */
export function timeLeft(deadlineAt: number, now: number, closed: boolean): string {
  if (closed) return t("assignments.time.closed");
  return deadlineAt >= now
    ? t("assignments.time.dueIn", { duration: formatDuration(deadlineAt - now) })
    : t("assignments.time.passed", { duration: formatDuration(now - deadlineAt) });
}

/** The viewer's IANA time zone, e.g. "Europe/Paris" (what date inputs are read in). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Months and days of the calendar page in the viewer's time zone (this device's: the browser's
 * local time). A month grid shows whole weeks, Monday first: 6 rows of 7 days, so 42 days, within
 * the server's 62-day range.
 */
import { formatDate } from "@/lib/i18n/format";

/** A month as the URL names it: "2026-12". */
export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: unknown): value is MonthKey {
  return typeof value === "string" && MONTH_KEY.test(value);
}

export function monthKeyOf(date: Date): MonthKey {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;
}

/** The first day of the month at local midnight. */
export function monthStart(key: MonthKey): Date {
  const [, year, month] = MONTH_KEY.exec(key) ?? [];
  return new Date(Number(year), Number(month) - 1, 1);
}

export function addMonths(key: MonthKey, delta: number): MonthKey {
  const start = monthStart(key);
  return monthKeyOf(new Date(start.getFullYear(), start.getMonth() + delta, 1));
}

/** "2026-12-01" of a moment, in local time: the key of its day. */
export function dayKey(date: Date | number): string {
  const d = typeof date === "number" ? new Date(date) : date;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export type MonthGrid = {
  /** The 42 days shown, each at local midnight. */
  days: Date[];
  /** The range asked of the server: the first day's midnight to the day after the last. */
  from: number;
  to: number;
};

/** The weeks that show a month, Monday first. */
export function monthGrid(key: MonthKey): MonthGrid {
  const start = monthStart(key);
  const back = (start.getDay() + 6) % 7;
  const days = Array.from(
    { length: 42 },
    (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() - back + i),
  );
  const last = days[41]!;
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).getTime();
  return { days, from: days[0]!.getTime(), to };
}

/** Items by the local day they fall on. */
export function byDay<T extends { at: number }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKey(item.at);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}

/** The viewer's IANA time zone (e.g. "Europe/Berlin"), or null when the browser does not say. */
export function viewerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "December 2026", in the language in force. */
export function formatMonthTitle(date: Date | number): string {
  return formatDate(date, { month: "long", year: "numeric" });
}

/** "Tuesday 1 December", in the language in force. */
export function formatDayTitle(date: Date | number): string {
  return formatDate(date, { weekday: "long", day: "numeric", month: "long" });
}

/** "23:59", in the language in force. */
export function formatTimeOfDay(date: Date | number): string {
  return formatDate(date, { hour: "2-digit", minute: "2-digit" });
}

/** The week's days, Monday first, in the language in force: "Monday" and "Mon". */
export function weekdays(): { long: string; short: string }[] {
  // 5 January 2026 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(2026, 0, 5 + i);
    return { long: formatDate(day, { weekday: "long" }), short: formatDate(day, { weekday: "short" }) };
  });
}

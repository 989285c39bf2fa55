/**
 * Announcements with a date, on the calendar (the announcements domain's table, ADR 0071).
 * Until that table is in the schema, none.
 */
import type { QueryCtx } from "../../_generated/server";
import type { CalendarItem } from "../../shared/calendarRules";
import type { CalendarCourse, Range } from "./items";

export async function datedAnnouncements(
  _ctx: QueryCtx,
  _course: CalendarCourse,
  _range: Range,
  _limit: number,
): Promise<CalendarItem[]> {
  return [];
}

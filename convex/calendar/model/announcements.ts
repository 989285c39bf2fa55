/**
 * Announcements with a date, on the calendar (the announcements domain's table, ADR 0071): the
 * published ones of a course whose `dateAt` is in the range, by its `by_course_date` index. An edit
 * is a revision for the feed: SEQUENCE is the whole seconds from publishing to the last edit (it
 * grows with every later edit; 0 until one), LAST-MODIFIED the edit's time.
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { coursePath, type CalendarItem } from "../../shared/calendarRules";
import type { CalendarCourse, Range } from "./items";

function announcementItem(course: Doc<"courses">, row: Doc<"announcements">, at: number): CalendarItem {
  return {
    uid: `announcement-${row.key}`,
    kind: "announcement",
    title: row.title,
    courseId: course._id,
    courseName: course.name,
    at,
    extended: false,
    path: coursePath(course._id, course.name),
    sequence: row.editedAt === undefined ? 0 : Math.max(1, Math.floor((row.editedAt - row.publishAt) / 1000)),
    modifiedAt: row.editedAt ?? row.publishAt,
  };
}

export async function datedAnnouncements(
  ctx: QueryCtx,
  { course }: CalendarCourse,
  range: Range,
  limit: number,
): Promise<CalendarItem[]> {
  const rows = await ctx.db
    .query("announcements")
    .withIndex("by_course_date", (q) => q.eq("courseId", course._id).gte("dateAt", range.from).lt("dateAt", range.to))
    .take(limit);
  // A scheduled one (not yet published) is read and left out: only its managers know of it.
  return rows.flatMap((row) =>
    row.dateAt === undefined || !row.published ? [] : [announcementItem(course, row, row.dateAt)],
  );
}

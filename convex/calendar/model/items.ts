/**
 * What is dated for one person (docs/calendar.md, ADR 0073): the deadlines of the courses they are
 * enrolled in, with their own extension, and of the courses they teach; the dated announcements of
 * both. Every read is an indexed range, bounded: the person's courses (at most MAX_MY_COURSES
 * enrolled and COURSE_PICKER_MAX taught), per course a range of `calendarDeadlines` by deadline and
 * the person's own extensions there.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MAX_MY_COURSES } from "../../courses/model/enrollments";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { assignmentPath, type CalendarItem } from "../../shared/calendarRules";
import { COURSE_PICKER_MAX } from "../../shared/limits";
import { deadlineByKey } from "../projector";
import { datedAnnouncements } from "./announcements";

/** A half-open range of time, [from, to). */
export type Range = { from: number; to: number };

/** A course the person sees on their calendar, and whether as its student. */
export type CalendarCourse = { course: Doc<"courses">; student: boolean };

/** The courses a person is enrolled in, then those they teach (a course once). */
export async function calendarCourses(ctx: QueryCtx, userId: Id<"users">): Promise<CalendarCourse[]> {
  const memberships = await ctx.db
    .query("courseMembers")
    .withIndex("by_user_course", (q) => q.eq("userId", userId))
    .take(MAX_MY_COURSES);
  const found = new Map<Id<"courses">, CalendarCourse>();
  for (const membership of memberships) {
    const course = await ctx.db.get("courses", membership.courseId);
    if (course !== null) found.set(course._id, { course, student: true });
  }
  const taught = await ctx.db
    .query("courses")
    .withIndex("by_instructor", (q) => q.eq("instructorId", userId))
    .take(COURSE_PICKER_MAX);
  for (const course of taught) found.set(course._id, { course, student: false });
  return [...found.values()];
}

function deadlineItem(
  course: Doc<"courses">,
  deadline: Doc<"calendarDeadlines">,
  extension: Doc<"calendarExtensions"> | undefined,
): CalendarItem {
  const extended = extension !== undefined && extension.deadlineAt !== null;
  return {
    uid: `deadline-${deadline.assignmentKey}`,
    kind: "deadline",
    title: deadline.title,
    courseId: course._id,
    courseName: course.name,
    at: extended ? extension.deadlineAt! : deadline.deadlineAt,
    extended,
    path: assignmentPath(course._id),
    sequence: deadline.sequence + (extension?.sequence ?? 0),
    modifiedAt: Math.max(deadline.modifiedAt, extension?.modifiedAt ?? 0),
  };
}

const inRange = (at: number, range: Range) => at >= range.from && at < range.to;

/**
 * One course's deadlines in the range, at most `limit` of its base deadlines; a student's own
 * extension replaces the time of theirs (one that moves a deadline into the range brings it in,
 * one that moves it out takes it out).
 */
async function courseDeadlines(
  ctx: QueryCtx,
  userId: Id<"users">,
  { course, student }: CalendarCourse,
  range: Range,
  limit: number,
): Promise<CalendarItem[]> {
  const deadlines = await ctx.db
    .query("calendarDeadlines")
    .withIndex("by_course_deadline", (q) =>
      q.eq("courseId", course._id).gte("deadlineAt", range.from).lt("deadlineAt", range.to),
    )
    .take(limit);
  if (!student) return deadlines.map((deadline) => deadlineItem(course, deadline, undefined));
  const extensions = await ctx.db
    .query("calendarExtensions")
    .withIndex("by_student_course", (q) => q.eq("studentId", userId).eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const byKey = new Map(extensions.map((extension) => [extension.assignmentKey, extension]));
  const items = deadlines.map((deadline) => deadlineItem(course, deadline, byKey.get(deadline.assignmentKey)));
  const listed = new Set(deadlines.map((deadline) => deadline.assignmentKey));
  for (const extension of extensions) {
    if (listed.has(extension.assignmentKey) || extension.deadlineAt === null) continue;
    if (!inRange(extension.deadlineAt, range)) continue;
    const deadline = await deadlineByKey(ctx, extension.assignmentKey);
    if (deadline !== null) items.push(deadlineItem(course, deadline, extension));
  }
  return items.filter((item) => inRange(item.at, range));
}

/** Everything dated for the person in the range, earliest first, at most `limit`. */
export async function calendarItems(
  ctx: QueryCtx,
  userId: Id<"users">,
  range: Range,
  limit: number,
): Promise<{ items: CalendarItem[]; truncated: boolean }> {
  const courses = await calendarCourses(ctx, userId);
  const items: CalendarItem[] = [];
  for (const entry of courses) {
    items.push(...(await courseDeadlines(ctx, userId, entry, range, limit)));
    items.push(...(await datedAnnouncements(ctx, entry, range, limit)));
  }
  items.sort((a, b) => a.at - b.at || a.uid.localeCompare(b.uid));
  return { items: items.slice(0, limit), truncated: items.length > limit };
}

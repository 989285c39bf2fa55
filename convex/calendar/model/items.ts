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

/** A student's own extensions in one course, by assignment key. */
async function studentExtensions(
  ctx: QueryCtx,
  userId: Id<"users">,
  courseId: Id<"courses">,
): Promise<Map<string, Doc<"calendarExtensions">>> {
  const rows = await ctx.db
    .query("calendarExtensions")
    .withIndex("by_student_course", (q) => q.eq("studentId", userId).eq("courseId", courseId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  return new Map(rows.map((row) => [row.assignmentKey, row]));
}

/**
 * A course's items from its base deadlines: a student's own extension replaces the time of theirs
 * (one that moves a deadline into the range brings it in, one that moves it out takes it out).
 */
async function withExtensions(
  ctx: QueryCtx,
  userId: Id<"users">,
  { course, student }: CalendarCourse,
  deadlines: readonly Doc<"calendarDeadlines">[],
  range: Range,
): Promise<CalendarItem[]> {
  if (!student) return deadlines.map((deadline) => deadlineItem(course, deadline, undefined));
  const byKey = await studentExtensions(ctx, userId, course._id);
  const items = deadlines.map((deadline) => deadlineItem(course, deadline, byKey.get(deadline.assignmentKey)));
  const listed = new Set(deadlines.map((deadline) => deadline.assignmentKey));
  for (const extension of byKey.values()) {
    if (listed.has(extension.assignmentKey) || extension.deadlineAt === null) continue;
    if (!inRange(extension.deadlineAt, range)) continue;
    const deadline = await deadlineByKey(ctx, extension.assignmentKey);
    if (deadline !== null) items.push(deadlineItem(course, deadline, extension));
  }
  return items.filter((item) => inRange(item.at, range));
}

/** One course's base deadlines in the range, at most `limit`. */
async function deadlinesIn(
  ctx: QueryCtx,
  course: Doc<"courses">,
  range: Range,
  limit: number,
): Promise<Doc<"calendarDeadlines">[]> {
  return await ctx.db
    .query("calendarDeadlines")
    .withIndex("by_course_deadline", (q) =>
      q.eq("courseId", course._id).gte("deadlineAt", range.from).lt("deadlineAt", range.to),
    )
    .take(limit);
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
    const deadlines = await deadlinesIn(ctx, entry.course, range, limit);
    items.push(...(await withExtensions(ctx, userId, entry, deadlines, range)));
    items.push(...(await datedAnnouncements(ctx, entry, range, limit)));
  }
  items.sort((a, b) => a.at - b.at || a.uid.localeCompare(b.uid));
  return { items: items.slice(0, limit), truncated: items.length > limit };
}

/** Deadlines read from one course at a time, while the feed merges the courses (feedItems). */
export const FEED_CHUNK = 10;

/** One course's base deadlines from `from` on, in deadline order, read FEED_CHUNK at a time. */
class DeadlineStream {
  private buffer: Doc<"calendarDeadlines">[] = [];
  private last: { at: number; creationTime: number } | null = null;
  private done = false;

  constructor(
    private readonly ctx: QueryCtx,
    private readonly courseId: Id<"courses">,
    private readonly from: number,
  ) {}

  /** The next deadline without taking it, or null when the course has no more. */
  async peek(): Promise<Doc<"calendarDeadlines"> | null> {
    if (this.buffer.length === 0 && !this.done) await this.fill();
    return this.buffer[0] ?? null;
  }

  take(): Doc<"calendarDeadlines"> {
    const next = this.buffer.shift()!;
    this.last = { at: next.deadlineAt, creationTime: next._creationTime };
    return next;
  }

  /** The next chunk after the last one taken: the rest of its deadline's ties, then later ones. */
  private async fill(): Promise<void> {
    const { courseId, last } = this;
    const rows =
      last === null
        ? []
        : await this.ctx.db
            .query("calendarDeadlines")
            .withIndex("by_course_deadline", (q) =>
              q.eq("courseId", courseId).eq("deadlineAt", last.at).gt("_creationTime", last.creationTime),
            )
            .take(FEED_CHUNK);
    const wanted = FEED_CHUNK - rows.length;
    if (wanted > 0) {
      const later = await this.ctx.db
        .query("calendarDeadlines")
        .withIndex("by_course_deadline", (q) =>
          last === null
            ? q.eq("courseId", courseId).gte("deadlineAt", this.from)
            : q.eq("courseId", courseId).gt("deadlineAt", last.at),
        )
        .take(wanted);
      rows.push(...later);
      this.done = later.length < wanted;
    }
    this.buffer = rows;
  }
}

/**
 * The feed (docs/calendar.md): the person's first `limit` items from `from` on. The courses'
 * deadlines are merged in deadline order, a chunk per course at a time, until `limit` items are
 * known to come before every deadline not yet read (an extension only moves a time for its
 * student, who then also gets extended deadlines the merge did not reach but that fall before
 * where it stopped). So it reads about `limit` + FEED_CHUNK per course deadlines, however many
 * each course has, then the student's own extensions and each course's dated announcements.
 */
export async function feedItems(
  ctx: QueryCtx,
  userId: Id<"users">,
  from: number,
  limit: number,
): Promise<CalendarItem[]> {
  const courses = await calendarCourses(ctx, userId);
  const range = { from, to: Number.MAX_SAFE_INTEGER };
  const extensions: Map<string, Doc<"calendarExtensions">>[] = [];
  for (const entry of courses) {
    extensions.push(entry.student ? await studentExtensions(ctx, userId, entry.course._id) : new Map());
  }
  const streams = courses.map((entry) => new DeadlineStream(ctx, entry.course._id, from));
  const items: CalendarItem[] = [];
  const seen = new Set<string>();
  let frontier = Infinity;
  for (;;) {
    let best = -1;
    frontier = Infinity;
    for (const [index, stream] of streams.entries()) {
      const next = await stream.peek();
      if (next !== null && next.deadlineAt < frontier) {
        best = index;
        frontier = next.deadlineAt;
      }
    }
    if (best === -1 || items.filter((item) => item.at < frontier).length >= limit) break;
    const row = streams[best]!.take();
    seen.add(row.assignmentKey);
    const item = deadlineItem(courses[best]!.course, row, extensions[best]!.get(row.assignmentKey));
    if (inRange(item.at, range)) items.push(item);
  }
  for (const [index, entry] of courses.entries()) {
    for (const extension of extensions[index]!.values()) {
      if (seen.has(extension.assignmentKey) || extension.deadlineAt === null) continue;
      if (extension.deadlineAt < from || extension.deadlineAt >= frontier) continue;
      const deadline = await deadlineByKey(ctx, extension.assignmentKey);
      if (deadline !== null) items.push(deadlineItem(entry.course, deadline, extension));
    }
    items.push(...(await datedAnnouncements(ctx, entry, range, limit)));
  }
  items.sort((a, b) => a.at - b.at || a.uid.localeCompare(b.uid));
  return items.slice(0, limit);
}

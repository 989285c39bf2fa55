import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { toCourseCard, type CourseCard } from "./courses";
import { MAX_MY_COURSES } from "./enrollments";
import { progressCounts, type ProgressCounts } from "./progressCounts";

/** A row of My learning. */
export type MyCourse = CourseCard & { enrolledAt: number; progress: ProgressCounts; archived: boolean };

/**
 * The courses a person is enrolled in (at most MAX_MY_COURSES), most recent enrolment first,
 * each with its progress from the kept counts: two documents a row, no lesson read.
 */
export async function myCourseRows(ctx: QueryCtx, userId: Id<"users">): Promise<MyCourse[]> {
  const enrollments = await ctx.db
    .query("enrollments")
    .withIndex("by_user_course", (q) => q.eq("userId", userId))
    .take(MAX_MY_COURSES);
  enrollments.sort((a, b) => b.enrolledAt - a.enrolledAt);
  const rows: MyCourse[] = [];
  for (const enrollment of enrollments) {
    const course = await ctx.db.get("courses", enrollment.courseId);
    if (course === null) continue;
    rows.push({
      ...toCourseCard(course),
      enrolledAt: enrollment.enrolledAt,
      archived: course.archived,
      progress: progressCounts(course, enrollment),
    });
  }
  return rows;
}

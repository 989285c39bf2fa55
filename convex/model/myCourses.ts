import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { toCourseCard, type CourseCard } from "./courses";
import { MAX_MY_COURSES } from "./enrollments";
import { keptProgressCounts, type ProgressCounts } from "./progressCounts";

/** A row of My learning; `progress` is null when its counts are not kept (yet) (ADR 0029). */
export type MyCourse = CourseCard & { enrolledAt: number; progress: ProgressCounts | null };

/**
 * The courses a person is enrolled in (at most MAX_MY_COURSES), most recent enrolment first,
 * each with its progress from the kept counts: two documents a row, no lesson read.
 */
export async function myCourseRows(ctx: QueryCtx, userId: Id<"users">): Promise<MyCourse[]> {
  const enrollments = await ctx.db
    .query("enrollments")
    .withIndex("by_user_course", (q) => q.eq("userId", userId))
    .take(MAX_MY_COURSES);
  enrollments.sort((a, b) => b._creationTime - a._creationTime);
  const rows: MyCourse[] = [];
  for (const enrollment of enrollments) {
    const course = await ctx.db.get("courses", enrollment.courseId);
    if (course === null) continue;
    const progress = keptProgressCounts(course, enrollment);
    rows.push({ ...toCourseCard(course), enrolledAt: enrollment._creationTime, progress });
  }
  return rows;
}

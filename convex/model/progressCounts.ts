/**
 * Progress from the counts kept on the course and the enrolment (ADR 0029), so lists of courses
 * do not read every lesson: the course keeps `lessonCount` (lesson add/remove, course creation)
 * and `lessonsRemoved`; the enrolment keeps `completedCount`, taken when its completed ids held
 * only existing lessons, with the course's `lessonsRemoved` of that moment. A lesson removed since
 * may still be listed as completed, so such an enrolment, and any row older than the counts, is
 * counted from the lessons instead.
 */
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { computeProgress } from "./enrollments";
import { courseLessons } from "./lessons";

export type ProgressCounts = {
  completedCount: number;
  totalLessons: number;
  /** Whole percent, 0 when the course has no lessons. */
  percent: number;
};

export function percentDone(completedCount: number, totalLessons: number): number {
  return totalLessons === 0 ? 0 : Math.round((completedCount / totalLessons) * 100);
}

/** The counts without reading a lesson, or null when they are not kept (yet) for this row. */
export function keptProgressCounts(
  course: Doc<"courses">,
  enrollment: Doc<"enrollments"> | null,
): ProgressCounts | null {
  if (course.lessonCount === undefined) return null;
  const totalLessons = course.lessonCount;
  if (enrollment === null) return { completedCount: 0, totalLessons, percent: 0 };
  if (enrollment.completedCount === undefined) return null;
  if ((enrollment.completedCountAtRemovals ?? 0) !== (course.lessonsRemoved ?? 0)) return null;
  const completedCount = Math.min(enrollment.completedCount, totalLessons);
  return { completedCount, totalLessons, percent: percentDone(completedCount, totalLessons) };
}

/** The kept counts, or the lessons counted (up to MAX_LESSONS documents) when they are not kept. */
export async function progressCounts(
  ctx: QueryCtx,
  course: Doc<"courses">,
  enrollment: Doc<"enrollments"> | null,
): Promise<ProgressCounts> {
  const kept = keptProgressCounts(course, enrollment);
  if (kept !== null) return kept;
  const { completedCount, totalLessons, percent } = computeProgress(await courseLessons(ctx, course._id), enrollment);
  return { completedCount, totalLessons, percent };
}

/** What an enrolment stores after its completed ids were pruned to the course's existing lessons. */
export function completedCountFields(
  course: Doc<"courses">,
  completedLessonIds: readonly unknown[],
): { completedCount: number; completedCountAtRemovals: number } {
  return { completedCount: completedLessonIds.length, completedCountAtRemovals: course.lessonsRemoved ?? 0 };
}

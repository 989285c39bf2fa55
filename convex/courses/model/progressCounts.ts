/**
 * Progress from the counts the projector keeps (ADR 0029), so lists of courses do not read every
 * lesson: the course keeps `readableLessonCount` (lessons published with content, the only ones
 * that can be completed: ADR 0076), and an enrolment's completed ids are only such lessons (a
 * lesson removed or published empty leaves every enrolment: courses/projector/lessons.ts).
 */
import type { Doc } from "../../_generated/dataModel";

export type ProgressCounts = {
  completedCount: number;
  totalLessons: number;
  /** Whole percent, 0 when the course has no lesson that can be completed. */
  percent: number;
};

export function percentDone(completedCount: number, totalLessons: number): number {
  return totalLessons === 0 ? 0 : Math.round((completedCount / totalLessons) * 100);
}

/** The counts of an enrolment (none: nothing done) in a course, without reading a lesson. */
export function progressCounts(course: Doc<"courses">, enrollment: Doc<"enrollments"> | null): ProgressCounts {
  const totalLessons = course.readableLessonCount;
  const completedCount = Math.min(enrollment?.completedLessonIds.length ?? 0, totalLessons);
  return { completedCount, totalLessons, percent: percentDone(completedCount, totalLessons) };
}

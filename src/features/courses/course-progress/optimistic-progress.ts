import type { OptimisticLocalStore } from "convex/browser";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import type { Lesson, Progress } from "../course-detail/types";

type Args = { courseId: string; lessonId: Id<"lessons">; complete: boolean };

/**
 * `progress` with some lessons ticked or unticked (lesson id → complete), by the same arithmetic
 * as the server's computeProgress: what the screen shows before the server has answered.
 */
export function withLessonTicks(
  progress: Progress,
  all: readonly Pick<Lesson, "_id" | "readable">[],
  ticks: ReadonlyMap<string, boolean>,
): Progress {
  if (ticks.size === 0) return progress;
  // Only lessons published with content count (ADR 0076).
  const lessons = all.filter((lesson) => lesson.readable);
  const done = new Set<string>(progress.completedLessonIds);
  for (const [lessonId, complete] of ticks) {
    if (complete) done.add(lessonId);
    else done.delete(lessonId);
  }
  const completedLessonIds = lessons.filter((l) => done.has(l._id)).map((l) => l._id);
  return {
    ...progress,
    completedLessonIds,
    completedCount: completedLessonIds.length,
    percent: lessons.length === 0 ? 0 : Math.round((completedLessonIds.length / lessons.length) * 100),
    nextLessonId: lessons.find((l) => !done.has(l._id))?._id ?? null,
  };
}

/**
 * Ticks a lesson in the cached progress right away, so every screen showing it responds at once;
 * the server's answer replaces it. Does nothing when the results are not in the client's store.
 */
export function applyLessonToggle(store: OptimisticLocalStore, { courseId, lessonId, complete }: Args): void {
  const progress = store.getQuery(api.courses.enrollments.progress, { courseId });
  const lessons = store.getQuery(api.courses.lessons.list, { courseId });
  if (progress === undefined || lessons === undefined || !progress.enrolled) return;
  store.setQuery(
    api.courses.enrollments.progress,
    { courseId },
    withLessonTicks(progress, lessons, new Map([[lessonId, complete]])),
  );
}

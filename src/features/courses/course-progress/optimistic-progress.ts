import type { OptimisticLocalStore } from "convex/browser";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";

type Args = { courseId: string; lessonId: Id<"lessons">; complete: boolean };

/**
 * Ticks a lesson in the cached progress right away (same arithmetic as the server's
 * computeProgress), so the checkbox and bar respond instantly; the server's answer replaces it.
 */
export function applyLessonToggle(store: OptimisticLocalStore, { courseId, lessonId, complete }: Args): void {
  const progress = store.getQuery(api.courses.enrollments.progress, { courseId });
  const lessons = store.getQuery(api.courses.lessons.list, { courseId });
  if (progress === undefined || lessons === undefined || !progress.enrolled) return;

  const done = new Set(progress.completedLessonIds);
  if (complete) done.add(lessonId);
  else done.delete(lessonId);
  const completedLessonIds = lessons.filter((l) => done.has(l._id)).map((l) => l._id);
  store.setQuery(
    api.courses.enrollments.progress,
    { courseId },
    {
      ...progress,
      completedLessonIds,
      completedCount: completedLessonIds.length,
      percent: lessons.length === 0 ? 0 : Math.round((completedLessonIds.length / lessons.length) * 100),
      nextLessonId: lessons.find((l) => !done.has(l._id))?._id ?? null,
    },
  );
}

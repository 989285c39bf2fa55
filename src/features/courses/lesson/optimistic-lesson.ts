import type { OptimisticLocalStore } from "convex/browser";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

type Args = { courseId: string; lessonId: Id<"lessons">; complete: boolean };

/** Ticks the lesson page's "Completed" at once; the server's answer replaces it. */
export function applyLessonPageToggle(store: OptimisticLocalStore, { courseId, lessonId, complete }: Args): void {
  const view = store.getQuery(api.courses.lessonContent.view, { courseId, lessonId });
  if (view === undefined || !view.enrolled) return;
  store.setQuery(api.courses.lessonContent.view, { courseId, lessonId }, { ...view, completed: complete });
}

import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { MAX_LESSONS } from "./courses";

/** A course's lessons in order (at most MAX_LESSONS; `lessons.add` keeps within it). */
export async function courseLessons(ctx: QueryCtx, courseId: Id<"courses">): Promise<Doc<"lessons">[]> {
  return await ctx.db
    .query("lessons")
    .withIndex("by_course_position", (q) => q.eq("courseId", courseId))
    .take(MAX_LESSONS);
}

export type LessonView = { _id: Id<"lessons">; position: number; title: string };

export function toLessonView(lesson: Doc<"lessons">): LessonView {
  return { _id: lesson._id, position: lesson.position, title: lesson.title };
}

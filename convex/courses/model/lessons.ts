import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MAX_LESSONS } from "./courses";

/** A course's lessons in order (at most MAX_LESSONS; `lessons.add` keeps within it). */
export async function courseLessons(ctx: QueryCtx, courseId: Id<"courses">): Promise<Doc<"lessons">[]> {
  return await ctx.db
    .query("lessons")
    .withIndex("by_course_position", (q) => q.eq("courseId", courseId))
    .take(MAX_LESSONS);
}

/** The lesson an event names by its key, or null (removed since). */
export async function lessonByKey(ctx: QueryCtx, key: string): Promise<Doc<"lessons"> | null> {
  return await ctx.db
    .query("lessons")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** The key of a lesson that `course_created` made: the event's id and the lesson's index. */
export function createdLessonKey(eventId: string, index: number): string {
  return `${eventId}:${index}`;
}

export type LessonView = {
  _id: Id<"lessons">;
  position: number;
  title: string;
  /** Published with content: it can be marked complete and counts in progress (ADR 0076). */
  readable: boolean;
};

export function toLessonView(lesson: Doc<"lessons">): LessonView {
  return { _id: lesson._id, position: lesson.position, title: lesson.title, readable: lesson.readable };
}

/** What every event about one lesson carries besides its own fields (its entity: the lesson, by lessonKey). */
export function aboutLesson(actorId: Id<"users">, courseKey: string, lesson: Pick<Doc<"lessons">, "key" | "title">) {
  return { v: 1 as const, actorId, courseKey, lessonKey: lesson.key, lessonTitle: lesson.title };
}

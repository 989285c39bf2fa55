import { zid } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { authedQuery, staffMutation, zStaffMutation } from "./functions";
import { MAX_LESSONS, requireCourse, requireCourseManager } from "./model/courses";
import { appError } from "./model/errors";
import { lessonTitleField } from "./model/forms/lesson";
import { findLessonContent } from "./model/lessonContent";
import { courseLessons, toLessonView } from "./model/lessons";
import type { AppUser } from "./model/users";

/**
 * Lessons are rows ordered by `position` (0, 1, 2, ... without gaps). The six SPEC §9 courses
 * start with their fixed lists; other courses start empty. Only the course's own teacher or an
 * Admin edits them; other teachers and students are refused.
 */

/** The course page's lesson list (and Course Detail's syllabus), in order. */
export const list = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const course = await requireCourse(ctx, courseId);
    return (await courseLessons(ctx, course._id)).map(toLessonView);
  },
});

/** Loads a lesson and checks that the caller may edit its course. */
async function manageableLesson(ctx: MutationCtx, user: AppUser, lessonId: Doc<"lessons">["_id"]) {
  const lesson = await ctx.db.get("lessons", lessonId);
  if (lesson === null) throw appError("NOT_FOUND", "Lesson not found");
  const course = await requireCourse(ctx, lesson.courseId);
  requireCourseManager(user, course);
  return lesson;
}

/** Writes positions 0..n-1 in the given order, patching only rows that moved. */
async function renumber(ctx: MutationCtx, ordered: Doc<"lessons">[]): Promise<void> {
  for (const [position, lesson] of ordered.entries()) {
    if (lesson.position !== position) await ctx.db.patch("lessons", lesson._id, { position });
  }
}

/** Appends a lesson; returns its id. */
export const add = zStaffMutation({
  args: { courseId: zid("courses"), title: lessonTitleField },
  handler: async (ctx, { courseId, title }) => {
    const course = await requireCourse(ctx, courseId);
    requireCourseManager(ctx.user, course);
    const lessons = await courseLessons(ctx, course._id);
    if (lessons.length >= MAX_LESSONS) {
      throw appError("INVALID", `A course can have at most ${MAX_LESSONS} lessons.`);
    }
    await renumber(ctx, lessons);
    const lessonId = await ctx.db.insert("lessons", { courseId: course._id, position: lessons.length, title });
    // The count My learning's progress reads instead of the lessons (ADR 0029).
    await ctx.db.patch("courses", course._id, { lessonCount: lessons.length + 1 });
    return lessonId;
  },
});

export const rename = zStaffMutation({
  args: { lessonId: zid("lessons"), title: lessonTitleField },
  handler: async (ctx, { lessonId, title }) => {
    const lesson = await manageableLesson(ctx, ctx.user, lessonId);
    await ctx.db.patch("lessons", lesson._id, { title });
  },
});

/**
 * Reorders: `to` is "up", "down" or a 0-based index (clamped to the list). Moving the first
 * lesson up or the last one down changes nothing. Positions stay 0..n-1.
 */
export const move = staffMutation({
  args: {
    lessonId: v.id("lessons"),
    to: v.union(v.literal("up"), v.literal("down"), v.number()),
  },
  handler: async (ctx, { lessonId, to }) => {
    const lesson = await manageableLesson(ctx, ctx.user, lessonId);
    const lessons = await courseLessons(ctx, lesson.courseId);
    const from = lessons.findIndex((l) => l._id === lesson._id);
    let target = to === "up" ? from - 1 : to === "down" ? from + 1 : to;
    if (!Number.isInteger(target)) throw appError("INVALID", "The new position must be a whole number.");
    target = Math.max(0, Math.min(lessons.length - 1, target));
    const [moved] = lessons.splice(from, 1);
    lessons.splice(target, 0, moved);
    await renumber(ctx, lessons);
  },
});

/**
 * Deletes a lesson and closes the gap. Enrolments may still list its id as completed;
 * progress only counts lessons that exist, and the next completion prunes the stale id.
 * The course's `lessonsRemoved` goes up, so every enrolment's kept completed count is taken as
 * stale and its progress counted from the lessons until that pruning (ADR 0029).
 */
export const remove = staffMutation({
  args: { lessonId: v.id("lessons") },
  handler: async (ctx, { lessonId }) => {
    const lesson = await manageableLesson(ctx, ctx.user, lessonId);
    await ctx.db.delete("lessons", lesson._id);
    // Its content goes with it (its files stay; saved video positions are left, read by nobody).
    const content = await findLessonContent(ctx, lesson._id);
    if (content !== null) await ctx.db.delete("lessonContents", content._id);
    const rest = (await courseLessons(ctx, lesson.courseId)).filter((l) => l._id !== lesson._id);
    await renumber(ctx, rest);
    const course = await requireCourse(ctx, lesson.courseId);
    await ctx.db.patch("courses", course._id, {
      lessonCount: rest.length,
      lessonsRemoved: (course.lessonsRemoved ?? 0) + 1,
    });
  },
});

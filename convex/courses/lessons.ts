import { zid } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import { authedQuery, staffMutation, zStaffMutation } from "../functions";
import { MAX_LESSONS, moveTarget, requireCourse, requireCourseManager } from "./model/courses";
import { appError } from "../lib/appError";
import { emit } from "../events/emit";
import { lessonTitleField } from "../shared/forms/lesson";
import { aboutLesson, courseLessons, lessonByKey, toLessonView } from "./model/lessons";
import { requireLessonEditor } from "./model/lessonContent";

/**
 * Lessons are rows ordered by `position` (0, 1, 2, ... without gaps). The six SPEC §9 courses
 * start with their fixed lists; other courses start empty. Only the course's own teacher or an
 * Admin edits them; other teachers and students are refused. Each change is an event the
 * courses projector applies (courses/projector/lessons.ts).
 */

/** The course page's lesson list (and Course Detail's syllabus), in order. */
export const list = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const course = await requireCourse(ctx, courseId);
    return (await courseLessons(ctx, course._id)).map(toLessonView);
  },
});

/** Appends a lesson; returns its id. */
export const add = zStaffMutation({
  args: { courseId: zid("courses"), title: lessonTitleField },
  handler: async (ctx, { courseId, title }) => {
    const course = await requireCourse(ctx, courseId);
    requireCourseManager(ctx.user, course);
    if (course.lessonCount >= MAX_LESSONS) {
      throw appError("INVALID", "server.courses.tooManyLessons", { max: MAX_LESSONS });
    }
    const event = await emit(ctx, {
      type: "lesson_added",
      v: 1,
      actorId: ctx.user._id,
      courseKey: course.key,
      title,
      position: course.lessonCount,
    });
    const lesson = await lessonByKey(ctx, event._id);
    if (lesson === null) throw new Error("lesson_added projected no lesson");
    return lesson._id;
  },
});

/** Renames a lesson; the same title again changes nothing. */
export const rename = zStaffMutation({
  args: { lessonId: zid("lessons"), title: lessonTitleField },
  handler: async (ctx, { lessonId, title }) => {
    const { lesson, course } = await requireLessonEditor(ctx, ctx.user, lessonId);
    if (title === lesson.title) return;
    const { lessonTitle, ...about } = aboutLesson(ctx.user._id, course.key, lesson);
    await emit(ctx, { type: "lesson_renamed", ...about, from: lessonTitle, to: title });
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
    const { lesson, course } = await requireLessonEditor(ctx, ctx.user, lessonId);
    const from = lesson.position;
    const target = moveTarget(from, to, 0, course.lessonCount - 1);
    if (target === from) return;
    await emit(ctx, { type: "lesson_moved", ...aboutLesson(ctx.user._id, course.key, lesson), from, to: target });
  },
});

/**
 * Deletes a lesson with its content and closes the gap; enrolments that completed it no longer
 * list it, so progress counts only the lessons that exist.
 */
export const remove = staffMutation({
  args: { lessonId: v.id("lessons") },
  handler: async (ctx, { lessonId }) => {
    const { lesson, course } = await requireLessonEditor(ctx, ctx.user, lessonId);
    await emit(ctx, {
      type: "lesson_removed",
      ...aboutLesson(ctx.user._id, course.key, lesson),
      position: lesson.position,
    });
  },
});

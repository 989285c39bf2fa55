/**
 * Copy to a new term (ADR 0069): the dialog's preview and the copy itself, for the course's
 * teacher and Admins. The copy is the ordinary creation events of each entity (model/courseCopy.ts).
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation, staffMutation, staffQuery } from "../functions";
import { ASSIGNMENT_LIMITS } from "../shared/assignmentRules";
import { appError } from "../lib/appError";
import { copyCourse, copyLessonContents, copyPreview } from "./model/courseCopy";

/** What a copy would carry: counts, the proposed name and each assignment's dates. */
export const preview = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await copyPreview(ctx, ctx.user, courseId),
});

/**
 * Copies the course under a new name, each assignment with the dates given (the others keep
 * theirs; every deadline must be ahead). Returns the new course's id: the caller is its teacher.
 */
export const copy = staffMutation({
  args: {
    courseId: v.string(),
    name: v.string(),
    dates: v.array(v.object({ assignmentId: v.id("assignments"), assignedDate: v.string(), deadlineDate: v.string() })),
  },
  handler: async (ctx, { courseId, name, dates }) => {
    if (dates.length > ASSIGNMENT_LIMITS.perCourse) throw appError("INVALID", "server.courses.tooManyAssignmentDates");
    return (await copyCourse(ctx, ctx.user, courseId, { name, dates })).courseId;
  },
});

/** The next batch of a large copy's lesson contents (scheduled by `copy` and by itself). */
export const copyLessons = internalMutation({
  args: {
    sourceId: v.id("courses"),
    courseKey: v.string(),
    actorId: v.id("users"),
    videoKeys: v.array(v.object({ from: v.id("videos"), to: v.string() })),
    from: v.number(),
  },
  handler: async (ctx, job) => {
    const next = await copyLessonContents(ctx, job);
    if (next !== null) {
      await ctx.scheduler.runAfter(0, internal.courses.courseCopy.copyLessons, { ...job, from: next });
    }
  },
});

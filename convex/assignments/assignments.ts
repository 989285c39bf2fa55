/**
 * Assignments of a course (SPEC §2 Assignment page, §3 Assignment). Thin wrappers over
 * model/assignments.ts; rules and API in docs/assignments.md.
 */
import { v } from "convex/values";
import { staffMutation, staffQuery, studentQuery } from "../functions";
import * as model from "./model/assignments";

/**
 * Posts an assignment (course's teacher or an Admin). Dates are yyyy-mm-dd from date inputs;
 * the deadline is the end of that day in `timeZone` (the poster's IANA zone). The instructor name
 * comes from the course. `questionFileId`: the caller's own upload with purpose
 * "assignmentQuestion", not attached to another assignment. Returns the assignment id.
 */
export const post = staffMutation({
  args: {
    courseId: v.string(),
    title: v.string(),
    assignedDate: v.string(),
    deadlineDate: v.string(),
    timeZone: v.string(),
    questionFileId: v.id("files"),
  },
  handler: async (ctx, args) => await model.postAssignment(ctx, ctx.user, args),
});

/** Moves the deadline (end of `deadlineDate` in `timeZone`); returns the new deadline instant. */
export const changeDeadline = staffMutation({
  args: { assignmentId: v.id("assignments"), deadlineDate: v.string(), timeZone: v.string() },
  handler: async (ctx, args) => await model.changeDeadline(ctx, ctx.user, args),
});

/** Closes the assignment to new work: submissions are refused until it is reopened. */
export const close = staffMutation({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => {
    await model.setClosed(ctx, ctx.user, assignmentId, true);
    return null;
  },
});

/** Opens a closed assignment again (work after the deadline is accepted and marked late). */
export const reopen = staffMutation({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => {
    await model.setClosed(ctx, ctx.user, assignmentId, false);
    return null;
  },
});

/** Deletes an assignment that has no submissions (otherwise CONFLICT: close it instead). */
export const remove = staffMutation({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => {
    await model.deleteAssignment(ctx, ctx.user, assignmentId);
    return null;
  },
});

/**
 * The student view (live): the course's assignments, newest first, each with its question file
 * link and the caller's deadline (extension included); their own work is `submissions.myWork`. Students enrolled
 * in the course; a student who is not gets FORBIDDEN "Enrol in this course to see its assignments."
 */
export const listForStudent = studentQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await model.listForStudent(ctx, ctx.user, courseId),
});

/** The teacher view (live): the course's assignments, newest first (course's teacher or an Admin). */
export const listForStaff = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await model.listForStaff(ctx, ctx.user, courseId),
});

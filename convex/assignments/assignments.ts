/**
 * Assignments of a course (SPEC §2 Assignment page, §3 Assignment). Thin wrappers over
 * model/assignments.ts; rules and API in docs/assignments.md.
 */
import { v } from "convex/values";
import { staffMutation, staffQuery, studentQuery } from "../functions";
import * as model from "./model/assignments";

/**
 * Posts an assignment (course's teacher or an Admin). Dates are yyyy-mm-dd from date inputs and
 * `deadlineTime` "HH:MM" (24 h): the deadline is the end of that minute in `timeZone` (the poster's
 * IANA zone). `instructions`: safe Markdown, at most 10,000 characters, may be empty. `points`: the
 * most a grade can be (whole, 1–1000); with `rubricId` (a rubric of the same course) it must be the
 * rubric's total. `holdGrades`: students see no grade until the teacher releases them. The
 * instructor name comes from the course. `questionFileId`: the caller's own upload with purpose
 * "assignmentQuestion", not attached to another assignment. Returns the assignment id.
 */
export const post = staffMutation({
  args: {
    courseId: v.string(),
    title: v.string(),
    instructions: v.string(),
    points: v.number(),
    assignedDate: v.string(),
    deadlineDate: v.string(),
    deadlineTime: v.string(),
    timeZone: v.string(),
    questionFileId: v.id("files"),
    rubricId: v.optional(v.id("rubrics")),
    holdGrades: v.boolean(),
  },
  handler: async (ctx, args) => await model.postAssignment(ctx, ctx.user, args),
});

/**
 * Changes title, instructions, points and rubric (`null`: none). Points and rubric are refused with
 * CONFLICT "Points and rubric cannot change once work is graded." once any work is graded.
 */
export const edit = staffMutation({
  args: {
    assignmentId: v.id("assignments"),
    title: v.string(),
    instructions: v.string(),
    points: v.number(),
    rubricId: v.union(v.id("rubrics"), v.null()),
  },
  handler: async (ctx, args) => {
    await model.editAssignment(ctx, ctx.user, args);
    return null;
  },
});

/** Holds the assignment's grades: students see none of them until `releaseGrades` (ADR 0061). */
export const holdGrades = staffMutation({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => {
    await model.holdGrades(ctx, ctx.user, assignmentId);
    return null;
  },
});

/**
 * Releases held grades: every graded student sees their grade at once and gets one notification
 * "Your grade for <title> is ready".
 */
export const releaseGrades = staffMutation({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => {
    await model.releaseGrades(ctx, ctx.user, assignmentId);
    return null;
  },
});

/**
 * Moves the deadline to the end of `deadlineTime` ("HH:MM") on `deadlineDate` in `timeZone`;
 * returns the new deadline instant.
 */
export const changeDeadline = staffMutation({
  args: {
    assignmentId: v.id("assignments"),
    deadlineDate: v.string(),
    deadlineTime: v.string(),
    timeZone: v.string(),
  },
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

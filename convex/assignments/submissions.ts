/**
 * Students' work on assignments (SPEC §3 CompletedAssignment): submitting, the teacher's roster,
 * grading and extensions. Thin wrappers over model/submissions*.ts; see docs/assignments.md.
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { authedQuery, signedInQuery, staffMutation, staffQuery, studentMutation } from "../functions";
import * as model from "./model/submissions";
import { myWork as myWorkOf } from "./model/submissionsMine";
import * as rosterModel from "./model/submissionsRoster";
import * as rosterWorkModel from "./model/submissionsRosterWork";
import * as graderModel from "./model/grader";

/**
 * Submits the caller's upload (purpose "submission", their own, not submitted before) as their
 * current version. Enrolled students only. On time up to the end of their deadline, late after;
 * refused with FORBIDDEN "This assignment is closed to new work." while closed.
 * Returns { version, submittedAt, lateByMs } (lateByMs null when on time).
 */
export const submit = studentMutation({
  args: { assignmentId: v.id("assignments"), fileId: v.id("files") },
  handler: async (ctx, args) => await model.submit(ctx, ctx.user, args),
});

/**
 * The caller's own work in a course, one row per assignment they handed in (live): the Assignments
 * page works each card's status out of it with `workOf` (ADR 0043), with the current file's name
 * and size and the rubric levels chosen. While an assignment's grades are held, its row carries
 * nothing of a grade (ADR 0061). Only the caller's rows.
 */
export const myWork = signedInQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await myWorkOf(ctx, ctx.userId, courseId),
});

/**
 * Grades a student's work: grade from 0 to the assignment's points with at most one decimal,
 * feedback up to 2000 characters. With a rubric attached, `rubric` chooses one level of it for
 * every criterion (a comment each, may be empty); a grade other than the chosen levels' total
 * needs `overrideReason`. Without a rubric, `rubric` is refused.
 */
export const grade = staffMutation({
  args: {
    assignmentId: v.id("assignments"),
    studentId: v.id("users"),
    grade: v.number(),
    feedback: v.string(),
    rubric: v.optional(v.array(v.object({ criterionId: v.string(), levelId: v.string(), comment: v.string() }))),
    overrideReason: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    await model.grade(ctx, ctx.user, args);
    return null;
  },
});

/**
 * Makes an earlier grade of a student's work (an entry of `gradeHistory`, by its `eventId`) the
 * current one again: a new grade equal to it, kept in the history as a restore (course's teacher
 * or an Admin). Restoring the current grade changes nothing.
 */
export const restoreGrade = staffMutation({
  args: { assignmentId: v.id("assignments"), studentId: v.id("users"), eventId: v.id("events") },
  handler: async (ctx, args) => {
    await model.restoreGrade(ctx, ctx.user, args);
    return null;
  },
});

/** Gives one enrolled student until the end of `deadlineDate` in `timeZone`; returns that instant. */
export const grantExtension = staffMutation({
  args: { assignmentId: v.id("assignments"), studentId: v.id("users"), deadlineDate: v.string(), timeZone: v.string() },
  handler: async (ctx, args) => await model.grantExtension(ctx, ctx.user, args),
});

/** Removes a student's extension. */
export const revokeExtension = staffMutation({
  args: { assignmentId: v.id("assignments"), studentId: v.id("users") },
  handler: async (ctx, args) => {
    await model.revokeExtension(ctx, ctx.user, args);
    return null;
  },
});

/** The teacher's list (live, paginated over enrolled students): who each student is. */
export const roster = staffQuery({
  args: { assignmentId: v.id("assignments"), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { assignmentId, paginationOpts }) =>
    await rosterModel.roster(ctx, ctx.user, assignmentId, paginationOpts),
});

/**
 * The work of up to 25 students of the roster (live): status, deadline, extension, current file.
 * Only students with a submission or an extension on this assignment get a row (any other id,
 * enrolled here or not, is "not submitted" by `deadlineAt`); more than 25 ids are refused.
 */
export const rosterWork = staffQuery({
  args: { assignmentId: v.id("assignments"), studentIds: v.array(v.id("users")) },
  handler: async (ctx, { assignmentId, studentIds }) =>
    await rosterWorkModel.rosterWork(ctx, ctx.user, assignmentId, studentIds),
});

/** "Submitted x of n, late z, graded y" for one assignment (live). */
export const summary = staffQuery({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => await rosterModel.summary(ctx, ctx.user, assignmentId),
});

/**
 * The summaries of every assignment of the course (live), for the teacher's list: one
 * subscription instead of one per card.
 */
export const summaries = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await rosterModel.summaries(ctx, ctx.user, courseId),
});

/**
 * Every version a student submitted, newest first, with download links. The student themself
 * (while enrolled) or the course's teacher or an Admin; anyone else gets FORBIDDEN.
 */
export const versions = authedQuery({
  args: { assignmentId: v.id("assignments"), studentId: v.id("users") },
  handler: async (ctx, { assignmentId, studentId }) =>
    await rosterModel.versions(ctx, ctx.user, assignmentId, studentId),
});

/**
 * The grader's list (live): every enrolled student of the course by name (at most 1000), with
 * their status ("missing", "submitted", "late", "graded"), when their current version arrived,
 * their grade and how many versions they handed in. Course's teacher or an Admin.
 */
export const graderList = staffQuery({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => await graderModel.graderList(ctx, ctx.user, assignmentId),
});

/**
 * One enrolled student's work in the grader (live): their name, status, deadline (extension
 * included), every version described (newest first; files open through `fileLinks.open`) and the
 * current grade with its rubric levels and who gave it. Course's teacher or an Admin.
 */
export const graderWork = staffQuery({
  args: { assignmentId: v.id("assignments"), studentId: v.id("users") },
  handler: async (ctx, { assignmentId, studentId }) =>
    await graderModel.graderWork(ctx, ctx.user, assignmentId, studentId),
});

/**
 * Every grade a student's work on an assignment was given (live), oldest first: grade, feedback,
 * version, who gave it (named as then) and when, and which one is current. Course's teacher or an
 * Admin; anyone else gets FORBIDDEN.
 */
export const gradeHistory = staffQuery({
  args: { assignmentId: v.id("assignments"), studentId: v.id("users") },
  handler: async (ctx, { assignmentId, studentId }) =>
    await rosterModel.gradeHistory(ctx, ctx.user, assignmentId, studentId),
});

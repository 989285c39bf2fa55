/**
 * The class roster (ADR 0068): a course's students with their progress, quiz best, grade average,
 * late and missing work and last activity, for the course's teacher and Admins; one student's
 * work; the CSV; removing a student with a reason. Other teachers and students are refused.
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { staffMutation, staffQuery } from "../functions";
import { languageOf } from "../lib/words";
import { CLASS_ROSTER_PAGE, ROSTER_FILTERS, ROSTER_SORTS } from "../shared/classRosterRules";
import { requireManagedCourse } from "./model/courses";
import { removeStudent, rosterCsv, rosterFileName, rosterPage, studentWork } from "./model/roster";

const sortValidator = v.union(...ROSTER_SORTS.map((sort) => v.literal(sort)));
const filterValidator = v.union(...ROSTER_FILTERS.map((filter) => v.literal(filter)));

/**
 * One page (at most CLASS_ROSTER_PAGE) of the roster, live: a name `search` (by relevance), else
 * the `filter`, else every student in the `sort` order. Missing work counts deadlines passed now.
 */
export const page = staffQuery({
  args: {
    courseId: v.string(),
    sort: sortValidator,
    order: v.union(v.literal("asc"), v.literal("desc")),
    filter: filterValidator,
    search: v.string(),
    paginationOpts: paginationOptsValidator,
  },
  handler: async (ctx, { courseId, paginationOpts, ...query }) => {
    const course = await requireManagedCourse(ctx, ctx.user, courseId);
    const numItems = Math.max(1, Math.min(paginationOpts.numItems, CLASS_ROSTER_PAGE));
    return await rosterPage(ctx, course, query, { ...paginationOpts, numItems }, Date.now());
  },
});

/** One student's work in the course: lessons done, finished quiz attempts, each assignment's status and grade. */
export const student = staffQuery({
  args: { courseId: v.string(), userId: v.string() },
  handler: async (ctx, { courseId, userId }) => {
    const course = await requireManagedCourse(ctx, ctx.user, courseId);
    return await studentWork(ctx, course, userId, Date.now());
  },
});

/**
 * Every student of the course as CSV text and a file name, for a one-off query on "Export CSV";
 * the header row in the caller's language.
 */
export const csv = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const course = await requireManagedCourse(ctx, ctx.user, courseId);
    const now = Date.now();
    const csv = await rosterCsv(ctx, course, now, languageOf(ctx.user));
    return { fileName: rosterFileName(course.name, now), csv };
  },
});

/** Removes a student from the course; the reason (required) is kept in the log (`enrolment_ended`). */
export const remove = staffMutation({
  args: { courseId: v.string(), userId: v.string(), reason: v.string() },
  handler: async (ctx, { courseId, userId, reason }) => await removeStudent(ctx, ctx.user, courseId, userId, reason),
});

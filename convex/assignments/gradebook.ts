/** A course's gradebook and its CSV export (course's teacher or an Admin). See docs/assignments.md. */
import { v } from "convex/values";
import { staffQuery } from "../functions";
import { languageOf } from "../lib/words";
import { gradebook } from "./model/gradebook";
import { gradebookCsv, gradebookFileName } from "./model/gradebookCsv";
import { gradebookPage } from "./model/gradebookPage";

/**
 * One page of students (by name) × every assignment, with each student's, each assignment's and
 * the course's average (ADR 0040). `cursor`: null or absent for the first page, else the previous page's
 * `continueCursor`.
 */
export const get = staffQuery({
  args: { courseId: v.string(), cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { courseId, cursor }) => await gradebookPage(ctx, ctx.user, courseId, cursor ?? null),
});

/**
 * The whole gradebook as CSV text and a file name, for a one-off `convex.query` when the teacher
 * clicks "Export" (the client saves it as a Blob of type text/csv); its headers in the caller's language.
 */
export const csv = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const book = await gradebook(ctx, ctx.user, courseId);
    const csv = gradebookCsv(book, languageOf(ctx.user));
    return { fileName: gradebookFileName(book.courseName, Date.now()), csv };
  },
});

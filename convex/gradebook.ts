/** A course's gradebook and its CSV export (course's teacher or an Admin). See docs/assignments.md. */
import { v } from "convex/values";
import { staffQuery } from "./functions";
import { gradebook } from "./model/gradebook";
import { gradebookCsv, gradebookFileName } from "./model/gradebookCsv";

/** Students × assignments (live) with each student's and each assignment's average. */
export const get = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await gradebook(ctx, ctx.user, courseId),
});

/**
 * The same gradebook as CSV text and a file name, for a one-off `convex.query` when the teacher
 * clicks "Export" (the client saves it as a Blob of type text/csv).
 */
export const csv = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const book = await gradebook(ctx, ctx.user, courseId);
    return { fileName: gradebookFileName(book.courseName, Date.now()), csv: gradebookCsv(book) };
  },
});

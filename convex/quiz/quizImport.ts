/**
 * Import and export of a course's quiz bank, Aiken and GIFT (course's teacher or an Admin). Thin
 * wrappers over model/quizImport.ts; the readers and the writer are convex/shared/quizFormats.ts.
 */
import { v } from "convex/values";
import { staffMutation, staffQuery } from "../functions";
import * as importer from "./model/quizImport";

/** How many questions the course's own bank holds and may hold, and the shared bank it falls back to. */
export const summary = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await importer.importSummary(ctx, ctx.user, courseId),
});

/**
 * Appends the questions `text` gives to the course's own bank, in one event; `expected` is the
 * number the preview showed (a different reading is refused). Returns how many were imported.
 */
export const importQuestions = staffMutation({
  args: {
    courseId: v.string(),
    format: v.union(v.literal("auto"), v.literal("gift"), v.literal("aiken")),
    text: v.string(),
    expected: v.number(),
  },
  handler: async (ctx, args) => await importer.importQuestions(ctx, ctx.user, args),
});

/** The bank the course uses now as GIFT text, and the file name to save it under. */
export const exportGift = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await importer.exportGift(ctx, ctx.user, courseId),
});

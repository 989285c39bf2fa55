/** Item analysis of a course's own quiz (course's teacher or an Admin). See docs/quiz.md "Item analysis". */
import { v } from "convex/values";
import { staffQuery } from "../functions";
import { itemAnalysis } from "./model/itemAnalysis";

/**
 * Per question of the course's own bank: share correct, median time, the wrong answer given most
 * and the discrimination, from the bank's latest answers (ADR 0078).
 */
export const get = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await itemAnalysis(ctx, ctx.user, courseId),
});

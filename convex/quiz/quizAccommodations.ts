/** Extra quiz time for a student (WCAG 2.2.1). Thin wrappers over model/quizAccommodations.ts. */
import { v } from "convex/values";
import { staffMutation, staffQuery } from "../functions";
import * as model from "./model/quizAccommodations";

/** The course's enrolled students with their allowance (course's teacher or an Admin). */
export const list = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await model.listForCourse(ctx, ctx.user, courseId),
});

/** Sets an enrolled student's allowance: "standard" (none), "x1.5", "x2" or "untimed". */
export const set = staffMutation({
  args: {
    courseId: v.string(),
    studentId: v.id("users"),
    allowance: v.union(v.literal("standard"), v.literal("x1.5"), v.literal("x2"), v.literal("untimed")),
  },
  handler: async (ctx, args) => await model.setAllowance(ctx, ctx.user, args),
});

/**
 * A course's rubrics (ADR 0060): criteria with levels that carry points, reusable by the course's
 * assignments. Thin wrappers over model/rubrics.ts; rules in shared/rubricRules.ts, its schema in shared/forms/rubric.ts, and
 * docs/assignments.md.
 */
import { v } from "convex/values";
import { staffMutation, staffQuery } from "../functions";
import { rubricCriterionValidator } from "./events";
import * as model from "./model/rubrics";

/**
 * The course's rubrics, oldest first, each with its total (`maxPoints`) and how many of the
 * course's assignments use it (`usedBy`). Course's teacher or an Admin.
 */
export const list = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await model.listRubrics(ctx, ctx.user, courseId),
});

/**
 * Creates a rubric of the course (no `rubricId`) or edits one; returns its id. Criteria and levels
 * carry ids made by the client (≤ 32 characters, unique within the rubric). A grade keeps a copy of
 * the levels it chose, so an edit never changes a grade given; the total cannot change once an
 * assignment using the rubric has graded work. Course's teacher or an Admin.
 */
export const save = staffMutation({
  args: {
    courseId: v.string(),
    rubricId: v.optional(v.id("rubrics")),
    title: v.string(),
    criteria: v.array(rubricCriterionValidator),
  },
  handler: async (ctx, args) => await model.saveRubric(ctx, ctx.user, args),
});

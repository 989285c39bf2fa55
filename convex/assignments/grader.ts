/**
 * The grader's header (ADR 0063): one assignment as its course's staff see it in
 * `assignments.listForStaff` (title, points, due time, rubric, held grades), found by its id, with
 * the course's name. The grader is opened at /grade/<assignmentId>, without the course in its URL.
 */
import { v } from "convex/values";
import { staffQuery } from "../functions";
import { staffView } from "./model/assignments";
import { requireStaffAssignment } from "./model/assignmentsAccess";

/** The assignment (the course's teacher or an Admin; anyone else FORBIDDEN, an unknown id NOT_FOUND). */
export const assignment = staffQuery({
  args: { assignmentId: v.id("assignments") },
  handler: async (ctx, { assignmentId }) => {
    const { assignment, course } = await requireStaffAssignment(ctx, ctx.user, assignmentId);
    return { ...(await staffView(ctx, assignment)), courseName: course.name };
  },
});

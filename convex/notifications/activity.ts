/** A course's recent activity (enrolled, submitted, finished a quiz), built from the event log. */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { staffQuery } from "../functions";
import { listForCourse } from "./model/activity";

/** Newest first; the course's own teacher and Admins only. */
export const forCourse = staffQuery({
  args: { courseId: v.string(), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { courseId, paginationOpts }) => await listForCourse(ctx, ctx.user, courseId, paginationOpts),
});

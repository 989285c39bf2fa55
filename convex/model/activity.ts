/** The course activity read model: rows written by the projector, read by the course's managers. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { ActivityType } from "../schema";
import { requireStaffCourse } from "./assignmentsAccess";
import type { AppUser } from "./users";

export type NewActivity = {
  courseId: Id<"courses">;
  eventId: Id<"events">;
  type: ActivityType;
  actorName: string;
  summary: string;
  at: number;
};

/** Adds one row (idempotent per event: a replayed event adds nothing twice). */
export async function addActivity(ctx: MutationCtx, row: NewActivity): Promise<void> {
  const existing = await ctx.db
    .query("courseActivity")
    .withIndex("by_course_time", (q) => q.eq("courseId", row.courseId).eq("at", row.at))
    .take(20);
  if (existing.some((other) => other.eventId === row.eventId)) return;
  await ctx.db.insert("courseActivity", row);
}

export type ActivityView = { _id: Id<"courseActivity">; type: ActivityType; summary: string; at: number };

/** The course's activity, newest first, for its own teacher and Admins. */
export async function listForCourse(
  ctx: QueryCtx,
  user: AppUser,
  courseId: string,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<ActivityView>> {
  const course = await requireStaffCourse(ctx, user, courseId);
  const result = await ctx.db
    .query("courseActivity")
    .withIndex("by_course_time", (q) => q.eq("courseId", course._id))
    .order("desc")
    .paginate(paginationOpts);
  return {
    ...result,
    page: result.page.map((row) => ({ _id: row._id, type: row.type, summary: row.summary, at: row.at })),
  };
}

/** The course activity feed, written by the notifications projector, read by the course's managers. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { ActivityType } from "../../schema";
import { requireStaffCourse } from "../../assignments/model/assignmentsAccess";
import type { AppUser } from "../../accounts/model/users";
import type { NotifyMessage } from "../../shared/notifications/messages";

/** One row of the feed: what it says is a "notify.activity.*" key and its parameters (issue #33). */
export type ActivityView = { _id: Id<"courseActivity">; type: ActivityType; message: NotifyMessage; at: number };

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
    page: result.page.map((row) => ({ _id: row._id, type: row.type, message: row.message, at: row.at })),
  };
}

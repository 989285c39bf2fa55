import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { isEnrolled } from "./courseMembers";
import { courseQuizOf } from "./certificates";
import { SHARDS } from "../../events/shards";
import type { AppUser } from "../../accounts/model/users";

/**
 * How many people are enrolled in a course: the sum of its count rows (kept by the courses
 * projector, courses/projector/enrolments.ts): its base row and the shards enrolled into since
 * its teacher's last change, at most SHARDS + 1 small documents.
 */
export async function enrolledCountOf(ctx: QueryCtx, course: Doc<"courses">): Promise<number> {
  const rows = await ctx.db
    .query("courseEnrolmentCounts")
    .withIndex("by_course_shard", (q) => q.eq("courseId", course._id))
    .take(SHARDS + 1);
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** A row of "My teaching". */
export type TeachingRow = {
  _id: Id<"courses">;
  name: string;
  category: string;
  imageUrl: string;
  instructorName: string;
  /** The caller teaches it (for an Admin, false on other teachers' courses). */
  isOwn: boolean;
  enrolledCount: number;
  /** Archived (ADR 0065): still listed here, marked. */
  archived: boolean;
  /** Its quiz: its own bank, SPEC's bank of its name, or none yet (ADR 0076: the teacher is warned). */
  quiz: "own" | "shared" | "none";
};

/**
 * "My teaching", newest first: a teacher's own courses (by_instructor), for an Admin every course.
 * Paginated; each row reads its course, its count's shards and at most two quiz questions.
 */
export async function listMyTeaching(
  ctx: QueryCtx,
  user: AppUser,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<TeachingRow>> {
  const result =
    user.role === "Admin"
      ? await ctx.db.query("courses").order("desc").paginate(paginationOpts)
      : await ctx.db
          .query("courses")
          .withIndex("by_instructor", (q) => q.eq("instructorId", user._id))
          .order("desc")
          .paginate(paginationOpts);
  const page: TeachingRow[] = [];
  for (const course of result.page) {
    page.push({
      _id: course._id,
      name: course.name,
      category: course.category,
      imageUrl: course.imageUrl,
      instructorName: course.instructorName,
      isOwn: course.instructorId === user._id,
      enrolledCount: await enrolledCountOf(ctx, course),
      archived: course.archived,
      quiz: await courseQuizOf(ctx, course),
    });
  }
  return { ...result, page };
}

/** What the catalogue and the overview say about the caller and a course. */
export type ViewerStatus = "own" | "enrolled" | null;

/** "own" for the course's teacher, "enrolled" for someone enrolled (their small member row), else null. */
export async function viewerStatusOf(ctx: QueryCtx, user: AppUser, course: Doc<"courses">): Promise<ViewerStatus> {
  if (course.instructorId === user._id) return "own";
  return (await isEnrolled(ctx, user._id, course._id)) ? "enrolled" : null;
}

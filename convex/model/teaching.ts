import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { isEnrolled } from "./courseMembers";
import type { AppUser } from "./users";

/**
 * Above this many enrolments a course without a stored count (one created before the count
 * existed) shows "999+": counting further would read without bound.
 */
export const ENROLLED_RECOUNT_CAP = 999;

/**
 * How many people are enrolled in a course: the count kept on the course by `enrollments.enroll`
 * (ADR 0022), or for an older course that has none yet, a bounded count through `by_course`.
 */
export async function enrolledCountOf(
  ctx: QueryCtx,
  course: Doc<"courses">,
): Promise<{ count: number; capped: boolean }> {
  if (course.enrolledCount !== undefined) return { count: course.enrolledCount, capped: false };
  const rows = await ctx.db
    .query("enrollments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ENROLLED_RECOUNT_CAP + 1);
  return { count: Math.min(rows.length, ENROLLED_RECOUNT_CAP), capped: rows.length > ENROLLED_RECOUNT_CAP };
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
  /** True when the count stopped at ENROLLED_RECOUNT_CAP ("999+"). */
  enrolledCapped: boolean;
};

/**
 * "My teaching", newest first: a teacher's own courses (by_instructor), for an Admin every course.
 * Paginated; each row reads its course and nothing else once the course keeps its count.
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
    const enrolled = await enrolledCountOf(ctx, course);
    page.push({
      _id: course._id,
      name: course.name,
      category: course.category,
      imageUrl: course.imageUrl,
      instructorName: course.instructorName,
      isOwn: course.instructorId === user._id,
      enrolledCount: enrolled.count,
      enrolledCapped: enrolled.capped,
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

/**
 * A student's own work in one course, apart from the course's assignments (ADR 0043): a hand-in or
 * a grade re-runs this small list instead of the whole assignment list with its question files.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import type { WorkFields } from "../../shared/submissionsStatus";

/** What `workOf` needs of a submission: never its file, version ids or who graded it. */
export type MyWorkRow = WorkFields & Pick<Doc<"submissions">, "assignmentId">;

/**
 * The caller's submissions in the course (one per assignment they handed in; an assignment with
 * submissions cannot be deleted, so at most ASSIGNMENT_LIMITS.perCourse). Only the caller's own
 * rows are read, so no membership check is needed: a stranger to the course has none; an unknown
 * course id gives an empty list.
 */
export async function myWork(ctx: QueryCtx, userId: Id<"users">, rawCourseId: string): Promise<MyWorkRow[]> {
  const courseId = ctx.db.normalizeId("courses", rawCourseId);
  if (courseId === null) return [];
  const rows = await ctx.db
    .query("submissions")
    .withIndex("by_course_student", (q) => q.eq("courseId", courseId).eq("studentId", userId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  return rows.map((row) => ({
    assignmentId: row.assignmentId,
    submittedAt: row.submittedAt,
    versionCount: row.versionCount,
    grade: row.grade,
    feedback: row.feedback,
    gradedAt: row.gradedAt,
    gradedVersion: row.gradedVersion,
  }));
}

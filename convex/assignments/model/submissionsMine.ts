/**
 * A student's own work in one course, apart from the course's assignments (ADR 0043): a hand-in or
 * a grade re-runs this small list instead of the whole assignment list with its question files.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import type { WorkFields } from "../../shared/submissionsStatus";
import type { RubricChoiceSnapshot } from "../../shared/rubricRules";

/**
 * What `workOf` needs of a submission, the levels its grade chose and what the current file is
 * (described, not linked): never its storage, version ids or who graded it. While the assignment's
 * grades are held, nothing of a grade (ADR 0061): the work reads as handed in.
 */
export type MyWorkRow = WorkFields &
  Pick<Doc<"submissions">, "assignmentId"> & {
    /** The rubric levels the grade chose (titles and points as given), null without a rubric or grade. */
    rubric: RubricChoiceSnapshot[] | null;
    /** The current version's file. */
    currentFile: { name: string; size: number; contentType: string; version: number; submittedAt: number };
  };

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
  return rows.map((row) => {
    const shown = !row.gradesHeld;
    return {
      assignmentId: row.assignmentId,
      submittedAt: row.submittedAt,
      versionCount: row.versionCount,
      grade: shown ? row.grade : undefined,
      feedback: shown ? row.feedback : undefined,
      gradedAt: shown ? row.gradedAt : undefined,
      gradedVersion: shown ? row.gradedVersion : undefined,
      rubric: shown ? (row.rubric ?? null) : null,
      currentFile: {
        name: row.currentFile.name,
        size: row.currentFile.size,
        contentType: row.currentFile.contentType,
        version: row.currentFile.version,
        submittedAt: row.submittedAt,
      },
    };
  });
}

/** What the teacher sees of one assignment's work, and what a student sees of their versions. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { ASSIGNMENT_LIMITS } from "./assignmentRules";
import { canManageCourse } from "./courses";
import {
  findExtension,
  findSubmission,
  requireAssignment,
  requireEnrolledCourse,
  requireStaffAssignment,
  type FileLink,
} from "./assignmentsAccess";
import { fileLink } from "./assignments";
import { appError } from "./errors";
import { effectiveDeadlineAt, lateBy, workOf, type Work } from "./submissionsStatus";
import { enrolledCountOf } from "./teaching";
import type { AppUser } from "./users";

export type RosterRow = {
  studentId: Id<"users">;
  studentName: string;
  studentEmail: string;
  extendedDeadlineAt: number | null;
  deadlineAt: number;
  work: Work;
  /** The current version's file, null when nothing was submitted. */
  current: (FileLink & { version: number }) | null;
};

/** Every enrolled student (in enrolment order, one page at a time) with their status. */
export async function roster(
  ctx: QueryCtx,
  user: AppUser,
  assignmentId: Id<"assignments">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<RosterRow>> {
  const { assignment } = await requireStaffAssignment(ctx, user, assignmentId);
  const page = await ctx.db
    .query("enrollments")
    .withIndex("by_course", (q) => q.eq("courseId", assignment.courseId))
    .paginate(paginationOpts);
  const rows: RosterRow[] = [];
  for (const enrollment of page.page) {
    const extension = await findExtension(ctx, assignment._id, enrollment.userId);
    const deadlineAt = effectiveDeadlineAt(assignment, extension);
    const submission = await findSubmission(ctx, assignment._id, enrollment.userId);
    let current: RosterRow["current"] = null;
    if (submission !== null) {
      const version = await ctx.db.get("submissionVersions", submission.currentVersionId);
      const link = version === null ? null : await fileLink(ctx, version.fileId);
      current = link === null || version === null ? null : { ...link, version: version.version };
    }
    rows.push({
      studentId: enrollment.userId,
      studentName: enrollment.studentName,
      studentEmail: enrollment.studentEmail,
      extendedDeadlineAt: extension?.deadlineAt ?? null,
      deadlineAt,
      work: workOf(submission, deadlineAt),
      current,
    });
  }
  return { ...page, page: rows };
}

export type Summary = { enrolled: number; submitted: number; late: number; graded: number };

/**
 * "Submitted x of n, graded y": n is the count kept on the course (enrolledCountOf); x, late and
 * y count the assignment's submissions (at most ASSIGNMENT_LIMITS.students). Only enrolled
 * students can submit and enrolments are never removed, so every submission counts: the
 * enrolments themselves are not read (they were: 200 extra documents per card at 200 students).
 */
export async function summary(ctx: QueryCtx, user: AppUser, assignmentId: Id<"assignments">): Promise<Summary> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  const extensions = await ctx.db
    .query("extensions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  const extensionOf = new Map(extensions.map((e) => [e.studentId, e]));
  const counts: Summary = { enrolled: (await enrolledCountOf(ctx, course)).count, submitted: 0, late: 0, graded: 0 };
  for (const submission of submissions) {
    counts.submitted += 1;
    const deadlineAt = effectiveDeadlineAt(assignment, extensionOf.get(submission.studentId) ?? null);
    if (lateBy(submission.submittedAt, deadlineAt) !== null) counts.late += 1;
    if (submission.grade !== undefined) counts.graded += 1;
  }
  return counts;
}

export type VersionView = FileLink & {
  version: number;
  submittedAt: number;
  lateByMs: number | null;
  current: boolean;
};

/**
 * Every version one student submitted, newest first, with download links: for that student
 * (while enrolled) and for the course's teacher or an Admin. Anyone else: FORBIDDEN.
 */
export async function versions(
  ctx: QueryCtx,
  user: AppUser,
  assignmentId: Id<"assignments">,
  studentId: Id<"users">,
): Promise<VersionView[]> {
  const assignment = await requireAssignment(ctx, assignmentId);
  const course = await ctx.db.get("courses", assignment.courseId);
  const isStaff = course !== null && canManageCourse(user, course);
  if (!isStaff) {
    if (studentId !== user._id) throw appError("FORBIDDEN", "You can only see your own submissions.");
    await requireEnrolledCourse(ctx, user, assignment.courseId);
  }
  const submission = await findSubmission(ctx, assignment._id, studentId);
  if (submission === null) return [];
  const deadlineAt = effectiveDeadlineAt(assignment, await findExtension(ctx, assignment._id, studentId));
  const rows: Doc<"submissionVersions">[] = await ctx.db
    .query("submissionVersions")
    .withIndex("by_assignment_student_version", (q) => q.eq("assignmentId", assignment._id).eq("studentId", studentId))
    .order("desc")
    .take(ASSIGNMENT_LIMITS.versions);
  const views: VersionView[] = [];
  for (const row of rows) {
    const link = await fileLink(ctx, row.fileId);
    if (link === null) continue;
    views.push({
      ...link,
      version: row.version,
      submittedAt: row.submittedAt,
      lateByMs: lateBy(row.submittedAt, deadlineAt),
      current: row._id === submission.currentVersionId,
    });
  }
  return views;
}

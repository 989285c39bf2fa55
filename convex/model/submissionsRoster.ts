/** What the teacher sees of one assignment's work, and what a student sees of their versions. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { ASSIGNMENT_LIMITS } from "./assignmentRules";
import { courseMembersPage } from "./courseMembers";
import { canManageCourse } from "./courses";
import {
  findExtension,
  findSubmission,
  requireAssignment,
  requireEnrolledCourse,
  requireStaffAssignment,
  requireStaffCourse,
  type FileLink,
} from "./assignmentsAccess";
import { fileLink } from "./assignments";
import { appError } from "./errors";
import { keptCountsOfCourse, pick, submissionCounts } from "./submissionCounts";
import { effectiveDeadlineAt, lateBy } from "./submissionsStatus";
import { enrolledCountOf } from "./teaching";
import type { AppUser } from "./users";

export type RosterRow = {
  studentId: Id<"users">;
  studentName: string;
  studentEmail: string;
};

/**
 * Every enrolled student (in enrolment order, one page at a time): who they are, read from their
 * small member row (ADR 0036). Their work comes from `rosterWork` (model/submissionsRosterWork.ts), so a
 * grade, a hand-in or an extension does not re-run this page (ADR 0030).
 */
export async function roster(
  ctx: QueryCtx,
  user: AppUser,
  assignmentId: Id<"assignments">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<RosterRow>> {
  const { course } = await requireStaffAssignment(ctx, user, assignmentId);
  const page = await courseMembersPage(ctx, course, paginationOpts);
  const rows = page.page.map((member) => ({
    studentId: member.userId,
    studentName: member.name,
    studentEmail: member.email,
  }));
  return { ...page, page: rows };
}

export type Summary = { enrolled: number; submitted: number; late: number; graded: number };

/**
 * "Submitted x of n, late z, graded y": n is the count kept on the course (enrolledCountOf); x, z
 * and y are kept on the assignment's counts row (ADR 0030), or counted from its submissions when
 * it has none (at most ASSIGNMENT_LIMITS.students). Only enrolled students can submit and
 * enrolments are never removed, so every submission counts.
 */
export async function summary(ctx: QueryCtx, user: AppUser, assignmentId: Id<"assignments">): Promise<Summary> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  return { enrolled: (await enrolledCountOf(ctx, course)).count, ...(await submissionCounts(ctx, assignment)) };
}

export type AssignmentSummary = Summary & { assignmentId: Id<"assignments"> };

/**
 * The summaries of a course's assignments whose counts are kept, one document each (the teacher's
 * list subscribes to this once instead of once per card). An assignment missing here has no kept
 * counts: its card asks `summary` for it.
 */
export async function summaries(ctx: QueryCtx, user: AppUser, courseId: string): Promise<AssignmentSummary[]> {
  const course = await requireStaffCourse(ctx, user, courseId);
  const enrolled = (await enrolledCountOf(ctx, course)).count;
  const rows = await keptCountsOfCourse(ctx, course._id);
  return rows.map((row) => ({ assignmentId: row.assignmentId, enrolled, ...pick(row) }));
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

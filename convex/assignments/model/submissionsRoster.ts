/** What the teacher sees of one assignment's work, and what a student sees of their versions. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { courseMembersPage } from "../../courses/model/courseMembers";
import { canManageCourse } from "../../courses/model/courses";
import {
  fileLink,
  findExtension,
  findSubmission,
  requireAssignment,
  requireEnrolledCourse,
  requireStaffAssignment,
  requireStaffCourse,
  type FileLink,
} from "./assignmentsAccess";
import { appError } from "../../lib/appError";
import { countsOf, countsOfCourse, pick } from "./submissionCounts";
import { effectiveDeadlineAt, lateBy } from "../../shared/submissionsStatus";
import { enrolledCountOf } from "../../courses/model/teaching";
import type { AppUser } from "../../accounts/model/users";
import type { RubricChoiceSnapshot } from "../../shared/rubricRules";

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
 * and y are the sum of the assignment's counts rows (ADR 0030, at most one per shard). Only
 * enrolled students can submit and enrolments are never removed, so every submission counts.
 */
export async function summary(ctx: QueryCtx, user: AppUser, assignmentId: Id<"assignments">): Promise<Summary> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  return { enrolled: await enrolledCountOf(ctx, course), ...pick(await countsOf(ctx, assignment._id)) };
}

export type AssignmentSummary = Summary & { assignmentId: Id<"assignments"> };

/**
 * The summaries of every assignment of a course, from their counts rows (the teacher's list
 * subscribes to this once instead of once per card): one row per assignment once the teacher has
 * graded or extended, up to one per shard while hand-ins come in.
 */
export async function summaries(ctx: QueryCtx, user: AppUser, courseId: string): Promise<AssignmentSummary[]> {
  const course = await requireStaffCourse(ctx, user, courseId);
  const enrolled = await enrolledCountOf(ctx, course);
  const sums = await countsOfCourse(ctx, course._id);
  return [...sums].map(([assignmentId, counts]) => ({ assignmentId, enrolled, ...pick(counts) }));
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
    if (studentId !== user._id) throw appError("FORBIDDEN", "server.assignments.onlyOwnSubmissions");
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
    views.push({
      ...fileLink(row.file),
      version: row.version,
      submittedAt: row.submittedAt,
      lateByMs: lateBy(row.submittedAt, deadlineAt),
      current: row.version === submission.versionCount,
    });
  }
  return views;
}

export type GradeHistoryEntry = {
  /** The grade's own event: what `submissions.restoreGrade` takes. */
  eventId: Id<"events">;
  grade: number;
  feedback: string;
  /** The rubric levels it chose (as they were then), null without a rubric. */
  rubric: RubricChoiceSnapshot[] | null;
  /** Why it differs from the rubric's total, null when it does not. */
  overrideReason: string | null;
  /** The version it was given on. */
  version: number;
  /** Who gave it, named as they were then. */
  graderName: string;
  gradedAt: number;
  /** The earlier grade this one restored (its event and when it was first given), if a restore. */
  restoredFrom: { eventId: Id<"events">; gradedAt: number } | null;
  /** The grade the work has now (the newest entry). */
  current: boolean;
};

/**
 * Every grade one student's work on an assignment was given, oldest first, each with who gave it
 * and when (the newest ASSIGNMENT_LIMITS.gradeHistory): for the course's teacher or an Admin.
 * A restore names the earlier grade it brought back.
 */
export async function gradeHistory(
  ctx: QueryCtx,
  user: AppUser,
  assignmentId: Id<"assignments">,
  studentId: Id<"users">,
): Promise<GradeHistoryEntry[]> {
  const { assignment } = await requireStaffAssignment(ctx, user, assignmentId);
  const rows = await ctx.db
    .query("gradeHistory")
    .withIndex("by_submission", (q) => q.eq("assignmentId", assignment._id).eq("studentId", studentId))
    .order("desc")
    .take(ASSIGNMENT_LIMITS.gradeHistory);
  rows.reverse();
  const gradedAtOf = new Map(rows.map((row) => [row.eventId, row.gradedAt]));
  const entries: GradeHistoryEntry[] = [];
  for (const [index, row] of rows.entries()) {
    let restoredFrom: GradeHistoryEntry["restoredFrom"] = null;
    if (row.restoredFrom !== null) {
      const earlierId = row.restoredFrom;
      const gradedAt =
        gradedAtOf.get(earlierId) ??
        (
          await ctx.db
            .query("gradeHistory")
            .withIndex("by_event", (q) => q.eq("eventId", earlierId))
            .unique()
        )?.gradedAt;
      if (gradedAt !== undefined) restoredFrom = { eventId: earlierId, gradedAt };
    }
    entries.push({
      eventId: row.eventId,
      grade: row.grade,
      feedback: row.feedback,
      rubric: row.rubric,
      overrideReason: row.overrideReason,
      version: row.version,
      graderName: row.graderName,
      gradedAt: row.gradedAt,
      restoredFrom,
      current: index === rows.length - 1,
    });
  }
  return entries;
}

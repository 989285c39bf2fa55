/**
 * The grader's reads (course's teacher or an Admin): every enrolled student's status on one
 * assignment, and one student's work with its versions and current grade. Bounded, indexed reads:
 * the list reads the course's member rows (at most ASSIGNMENT_LIMITS.students), each student's
 * user row for their name as it is now (sorted by it), the assignment's submissions and extensions
 * (one per student at most); the work reads one student.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import type { RubricChoiceSnapshot } from "../../shared/rubricRules";
import { effectiveDeadlineAt, lateBy, workOf, type WorkStatus } from "../../shared/submissionsStatus";
import type { AppUser } from "../../accounts/model/users";
import {
  extensionsByStudent,
  findExtension,
  findSubmission,
  nameOf,
  requireEnrolledStudent,
  requireStaffAssignment,
} from "./assignmentsAccess";

export type GraderStatus = "missing" | "submitted" | "late" | "graded";

function graderStatus(status: WorkStatus): GraderStatus {
  return status === "not_submitted" ? "missing" : status;
}

export type GraderListRow = {
  studentId: Id<"users">;
  name: string;
  status: GraderStatus;
  submittedAt: number | null;
  grade: number | null;
  versionCount: number;
};

/** Every enrolled student of the assignment's course, by name, with where their work stands. */
export async function graderList(
  ctx: QueryCtx,
  user: AppUser,
  assignmentId: Id<"assignments">,
): Promise<GraderListRow[]> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  const members = await ctx.db
    .query("courseMembers")
    .withIndex("by_course_name", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.students);
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  const submissionOf = new Map(submissions.map((submission) => [submission.studentId, submission]));
  const extensionOf = await extensionsByStudent(ctx, assignment._id);
  const rows: GraderListRow[] = [];
  for (const member of members) {
    const submission = submissionOf.get(member.userId) ?? null;
    const work = workOf(submission, effectiveDeadlineAt(assignment, extensionOf.get(member.userId) ?? null));
    rows.push({
      studentId: member.userId,
      // The name as the person has it now (the same the file links and the ZIP use).
      name: await nameOf(ctx, member.userId, member.name),
      status: graderStatus(work.status),
      submittedAt: work.submittedAt,
      grade: work.grade,
      versionCount: work.versionCount,
    });
  }
  return rows.sort((a, b) => (a.name === b.name ? (a.studentId < b.studentId ? -1 : 1) : a.name < b.name ? -1 : 1));
}

export type GraderVersion = {
  version: number;
  name: string;
  size: number;
  contentType: string;
  submittedAt: number;
  late: boolean;
};

export type GraderWork = {
  student: { _id: Id<"users">; name: string };
  status: GraderStatus;
  /** The deadline that applies to this student (their extension included). */
  deadlineAt: number;
  /** Newest first. */
  versions: GraderVersion[];
  current: null | {
    grade: number;
    feedback: string;
    rubric: RubricChoiceSnapshot[] | null;
    overrideReason: string | null;
    version: number;
    gradedAt: number;
    graderName: string;
  };
};

/** One enrolled student's work on the assignment: their versions (files described, not linked) and grade. */
export async function graderWork(
  ctx: QueryCtx,
  user: AppUser,
  assignmentId: Id<"assignments">,
  studentId: Id<"users">,
): Promise<GraderWork> {
  const { assignment } = await requireStaffAssignment(ctx, user, assignmentId);
  await requireEnrolledStudent(ctx, studentId, assignment.courseId);
  const submission = await findSubmission(ctx, assignment._id, studentId);
  const deadlineAt = effectiveDeadlineAt(assignment, await findExtension(ctx, assignment._id, studentId));
  const rows: Doc<"submissionVersions">[] =
    submission === null
      ? []
      : await ctx.db
          .query("submissionVersions")
          .withIndex("by_assignment_student_version", (q) =>
            q.eq("assignmentId", assignment._id).eq("studentId", studentId),
          )
          .order("desc")
          .take(ASSIGNMENT_LIMITS.versions);
  const current =
    submission === null || submission.grade === undefined
      ? null
      : {
          grade: submission.grade,
          feedback: submission.feedback ?? "",
          rubric: submission.rubric ?? null,
          overrideReason: submission.overrideReason ?? null,
          version: submission.gradedVersion ?? submission.versionCount,
          gradedAt: submission.gradedAt ?? submission.submittedAt,
          graderName: submission.gradedBy === undefined ? "" : await nameOf(ctx, submission.gradedBy),
        };
  return {
    student: { _id: studentId, name: await nameOf(ctx, studentId) },
    status: graderStatus(workOf(submission, deadlineAt).status),
    deadlineAt,
    versions: rows.map((row) => ({
      version: row.version,
      name: row.file.name,
      size: row.file.size,
      contentType: row.file.contentType,
      submittedAt: row.submittedAt,
      late: lateBy(row.submittedAt, deadlineAt) !== null,
    })),
    current,
  };
}

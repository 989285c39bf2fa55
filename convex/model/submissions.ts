/** Submitting work (student side), grading and extensions (teacher side). */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { ASSIGNMENT_LIMITS, deadlineFormSchema, gradeFormSchema } from "./assignmentRules";
import {
  findExtension,
  findSubmission,
  parseOrInvalid,
  requireAssignment,
  requireEnrolledCourse,
  requireEnrolledStudent,
  requireStaffAssignment,
} from "./assignmentsAccess";
import { endOfDay } from "./assignmentsTime";
import { appError } from "./errors";
import { emit } from "./events";
import { requireOwnedFile } from "./files";
import { changeCounts, isLate, lateDelta, tenths } from "./submissionCounts";
import { currentFileOf } from "./submissionCurrentFile";
import { effectiveDeadlineAt, lateBy } from "./submissionsStatus";
import type { AppUser } from "./users";

export const CLOSED = "This assignment is closed to new work.";

export type SubmitResult = { version: number; submittedAt: number; lateByMs: number | null };

/**
 * Records a file as the caller's current work. Before their deadline (extension included) it is
 * on time; after, still accepted and marked late; refused while the assignment is closed. Earlier
 * versions are kept. The submissions row holds the one current version (with what the roster
 * shows of its file); the assignment's kept counts follow (ADR 0030).
 */
export async function submit(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; fileId: Id<"files"> },
): Promise<SubmitResult> {
  const assignment = await requireAssignment(ctx, input.assignmentId);
  const course = await requireEnrolledCourse(ctx, user, assignment.courseId);
  if (assignment.closedAt !== undefined) throw appError("FORBIDDEN", CLOSED);
  const file = await requireOwnedFile(ctx, input.fileId, user._id, "submission");
  const used = await ctx.db
    .query("submissionVersions")
    .withIndex("by_file", (q) => q.eq("fileId", file._id))
    .first();
  if (used !== null) throw appError("CONFLICT", "That file was already submitted.");

  const current = await findSubmission(ctx, assignment._id, user._id);
  const version = (current?.versionCount ?? 0) + 1;
  if (version > ASSIGNMENT_LIMITS.versions) {
    throw appError("INVALID", `You can submit at most ${ASSIGNMENT_LIMITS.versions} versions of one assignment.`);
  }
  const submittedAt = Date.now();
  const extension = await findExtension(ctx, assignment._id, user._id);
  const versionId = await ctx.db.insert("submissionVersions", {
    assignmentId: assignment._id,
    studentId: user._id,
    version,
    fileId: file._id,
    submittedAt,
  });
  if (current === null) {
    await ctx.db.insert("submissions", {
      assignmentId: assignment._id,
      courseId: assignment.courseId,
      studentId: user._id,
      currentVersionId: versionId,
      versionCount: version,
      submittedAt,
      currentFile: currentFileOf(versionId, version, file),
    });
  } else {
    await ctx.db.patch("submissions", current._id, {
      currentVersionId: versionId,
      versionCount: version,
      submittedAt,
      currentFile: currentFileOf(versionId, version, file),
    });
  }
  const lateByMs = lateBy(submittedAt, effectiveDeadlineAt(assignment, extension));
  const wasLate = current !== null && isLate(current, assignment, extension);
  await changeCounts(ctx, assignment, {
    submitted: current === null ? 1 : 0,
    late: lateDelta(wasLate, lateByMs !== null),
  });
  await emit(ctx, {
    type: "submitted",
    v: 1,
    actorId: user._id,
    subjectUserId: user._id,
    courseKey: course.key,
    assignmentId: assignment._id,
    title: assignment.title,
    studentName: user.displayName,
    version,
    lateByMs,
  });
  return { version, submittedAt, lateByMs };
}

/**
 * Grades a student's current work (0–100, one decimal) with feedback; grading again replaces it.
 * The first grade adds one to the kept graded count; every grade moves the kept grade sum.
 */
export async function grade(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; studentId: Id<"users">; grade: number; feedback: string },
): Promise<void> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  const form = parseOrInvalid(gradeFormSchema, { grade: input.grade, feedback: input.feedback });
  const submission = await findSubmission(ctx, assignment._id, input.studentId);
  if (submission === null) throw appError("NOT_FOUND", "This student has not submitted anything to grade.");
  await ctx.db.patch("submissions", submission._id, {
    grade: form.grade,
    feedback: form.feedback,
    gradedAt: Date.now(),
    gradedBy: user._id,
    gradedVersion: submission.versionCount,
  });
  // The graded count and the grade sum (ADR 0040); a regrade to the same grade reads no counts row (ADR 0039).
  const gradeTenths = tenths(form.grade) - (submission.grade === undefined ? 0 : tenths(submission.grade));
  const graded = submission.grade === undefined ? 1 : 0;
  if (graded !== 0 || gradeTenths !== 0) await changeCounts(ctx, assignment, { graded, gradeTenths });
  await emit(ctx, {
    type: "graded",
    v: 1,
    actorId: user._id,
    subjectUserId: input.studentId,
    courseKey: course.key,
    assignmentId: assignment._id,
    title: assignment.title,
    grade: form.grade,
    feedback: form.feedback,
    version: submission.versionCount,
    previous: submission.grade === undefined ? null : { grade: submission.grade, feedback: submission.feedback ?? "" },
  });
}

/**
 * Gives one enrolled student a later deadline (end of `deadlineDate` in `timeZone`), replacing
 * any earlier extension. It must be later than the assignment's own deadline.
 */
export async function grantExtension(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; studentId: Id<"users">; deadlineDate: string; timeZone: string },
): Promise<number> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  await requireEnrolledStudent(ctx, input.studentId, assignment.courseId);
  const form = parseOrInvalid(deadlineFormSchema, input);
  const deadlineAt = endOfDay(form.deadlineDate, form.timeZone);
  if (deadlineAt <= assignment.deadlineAt) {
    throw appError("INVALID", "An extension must end after the assignment's deadline.");
  }
  const fields = { deadlineDate: form.deadlineDate, timeZone: form.timeZone, deadlineAt, grantedBy: user._id };
  const existing = await findExtension(ctx, assignment._id, input.studentId);
  const late = await lateShift(ctx, assignment, input.studentId, existing, { deadlineAt });
  if (existing === null) {
    await ctx.db.insert("extensions", {
      assignmentId: assignment._id,
      courseId: assignment.courseId,
      studentId: input.studentId,
      ...fields,
    });
  } else {
    await ctx.db.patch("extensions", existing._id, fields);
  }
  if (late !== 0) await changeCounts(ctx, assignment, { late });
  await emit(ctx, {
    type: "extension_granted",
    v: 1,
    actorId: user._id,
    subjectUserId: input.studentId,
    courseKey: course.key,
    assignmentId: assignment._id,
    title: assignment.title,
    deadlineAt,
  });
  return deadlineAt;
}

/** Takes a student's extension away (nothing happens when there is none). */
export async function revokeExtension(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; studentId: Id<"users"> },
): Promise<void> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  const existing = await findExtension(ctx, assignment._id, input.studentId);
  if (existing === null) return;
  const late = await lateShift(ctx, assignment, input.studentId, existing, null);
  await ctx.db.delete("extensions", existing._id);
  if (late !== 0) await changeCounts(ctx, assignment, { late });
  await emit(ctx, {
    type: "extension_revoked",
    v: 1,
    actorId: user._id,
    subjectUserId: input.studentId,
    courseKey: course.key,
    assignmentId: assignment._id,
    title: assignment.title,
  });
}

/** How the late count moves when one student's extension changes (their submission may change sides). */
async function lateShift(
  ctx: MutationCtx,
  assignment: Doc<"assignments">,
  studentId: Id<"users">,
  before: Pick<Doc<"extensions">, "deadlineAt"> | null,
  after: Pick<Doc<"extensions">, "deadlineAt"> | null,
): Promise<number> {
  const submission = await findSubmission(ctx, assignment._id, studentId);
  if (submission === null) return 0;
  return lateDelta(isLate(submission, assignment, before), isLate(submission, assignment, after));
}

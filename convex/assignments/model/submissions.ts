/** Submitting work (student side), grading, restoring a grade and extensions (teacher side). */
import { keyed } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { deadlineFormSchema, gradeFormSchemaFor } from "../../shared/forms/assignment";
import {
  RUBRIC_LIMITS,
  RUBRIC_MESSAGES,
  rubricChoicesProblem,
  rubricTotal,
  snapshotChoices,
  type RubricChoice,
  type RubricChoiceSnapshot,
} from "../../shared/rubricRules";
import {
  assignmentFileOf,
  findExtension,
  findSubmission,
  parseOrInvalid,
  requireAssignment,
  requireEnrolledCourse,
  requireEnrolledStudent,
  requireStaffAssignment,
} from "./assignmentsAccess";
import { endOfDay } from "./assignmentsTime";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { requireOwnedFile } from "../../accounts/model/files";
import { requireActiveCourse } from "../../courses/model/courses";
import { eventTime, submissionKey } from "../projector/keys";
import { effectiveDeadlineAt, lateBy } from "../../shared/submissionsStatus";
import type { AppUser } from "../../accounts/model/users";
import { about } from "./assignments";

export const CLOSED = keyed("server.assignments.closed");
const NOTHING_TO_GRADE = keyed("server.assignments.nothingToGrade");
const GRADE_NOT_FOUND = keyed("server.assignments.gradeNotFound");

export type SubmitResult = { version: number; submittedAt: number; lateByMs: number | null };

/** The fields every event about one student's work carries besides its type. */
function aboutWork(actor: AppUser, course: Doc<"courses">, assignment: Doc<"assignments">, studentId: Id<"users">) {
  return {
    ...about(actor, course, assignment),
    subjectUserId: studentId,
    entityKey: submissionKey(assignment.key, studentId),
  };
}

/**
 * Records a file as the caller's current work. Before their deadline (extension included) it is
 * on time; after, still accepted and marked late; refused while the assignment is closed. Earlier
 * versions are kept; the assignment's kept counts follow (ADR 0030).
 */
export async function submit(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; fileId: Id<"files"> },
): Promise<SubmitResult> {
  const assignment = await requireAssignment(ctx, input.assignmentId);
  const course = await requireEnrolledCourse(ctx, user, assignment.courseId);
  requireActiveCourse(course);
  if (assignment.closedAt !== undefined) throw appError("FORBIDDEN", CLOSED);
  const file = assignmentFileOf(await requireOwnedFile(ctx, input.fileId, user._id, "submission"));
  const used = await ctx.db
    .query("submissionVersions")
    .withIndex("by_file", (q) => q.eq("file.fileKey", file.fileKey))
    .first();
  if (used !== null) throw appError("CONFLICT", "server.assignments.fileAlreadySubmitted");

  const current = await findSubmission(ctx, assignment._id, user._id);
  const version = (current?.versionCount ?? 0) + 1;
  if (version > ASSIGNMENT_LIMITS.versions) {
    throw appError("INVALID", "server.assignments.tooManyVersions", { max: ASSIGNMENT_LIMITS.versions });
  }
  const deadlineAt = effectiveDeadlineAt(assignment, await findExtension(ctx, assignment._id, user._id));
  const stored = await emit(ctx, {
    type: "submitted",
    ...aboutWork(user, course, assignment, user._id),
    studentName: user.displayName,
    version,
    lateByMs: lateBy(Date.now(), deadlineAt),
    file,
  });
  const submittedAt = eventTime(stored);
  return { version, submittedAt, lateByMs: lateBy(submittedAt, deadlineAt) };
}

export type GradeInput = {
  assignmentId: Id<"assignments">;
  studentId: Id<"users">;
  grade: number;
  feedback: string;
  rubric?: RubricChoice[];
  overrideReason?: string;
};

/**
 * The rubric part of a grade (ADR 0060): with a rubric attached, one level of it for every
 * criterion, copied with its titles and points; a grade other than their total needs a reason.
 * Without a rubric, choices are refused.
 */
async function rubricPart(
  ctx: MutationCtx,
  assignment: Doc<"assignments">,
  input: GradeInput,
  grade: number,
): Promise<{ rubric: RubricChoiceSnapshot[] | null; overrideReason: string | null }> {
  if (assignment.rubricId === null) {
    if (input.rubric !== undefined) throw appError("INVALID", RUBRIC_MESSAGES.noRubric);
    return { rubric: null, overrideReason: null };
  }
  const rubric = await ctx.db.get("rubrics", assignment.rubricId);
  if (rubric === null) throw appError("NOT_FOUND", RUBRIC_MESSAGES.notFound);
  const choices = input.rubric ?? [];
  const problem = rubricChoicesProblem(rubric.criteria, choices);
  if (problem !== null) throw appError("INVALID", problem);
  const total = rubricTotal(rubric.criteria, choices);
  const reason = (input.overrideReason ?? "").trim();
  if (reason.length > RUBRIC_LIMITS.overrideReason) {
    throw appError("INVALID", "server.assignments.reasonTooLong", { max: RUBRIC_LIMITS.overrideReason });
  }
  const overridden = Math.abs(grade - total) > 1e-9;
  if (overridden && reason === "") throw appError("INVALID", RUBRIC_MESSAGES.overrideReason);
  return { rubric: snapshotChoices(rubric.criteria, choices), overrideReason: overridden ? reason : null };
}

/**
 * Grades a student's current work (0 to the assignment's points, one decimal) with feedback, and
 * with a rubric the level chosen for each criterion. Grading again makes the new grade the current
 * one; the earlier ones stay in the log and in the grade history. While the assignment's grades
 * are held, the student is not told (ADR 0061).
 */
export async function grade(ctx: MutationCtx, user: AppUser, input: GradeInput): Promise<void> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  const form = parseOrInvalid(gradeFormSchemaFor(assignment.points), { grade: input.grade, feedback: input.feedback });
  const submission = await findSubmission(ctx, assignment._id, input.studentId);
  if (submission === null) throw appError("NOT_FOUND", NOTHING_TO_GRADE);
  const { rubric, overrideReason } = await rubricPart(ctx, assignment, input, form.grade);
  await emit(ctx, {
    type: "graded",
    ...aboutWork(user, course, assignment, input.studentId),
    grade: form.grade,
    points: assignment.points,
    feedback: form.feedback,
    rubric,
    overrideReason,
    held: assignment.gradesHeld,
    version: submission.versionCount,
    graderName: user.displayName,
    previous: previousGrade(submission),
    restoredFrom: null,
  });
}

function previousGrade(submission: Doc<"submissions">) {
  return submission.grade === undefined ? null : { grade: submission.grade, feedback: submission.feedback ?? "" };
}

/**
 * Makes an earlier grade of this student's work the current one again: a new grade equal to it
 * (grade, feedback and the version it was given on), which joins the history as a restore. The
 * current grade itself needs no restoring: nothing happens.
 */
export async function restoreGrade(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; studentId: Id<"users">; eventId: Id<"events"> },
): Promise<void> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  const earlier = await ctx.db
    .query("gradeHistory")
    .withIndex("by_event", (q) => q.eq("eventId", input.eventId))
    .unique();
  if (earlier === null || earlier.assignmentId !== assignment._id || earlier.studentId !== input.studentId) {
    throw appError("NOT_FOUND", GRADE_NOT_FOUND);
  }
  const latest = await ctx.db
    .query("gradeHistory")
    .withIndex("by_submission", (q) => q.eq("assignmentId", assignment._id).eq("studentId", input.studentId))
    .order("desc")
    .first();
  if (latest?.eventId === earlier.eventId) return;
  const submission = await findSubmission(ctx, assignment._id, input.studentId);
  if (submission === null) throw appError("NOT_FOUND", NOTHING_TO_GRADE);
  await emit(ctx, {
    type: "graded",
    ...aboutWork(user, course, assignment, input.studentId),
    grade: earlier.grade,
    points: assignment.points,
    feedback: earlier.feedback,
    rubric: earlier.rubric,
    overrideReason: earlier.overrideReason,
    held: assignment.gradesHeld,
    version: earlier.version,
    graderName: user.displayName,
    previous: previousGrade(submission),
    restoredFrom: earlier.eventId,
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
    throw appError("INVALID", "server.assignments.extensionMustEndAfter");
  }
  await emit(ctx, {
    type: "extension_granted",
    ...aboutWork(user, course, assignment, input.studentId),
    deadlineDate: form.deadlineDate,
    timeZone: form.timeZone,
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
  if ((await findExtension(ctx, assignment._id, input.studentId)) === null) return;
  await emit(ctx, { type: "extension_revoked", ...aboutWork(user, course, assignment, input.studentId) });
}

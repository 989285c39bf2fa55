/** Posting and managing assignments (teacher side) and the course's assignment lists. */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import {
  ASSIGNMENT_LIMITS,
  assignmentFormSchema,
  deadlineFormSchema,
  DEADLINE_BEFORE_ASSIGNED,
} from "../../shared/assignmentRules";
import {
  assignmentFileOf,
  fileLink,
  findExtension,
  parseOrInvalid,
  requireAssignmentByKey,
  requireEnrolledCourse,
  requireStaffAssignment,
  requireStaffCourse,
  type FileLink,
} from "./assignmentsAccess";
import { endOfDay } from "./assignmentsTime";
import { appError } from "../../shared/errors";
import { emit } from "../../events/emit";
import { requireOwnedFile } from "../../accounts/model/files";
import { effectiveDeadlineAt } from "../../shared/submissionsStatus";
import type { AppUser } from "../../accounts/model/users";

export const DEADLINE_PASSED = "That deadline has already passed.";

export type PostInput = {
  courseId: string;
  title: string;
  assignedDate: string;
  deadlineDate: string;
  timeZone: string;
  questionFileId: Id<"files">;
};

/** The fields every event about an assignment carries besides its type (its entity: the assignment). */
export function about(user: AppUser, course: Doc<"courses">, assignment: Doc<"assignments">) {
  return {
    v: 1 as const,
    actorId: user._id,
    courseKey: course.key,
    assignmentKey: assignment.key,
    title: assignment.title,
  };
}

export async function postAssignment(ctx: MutationCtx, user: AppUser, input: PostInput): Promise<Id<"assignments">> {
  const course = await requireStaffCourse(ctx, user, input.courseId);
  const form = parseOrInvalid(assignmentFormSchema, input);
  const deadlineAt = endOfDay(form.deadlineDate, form.timeZone);
  if (deadlineAt < Date.now()) throw appError("INVALID", DEADLINE_PASSED);
  const questionFile = assignmentFileOf(
    await requireOwnedFile(ctx, input.questionFileId, user._id, "assignmentQuestion"),
  );
  const attached = await ctx.db
    .query("assignments")
    .withIndex("by_question_file", (q) => q.eq("questionFile.fileKey", questionFile.fileKey))
    .first();
  if (attached !== null) throw appError("CONFLICT", "That file is already attached to an assignment.");
  const existing = await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  if (existing.length >= ASSIGNMENT_LIMITS.perCourse) {
    throw appError("INVALID", `A course can have at most ${ASSIGNMENT_LIMITS.perCourse} assignments.`);
  }
  const posted = await emit(ctx, {
    type: "assignment_posted",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    title: form.title,
    courseName: course.name,
    assignedDate: form.assignedDate,
    deadlineDate: form.deadlineDate,
    timeZone: form.timeZone,
    deadlineAt,
    instructorName: course.instructorName,
    questionFile,
  });
  return (await requireAssignmentByKey(ctx, posted._id))._id;
}

/**
 * Moves the deadline (earlier or later, not into the past, not before the assigned date). Work
 * already handed in may change sides: the projector takes the late count again (ADR 0030).
 */
export async function changeDeadline(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; deadlineDate: string; timeZone: string },
): Promise<number> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  const form = parseOrInvalid(deadlineFormSchema, input);
  if (form.deadlineDate < assignment.assignedDate) throw appError("INVALID", DEADLINE_BEFORE_ASSIGNED);
  const deadlineAt = endOfDay(form.deadlineDate, form.timeZone);
  if (deadlineAt < Date.now()) throw appError("INVALID", DEADLINE_PASSED);
  await emit(ctx, {
    type: "assignment_deadline_changed",
    ...about(user, course, assignment),
    deadlineDate: form.deadlineDate,
    timeZone: form.timeZone,
    from: assignment.deadlineAt,
    to: deadlineAt,
  });
  return deadlineAt;
}

/** Closes the assignment to new work, or reopens it. Doing what is already done changes nothing. */
export async function setClosed(ctx: MutationCtx, user: AppUser, assignmentId: Id<"assignments">, closed: boolean) {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  if ((assignment.closedAt !== undefined) === closed) return;
  await emit(ctx, { type: closed ? "assignment_closed" : "assignment_reopened", ...about(user, course, assignment) });
}

/**
 * Deletes an assignment nobody has submitted to, with its extensions. The question file stays in
 * `files` (its owner may attach it again).
 */
export async function deleteAssignment(ctx: MutationCtx, user: AppUser, assignmentId: Id<"assignments">) {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  const submitted = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .first();
  if (submitted !== null) {
    throw appError("CONFLICT", "This assignment already has submissions: close it instead of deleting it.");
  }
  await emit(ctx, { type: "assignment_deleted", ...about(user, course, assignment) });
}

/** What everyone of the course sees of an assignment. */
export type AssignmentView = {
  _id: Id<"assignments">;
  courseId: Id<"courses">;
  title: string;
  assignedDate: string;
  deadlineDate: string;
  timeZone: string;
  deadlineAt: number;
  instructorName: string;
  postedAt: number;
  closed: boolean;
  /** The question file, as it was attached. */
  questionFile: FileLink;
};

async function toView(ctx: QueryCtx, a: Doc<"assignments">): Promise<AssignmentView> {
  return {
    _id: a._id,
    courseId: a.courseId,
    title: a.title,
    assignedDate: a.assignedDate,
    deadlineDate: a.deadlineDate,
    timeZone: a.timeZone,
    deadlineAt: a.deadlineAt,
    instructorName: a.instructorName,
    postedAt: a.postedAt,
    closed: a.closedAt !== undefined,
    questionFile: fileLink(a.questionFile),
  };
}

async function courseAssignments(ctx: QueryCtx, courseId: Id<"courses">) {
  return await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", courseId))
    .order("desc")
    .take(ASSIGNMENT_LIMITS.perCourse);
}

export type StudentAssignmentView = AssignmentView & {
  /** The caller's extension, null when none. */
  extendedDeadlineAt: number | null;
  /** The deadline that applies to the caller. */
  myDeadlineAt: number;
};

/**
 * The enrolled caller's view: newest first, with the deadline that applies to them. Their work is
 * `submissions.myWork`, a query of its own, so a hand-in does not re-run this list (ADR 0043).
 */
export async function listForStudent(ctx: QueryCtx, user: AppUser, courseId: string): Promise<StudentAssignmentView[]> {
  const course = await requireEnrolledCourse(ctx, user, courseId);
  const views: StudentAssignmentView[] = [];
  for (const assignment of await courseAssignments(ctx, course._id)) {
    const extension = await findExtension(ctx, assignment._id, user._id);
    views.push({
      ...(await toView(ctx, assignment)),
      extendedDeadlineAt: extension?.deadlineAt ?? null,
      myDeadlineAt: effectiveDeadlineAt(assignment, extension),
    });
  }
  return views;
}

/** The course teacher's or an Admin's list, newest first (counts come from `submissions.summaries`). */
export async function listForStaff(ctx: QueryCtx, user: AppUser, courseId: string): Promise<AssignmentView[]> {
  const course = await requireStaffCourse(ctx, user, courseId);
  const views: AssignmentView[] = [];
  for (const assignment of await courseAssignments(ctx, course._id)) views.push(await toView(ctx, assignment));
  return views;
}

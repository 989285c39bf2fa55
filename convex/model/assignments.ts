/** Posting and managing assignments (teacher side) and the course's assignment lists. */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  ASSIGNMENT_LIMITS,
  assignmentFormSchema,
  deadlineFormSchema,
  DEADLINE_BEFORE_ASSIGNED,
} from "./assignmentRules";
import {
  findExtension,
  parseOrInvalid,
  requireEnrolledCourse,
  requireStaffAssignment,
  requireStaffCourse,
  type FileLink,
} from "./assignmentsAccess";
import { endOfDay } from "./assignmentsTime";
import { appError } from "./errors";
import { emit } from "./events";
import { fileUrl, requireOwnedFile } from "./files";
import { dropCounts, recountSubmissions, startCounts } from "./submissionCounts";
import { effectiveDeadlineAt } from "./submissionsStatus";
import type { AppUser } from "./users";

export const DEADLINE_PASSED = "That deadline has already passed.";

export type PostInput = {
  courseId: string;
  title: string;
  assignedDate: string;
  deadlineDate: string;
  timeZone: string;
  questionFileId: Id<"files">;
};

export async function postAssignment(ctx: MutationCtx, user: AppUser, input: PostInput): Promise<Id<"assignments">> {
  const course = await requireStaffCourse(ctx, user, input.courseId);
  const form = parseOrInvalid(assignmentFormSchema, input);
  const deadlineAt = endOfDay(form.deadlineDate, form.timeZone);
  if (deadlineAt < Date.now()) throw appError("INVALID", DEADLINE_PASSED);
  const file = await requireOwnedFile(ctx, input.questionFileId, user._id, "assignmentQuestion");
  const attached = await ctx.db
    .query("assignments")
    .withIndex("by_question_file", (q) => q.eq("questionFileId", file._id))
    .first();
  if (attached !== null) throw appError("CONFLICT", "That file is already attached to an assignment.");
  const existing = await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  if (existing.length >= ASSIGNMENT_LIMITS.perCourse) {
    throw appError("INVALID", `A course can have at most ${ASSIGNMENT_LIMITS.perCourse} assignments.`);
  }
  const assignmentId = await ctx.db.insert("assignments", {
    courseId: course._id,
    title: form.title,
    assignedDate: form.assignedDate,
    deadlineDate: form.deadlineDate,
    timeZone: form.timeZone,
    deadlineAt,
    instructorName: course.instructorName,
    postedBy: user._id,
    questionFileId: file._id,
  });
  await startCounts(ctx, { _id: assignmentId, courseId: course._id });
  await emit(ctx, {
    type: "assignment_posted",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    assignmentId,
    title: form.title,
    courseName: course.name,
    deadlineAt,
  });
  return assignmentId;
}

/**
 * Moves the deadline (earlier or later, not into the past, not before the assigned date). Work
 * already handed in may change sides, so the late count is taken again (ADR 0030).
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
  await ctx.db.patch("assignments", assignment._id, {
    deadlineDate: form.deadlineDate,
    timeZone: form.timeZone,
    deadlineAt,
  });
  await recountSubmissions(ctx, { ...assignment, deadlineAt });
  await emit(ctx, {
    type: "assignment_deadline_changed",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    assignmentId: assignment._id,
    title: assignment.title,
    from: assignment.deadlineAt,
    to: deadlineAt,
  });
  return deadlineAt;
}

/** Closes the assignment to new work, or reopens it. Doing what is already done changes nothing. */
export async function setClosed(ctx: MutationCtx, user: AppUser, assignmentId: Id<"assignments">, closed: boolean) {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  if ((assignment.closedAt !== undefined) === closed) return;
  await ctx.db.patch("assignments", assignment._id, { closedAt: closed ? Date.now() : undefined });
  await emit(ctx, {
    type: closed ? "assignment_closed" : "assignment_reopened",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    assignmentId: assignment._id,
    title: assignment.title,
  });
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
  const extensions = await ctx.db
    .query("extensions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  for (const extension of extensions) await ctx.db.delete("extensions", extension._id);
  await dropCounts(ctx, assignment._id);
  await ctx.db.delete("assignments", assignment._id);
  await emit(ctx, {
    type: "assignment_deleted",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    assignmentId: assignment._id,
    title: assignment.title,
  });
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
  /** The question file; null only if its file row was removed. */
  questionFile: FileLink | null;
};

export async function fileLink(ctx: QueryCtx, fileId: Id<"files">): Promise<FileLink | null> {
  const file = await ctx.db.get("files", fileId);
  if (file === null) return null;
  return { name: file.name, url: await fileUrl(ctx, file), contentType: file.contentType, size: file.size };
}

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
    postedAt: a._creationTime,
    closed: a.closedAt !== undefined,
    questionFile: await fileLink(ctx, a.questionFileId),
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

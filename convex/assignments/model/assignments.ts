/** Posting and managing assignments (teacher side) and the course's assignment lists. */
import { keyed } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import {
  ASSIGNMENT_LIMITS,
  DEADLINE_BEFORE_ASSIGNED,
  POINTS_LOCKED,
  pointsMustMatchRubric,
} from "../../shared/assignmentRules";
import {
  assignmentEditFormSchema,
  assignmentFormSchema,
  deadlineChangeFormSchema,
} from "../../shared/forms/assignment";
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
import { endOfMinute } from "./assignmentsTime";
import { requireCourseRubric, rubricView, type RubricView } from "./rubrics";
import { countsOf } from "./submissionCounts";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { requireOwnedFile } from "../../accounts/model/files";
import { effectiveDeadlineAt } from "../../shared/submissionsStatus";
import type { AppUser } from "../../accounts/model/users";

export const DEADLINE_PASSED = keyed("server.assignments.deadlinePassed");

export type PostInput = {
  courseId: string;
  title: string;
  instructions: string;
  points: number;
  assignedDate: string;
  deadlineDate: string;
  deadlineTime: string;
  timeZone: string;
  questionFileId: Id<"files">;
  rubricId?: Id<"rubrics">;
  holdGrades: boolean;
};

/**
 * The rubric an assignment will use (of its course), checking that the assignment is worth
 * exactly its total; null without a rubric.
 */
async function rubricFor(
  ctx: QueryCtx,
  courseId: Id<"courses">,
  rubricId: Id<"rubrics"> | null | undefined,
  points: number,
): Promise<Doc<"rubrics"> | null> {
  if (rubricId === undefined || rubricId === null) return null;
  const rubric = await requireCourseRubric(ctx, courseId, rubricId);
  if (points !== rubric.maxPoints) throw appError("INVALID", pointsMustMatchRubric(rubric.maxPoints));
  return rubric;
}

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
  const rubric = await rubricFor(ctx, course._id, input.rubricId, form.points);
  const deadlineAt = endOfMinute(form.deadlineDate, form.deadlineTime, form.timeZone);
  if (deadlineAt < Date.now()) throw appError("INVALID", DEADLINE_PASSED);
  const questionFile = assignmentFileOf(
    await requireOwnedFile(ctx, input.questionFileId, user._id, "assignmentQuestion"),
  );
  const attached = await ctx.db
    .query("assignments")
    .withIndex("by_question_file", (q) => q.eq("questionFile.fileKey", questionFile.fileKey))
    .first();
  if (attached !== null) throw appError("CONFLICT", "server.assignments.fileAlreadyAttachedAssignment");
  const existing = await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  if (existing.length >= ASSIGNMENT_LIMITS.perCourse) {
    throw appError("INVALID", "server.assignments.tooManyAssignments", { max: ASSIGNMENT_LIMITS.perCourse });
  }
  const posted = await emit(ctx, {
    type: "assignment_posted",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    title: form.title,
    courseName: course.name,
    instructions: form.instructions,
    points: form.points,
    assignedDate: form.assignedDate,
    deadlineDate: form.deadlineDate,
    deadlineTime: form.deadlineTime,
    timeZone: form.timeZone,
    deadlineAt,
    instructorName: course.instructorName,
    questionFile,
    rubricKey: rubric?.key ?? null,
    gradesHeld: input.holdGrades,
  });
  return (await requireAssignmentByKey(ctx, posted._id))._id;
}

export type EditInput = {
  assignmentId: Id<"assignments">;
  title: string;
  instructions: string;
  points: number;
  rubricId: Id<"rubrics"> | null;
};

/**
 * Changes the title, instructions, points and rubric. Points and rubric are refused once any work
 * is graded (a grade is out of the points it was given on); title and instructions may change.
 */
export async function editAssignment(ctx: MutationCtx, user: AppUser, input: EditInput): Promise<void> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  const form = parseOrInvalid(assignmentEditFormSchema, input);
  const rubric = await rubricFor(ctx, course._id, input.rubricId, form.points);
  const rubricId = rubric?._id ?? null;
  if (form.points !== assignment.points || rubricId !== assignment.rubricId) {
    if ((await countsOf(ctx, assignment._id)).graded > 0) throw appError("CONFLICT", POINTS_LOCKED);
  }
  await emit(ctx, {
    type: "assignment_edited",
    ...about(user, course, assignment),
    title: form.title,
    instructions: form.instructions,
    points: form.points,
    rubricKey: rubric?.key ?? null,
  });
}

/**
 * Holds the assignment's grades: from now on its students see none of them (grades already seen
 * included) until they are released. Holding held grades changes nothing.
 */
export async function holdGrades(ctx: MutationCtx, user: AppUser, assignmentId: Id<"assignments">): Promise<void> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  if (assignment.gradesHeld) return;
  await emit(ctx, { type: "grades_held", ...about(user, course, assignment) });
}

/**
 * Releases held grades: every graded student sees their grade at once and is told (one
 * notification each). Releasing grades that are not held changes nothing.
 */
export async function releaseGrades(ctx: MutationCtx, user: AppUser, assignmentId: Id<"assignments">): Promise<void> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, assignmentId);
  if (!assignment.gradesHeld) return;
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  await emit(ctx, {
    type: "grades_released",
    ...about(user, course, assignment),
    studentIds: submissions.flatMap((submission) => (submission.grade === undefined ? [] : [submission.studentId])),
  });
}

/**
 * Moves the deadline (earlier or later, not into the past, not before the assigned date) to the end
 * of `deadlineTime` on `deadlineDate` in `timeZone`. Work already handed in may change sides: the
 * projector takes the late count again (ADR 0030).
 */
export async function changeDeadline(
  ctx: MutationCtx,
  user: AppUser,
  input: { assignmentId: Id<"assignments">; deadlineDate: string; deadlineTime: string; timeZone: string },
): Promise<number> {
  const { assignment, course } = await requireStaffAssignment(ctx, user, input.assignmentId);
  const form = parseOrInvalid(deadlineChangeFormSchema, input);
  if (form.deadlineDate < assignment.assignedDate) throw appError("INVALID", DEADLINE_BEFORE_ASSIGNED);
  const deadlineAt = endOfMinute(form.deadlineDate, form.deadlineTime, form.timeZone);
  if (deadlineAt < Date.now()) throw appError("INVALID", DEADLINE_PASSED);
  await emit(ctx, {
    type: "assignment_deadline_changed",
    ...about(user, course, assignment),
    deadlineDate: form.deadlineDate,
    deadlineTime: form.deadlineTime,
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
    throw appError("CONFLICT", "server.assignments.assignmentAlreadySubmissionsClose");
  }
  await emit(ctx, { type: "assignment_deleted", ...about(user, course, assignment) });
}

/** What everyone of the course sees of an assignment. */
export type AssignmentView = {
  _id: Id<"assignments">;
  courseId: Id<"courses">;
  title: string;
  /** Safe Markdown (may be empty). */
  instructions: string;
  /** The most a grade can be. */
  points: number;
  assignedDate: string;
  deadlineDate: string;
  /** "HH:MM": the deadline is the end of that minute. */
  deadlineTime: string;
  timeZone: string;
  deadlineAt: number;
  instructorName: string;
  postedAt: number;
  closed: boolean;
  /** The rubric grades use, shown to students before they hand in. */
  rubric: RubricView | null;
  /** While true, students see none of this assignment's grades. */
  gradesHeld: boolean;
  /** The question file, as it was attached. */
  questionFile: FileLink;
};

/** Reads each rubric once per list. */
type RubricCache = Map<Id<"rubrics">, RubricView | null>;

async function rubricOf(ctx: QueryCtx, a: Doc<"assignments">, cache: RubricCache): Promise<RubricView | null> {
  if (a.rubricId === null) return null;
  if (!cache.has(a.rubricId)) {
    const rubric = await ctx.db.get("rubrics", a.rubricId);
    cache.set(a.rubricId, rubric === null ? null : rubricView(rubric));
  }
  return cache.get(a.rubricId) ?? null;
}

async function toView(ctx: QueryCtx, a: Doc<"assignments">, cache: RubricCache): Promise<AssignmentView> {
  return {
    _id: a._id,
    courseId: a.courseId,
    title: a.title,
    instructions: a.instructions,
    points: a.points,
    assignedDate: a.assignedDate,
    deadlineDate: a.deadlineDate,
    deadlineTime: a.deadlineTime,
    timeZone: a.timeZone,
    deadlineAt: a.deadlineAt,
    instructorName: a.instructorName,
    postedAt: a.postedAt,
    closed: a.closedAt !== undefined,
    rubric: await rubricOf(ctx, a, cache),
    gradesHeld: a.gradesHeld,
    questionFile: fileLink(a.questionFile),
  };
}

/** One assignment as `listForStaff` shows it (access checked by the caller). */
export async function staffView(ctx: QueryCtx, assignment: Doc<"assignments">): Promise<AssignmentView> {
  return await toView(ctx, assignment, new Map());
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
  const cache: RubricCache = new Map();
  for (const assignment of await courseAssignments(ctx, course._id)) {
    const extension = await findExtension(ctx, assignment._id, user._id);
    views.push({
      ...(await toView(ctx, assignment, cache)),
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
  const cache: RubricCache = new Map();
  for (const assignment of await courseAssignments(ctx, course._id)) views.push(await toView(ctx, assignment, cache));
  return views;
}

/**
 * A course's rubrics (ADR 0060): made and edited by the course's teacher or an Admin, reusable by
 * any assignment of the course. A grade keeps a copy of the levels it chose, so an edit here never
 * changes a grade given; a rubric's total cannot change once an assignment using it has graded work.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { RUBRIC_LIMITS, RUBRIC_MESSAGES, rubricMaxPoints, type RubricCriterion } from "../../shared/rubricRules";
import { rubricFormSchema } from "../../shared/forms/rubric";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import type { AppUser } from "../../accounts/model/users";
import { parseOrInvalid, requireStaffCourse } from "./assignmentsAccess";
import { rubricByKey } from "../projector/keys";
import { countsOf } from "./submissionCounts";

/** A rubric as the teacher's screens and the student's card show it. */
export type RubricView = { _id: Id<"rubrics">; title: string; criteria: RubricCriterion[]; maxPoints: number };

export function rubricView(rubric: Doc<"rubrics">): RubricView {
  return { _id: rubric._id, title: rubric.title, criteria: rubric.criteria, maxPoints: rubric.maxPoints };
}

/** The rubric with this id when it belongs to the course; NOT_FOUND otherwise (the same either way). */
export async function requireCourseRubric(
  ctx: QueryCtx,
  courseId: Id<"courses">,
  rubricId: Id<"rubrics">,
): Promise<Doc<"rubrics">> {
  const rubric = await ctx.db.get("rubrics", rubricId);
  if (rubric === null || rubric.courseId !== courseId) throw appError("NOT_FOUND", RUBRIC_MESSAGES.notFound);
  return rubric;
}

/** The rubrics of the course (oldest first), each with how many of its assignments use it. */
export async function listRubrics(
  ctx: QueryCtx,
  user: AppUser,
  courseId: string,
): Promise<Array<RubricView & { usedBy: number }>> {
  const course = await requireStaffCourse(ctx, user, courseId);
  const rubrics = await ctx.db
    .query("rubrics")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(RUBRIC_LIMITS.perCourse);
  const assignments = await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const usedBy = new Map<Id<"rubrics">, number>();
  for (const { rubricId } of assignments) {
    if (rubricId !== null) usedBy.set(rubricId, (usedBy.get(rubricId) ?? 0) + 1);
  }
  return rubrics.map((rubric) => ({ ...rubricView(rubric), usedBy: usedBy.get(rubric._id) ?? 0 }));
}

/** Whether any assignment using the rubric has graded work (then its total is locked). */
async function gradedWithRubric(ctx: QueryCtx, rubricId: Id<"rubrics">): Promise<boolean> {
  const using = await ctx.db
    .query("assignments")
    .withIndex("by_rubric", (q) => q.eq("rubricId", rubricId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  for (const assignment of using) {
    if ((await countsOf(ctx, assignment._id)).graded > 0) return true;
  }
  return false;
}

export type SaveRubricInput = {
  courseId: string;
  rubricId?: Id<"rubrics">;
  title: string;
  criteria: RubricCriterion[];
};

/**
 * Creates a rubric of the course, or edits one (`rubricId`). An edit that changes the total is
 * refused once an assignment using it has graded work; otherwise those assignments follow it.
 */
export async function saveRubric(ctx: MutationCtx, user: AppUser, input: SaveRubricInput): Promise<Id<"rubrics">> {
  const course = await requireStaffCourse(ctx, user, input.courseId);
  const form = parseOrInvalid(rubricFormSchema, { title: input.title, criteria: input.criteria });
  if (input.rubricId !== undefined) {
    const rubric = await requireCourseRubric(ctx, course._id, input.rubricId);
    if (rubricMaxPoints(form.criteria) !== rubric.maxPoints && (await gradedWithRubric(ctx, rubric._id))) {
      throw appError("CONFLICT", RUBRIC_MESSAGES.totalLocked);
    }
    await emit(ctx, {
      type: "rubric_changed",
      v: 1,
      actorId: user._id,
      courseKey: course.key,
      entityKey: rubric.key,
      rubricKey: rubric.key,
      title: form.title,
      criteria: form.criteria,
    });
    return rubric._id;
  }
  const existing = await ctx.db
    .query("rubrics")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(RUBRIC_LIMITS.perCourse);
  if (existing.length >= RUBRIC_LIMITS.perCourse) throw appError("INVALID", RUBRIC_MESSAGES.tooMany);
  const created = await emit(ctx, {
    type: "rubric_created",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    title: form.title,
    criteria: form.criteria,
  });
  const rubric = await rubricByKey(ctx, created._id);
  if (rubric === null) throw appError("NOT_FOUND", RUBRIC_MESSAGES.notFound);
  return rubric._id;
}

/**
 * More time per question for a student (WCAG 2.2.1 Timing Adjustable): ×1.5, ×2 or untimed, in
 * every quiz they take. Granted by the teacher of a course the student is enrolled in, or an
 * Admin. It applies from the next question shown (start or Next), never to a running clock.
 */
import { keyed } from "../../shared/messages";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { canManageCourse, requireCourse } from "../../courses/model/courses";
import { courseMembers, isEnrolled } from "../../courses/model/courseMembers";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import type { TimeAllowance } from "../../shared/quizRules";
import type { AppUser } from "../../accounts/model/users";

/** Most students the accommodation list of one course shows. */
export const MAX_ACCOMMODATION_ROWS = 200;
export const NOT_COURSE_STAFF = keyed("server.quiz.notCourseStaff");

export async function findAccommodation(ctx: QueryCtx, studentId: Id<"users">) {
  return await ctx.db
    .query("quizAccommodations")
    .withIndex("by_student", (q) => q.eq("studentId", studentId))
    .unique();
}

export async function allowanceOf(ctx: QueryCtx, studentId: Id<"users">): Promise<TimeAllowance> {
  return (await findAccommodation(ctx, studentId))?.allowance ?? "standard";
}

async function requireStaffCourse(ctx: QueryCtx, user: AppUser, courseId: string) {
  const course = await requireCourse(ctx, courseId);
  if (!canManageCourse(user, course)) throw appError("FORBIDDEN", NOT_COURSE_STAFF);
  return course;
}

export type AccommodationRow = { studentId: Id<"users">; studentName: string; allowance: TimeAllowance };

/** The course's enrolled students (first MAX_ACCOMMODATION_ROWS) with their time allowance. */
export async function listForCourse(ctx: QueryCtx, user: AppUser, courseId: string): Promise<AccommodationRow[]> {
  const course = await requireStaffCourse(ctx, user, courseId);
  const members = await courseMembers(ctx, course, MAX_ACCOMMODATION_ROWS);
  return await Promise.all(
    members.map(async (member) => ({
      studentId: member.userId,
      studentName: member.name,
      allowance: await allowanceOf(ctx, member.userId),
    })),
  );
}

/**
 * Sets a student's allowance (`accommodation_granted`; "standard" removes it: `accommodation_revoked`);
 * the student must be enrolled in the course. Setting the allowance they have changes nothing.
 */
export async function setAllowance(
  ctx: MutationCtx,
  user: AppUser,
  args: { courseId: string; studentId: Id<"users">; allowance: TimeAllowance },
): Promise<null> {
  const course = await requireStaffCourse(ctx, user, args.courseId);
  if (!(await isEnrolled(ctx, args.studentId, course._id))) {
    throw appError("NOT_FOUND", "server.common.studentNotEnrolled");
  }
  const before = (await findAccommodation(ctx, args.studentId))?.allowance ?? "standard";
  if (before === args.allowance) return null;
  const meta = { v: 1, actorId: user._id, subjectUserId: args.studentId, courseKey: course.key } as const;
  if (args.allowance === "standard") {
    if (before !== "standard")
      await emit(ctx, { type: "accommodation_revoked", ...meta, allowance: "standard", before });
  } else {
    await emit(ctx, { type: "accommodation_granted", ...meta, allowance: args.allowance, before });
  }
  return null;
}

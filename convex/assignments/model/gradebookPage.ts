/**
 * One page of a course's gradebook (ADR 0040): `GRADEBOOK_PAGE` students by name with their
 * cells, every assignment column, and the averages. A page reads its students' submissions and
 * extensions only; the column and course averages come from the kept grade sums next to the
 * graded counts (`submissionCounts`, summed over an assignment's rows), so no view reads the
 * whole course.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { requireStaffCourse } from "./assignmentsAccess";
import { courseMembersByName, type Member } from "../../courses/model/courseMembers";
import { GRADEBOOK_PAGE } from "../../shared/gradebookPageSize";
import { meanOfTenths, percentOf, percentOfTenths, type Gradebook, type GradebookCell } from "./gradebook";
import { countsOfCourse, tenths } from "./submissionCounts";
import { effectiveDeadlineAt, workOf } from "../../shared/submissionsStatus";
import { enrolledCountOf } from "../../courses/model/teaching";
import type { AppUser } from "../../accounts/model/users";
import { gradebookQuizOf, quizCell, type GradebookQuiz } from "./gradebookQuiz";

export { GRADEBOOK_PAGE };

export type GradebookPage = Gradebook & {
  /** Enrolled students of the course (its kept count). */
  enrolled: number;
  continueCursor: string;
  isDone: boolean;
};

type GradeSum = { graded: number; gradeTenths: number };

/** Each assignment's graded count and grade sum, from the course's counts rows. */
async function gradeSums(ctx: QueryCtx, courseId: Id<"courses">, assignments: Doc<"assignments">[]) {
  const kept = await countsOfCourse(ctx, courseId);
  return assignments.map((assignment): GradeSum => kept.get(assignment._id) ?? { graded: 0, gradeTenths: 0 });
}

/** One student's row: their submissions and extensions in the course (one indexed range each). */
async function studentRow(
  ctx: QueryCtx,
  courseId: Id<"courses">,
  member: Member,
  assignments: Doc<"assignments">[],
  quiz: GradebookQuiz | null,
) {
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_course_student", (q) => q.eq("courseId", courseId).eq("studentId", member.userId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const extensions = await ctx.db
    .query("extensions")
    .withIndex("by_course_student", (q) => q.eq("courseId", courseId).eq("studentId", member.userId))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const submissionOf = new Map(submissions.map((submission) => [submission.assignmentId, submission]));
  const extensionOf = new Map(extensions.map((extension) => [extension.assignmentId, extension]));
  const cells = assignments.map((assignment): GradebookCell => {
    const extension = extensionOf.get(assignment._id) ?? null;
    const work = workOf(submissionOf.get(assignment._id) ?? null, effectiveDeadlineAt(assignment, extension));
    return { status: work.status, grade: work.grade };
  });
  const average = percentOf(
    cells,
    assignments.map((assignment) => assignment.points),
  );
  // The course's quiz: their first attempts that count (at most MAX_ATTEMPTS_LIMIT small documents).
  const quizPercent = quiz === null ? null : (await quizCell(ctx, quiz, member.userId)).percent;
  return { studentId: member.userId, name: member.name, email: member.email, average, cells, quiz: quizPercent };
}

export async function gradebookPage(
  ctx: QueryCtx,
  user: AppUser,
  courseId: string,
  cursor: string | null,
): Promise<GradebookPage> {
  const course = await requireStaffCourse(ctx, user, courseId);
  const page = await courseMembersByName(ctx, course, { cursor, numItems: GRADEBOOK_PAGE });
  const assignments = await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const sums = await gradeSums(ctx, course._id, assignments);
  const quiz = await gradebookQuizOf(ctx, course);
  const students = [];
  for (const member of page.members) students.push(await studentRow(ctx, course._id, member, assignments, quiz));
  // The course's percentage: every grade's sum over every graded work's points (ADR 0060).
  let gradeTenths = 0;
  let pointsTenths = 0;
  sums.forEach((sum, i) => {
    gradeTenths += sum.gradeTenths;
    pointsTenths += sum.graded * tenths(assignments[i].points);
  });
  return {
    courseId: course._id,
    courseName: course.name,
    assignments: assignments.map((assignment, i) => ({
      _id: assignment._id,
      title: assignment.title,
      points: assignment.points,
      deadlineAt: assignment.deadlineAt,
      average: meanOfTenths(sums[i].gradeTenths, sums[i].graded),
      graded: sums[i].graded,
    })),
    quiz: quiz === null ? null : { title: quiz.title, countedAttempts: quiz.countedAttempts },
    students,
    average: percentOfTenths(gradeTenths, pointsTenths),
    // A page of member rows is never cut short.
    truncated: false,
    enrolled: await enrolledCountOf(ctx, course),
    continueCursor: page.continueCursor,
    isDone: page.isDone,
  };
}

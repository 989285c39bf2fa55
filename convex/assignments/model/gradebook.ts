/**
 * A course's whole gradebook: enrolled students × assignments, with averages both ways. The CSV
 * export reads it; the screen reads pages of it (gradebookPage.ts, ADR 0040).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import { extensionsByStudent, requireStaffCourse } from "./assignmentsAccess";
import { byName, courseMembers } from "../../courses/model/courseMembers";
import { tenths } from "./submissionCounts";
import { effectiveDeadlineAt, workOf, type WorkStatus } from "../../shared/submissionsStatus";
import type { AppUser } from "../../accounts/model/users";
import { gradebookQuizOf, quizCell } from "./gradebookQuiz";

/** Most submission rows one gradebook reads (students × assignments); beyond it `truncated` is set. */
export const GRADEBOOK_MAX_SUBMISSIONS = 16_000;
/** Most quiz attempts one whole gradebook reads for its quiz column; beyond it `truncated` is set. */
export const GRADEBOOK_MAX_QUIZ_ATTEMPTS = 8_000;

export type GradebookCell = { status: WorkStatus; grade: number | null };

export type Gradebook = {
  courseId: Id<"courses">;
  courseName: string;
  /**
   * Oldest first, like the columns of a paper gradebook. `average`: the mean grade, in points
   * (out of `points`, the assignment's maximum).
   */
  assignments: {
    _id: Id<"assignments">;
    title: string;
    points: number;
    deadlineAt: number;
    average: number | null;
    graded: number;
  }[];
  /**
   * The course's quiz (its own bank, or SPEC's bank named like it), or null when it has none;
   * `countedAttempts`: how many of a student's first attempts count (ADR 0056).
   */
  quiz: { title: string; countedAttempts: number } | null;
  /**
   * By name; `cells[i]` belongs to `assignments[i]` (a grade in that assignment's points).
   * `average`: the percentage of the points of their graded work they earned (one decimal); the
   * quiz is not in it. `quiz`: their best attempt that counts, in percent (one decimal); null for
   * none finished or no quiz.
   */
  students: {
    studentId: Id<"users">;
    name: string;
    email: string;
    average: number | null;
    cells: GradebookCell[];
    quiz: number | null;
  }[];
  /** Percentage of the points of every grade given in the course that those grades earned. */
  average: number | null;
  /** True when the course is larger than the gradebook reads (see the limits in docs/assignments.md). */
  truncated: boolean;
};

/** Mean rounded to one decimal; null for no values. Summed in tenths, like the kept sums (ADR 0040). */
export function mean(values: readonly number[]): number | null {
  return meanOfTenths(
    values.reduce((sum, value) => sum + tenths(value), 0),
    values.length,
  );
}

/** The mean of `count` grades whose sum is `sumTenths` tenths, rounded to one decimal; null for none. */
export function meanOfTenths(sumTenths: number, count: number): number | null {
  return count === 0 ? null : Math.round(sumTenths / count) / 10;
}

/**
 * What percentage of `pointsTenths` the grades summing to `gradeTenths` earned (both in tenths),
 * rounded to one decimal; null when nothing was graded. Grades out of different points weigh by
 * their points (10 / 20 and 100 / 100 make 110 / 120).
 */
export function percentOfTenths(gradeTenths: number, pointsTenths: number): number | null {
  return pointsTenths === 0 ? null : Math.round((gradeTenths * 1000) / pointsTenths) / 10;
}

/** The percentage of their points that these graded cells earned. */
export function percentOf(cells: readonly GradebookCell[], points: readonly number[]): number | null {
  let gradeTenths = 0;
  let pointsTenths = 0;
  cells.forEach((cell, i) => {
    if (cell.grade === null) return;
    gradeTenths += tenths(cell.grade);
    pointsTenths += tenths(points[i] ?? 0);
  });
  return percentOfTenths(gradeTenths, pointsTenths);
}

export async function gradebook(ctx: QueryCtx, user: AppUser, courseId: string): Promise<Gradebook> {
  const course = await requireStaffCourse(ctx, user, courseId);
  // The small member rows (ADR 0036): id, name and e-mail are all a gradebook row needs.
  const members = await courseMembers(ctx, course, ASSIGNMENT_LIMITS.students + 1);
  const assignments = await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_course_student", (q) => q.eq("courseId", course._id))
    .take(GRADEBOOK_MAX_SUBMISSIONS + 1);
  const extensionsOf = new Map<Id<"assignments">, Map<Id<"users">, Doc<"extensions">>>();
  for (const assignment of assignments)
    extensionsOf.set(assignment._id, await extensionsByStudent(ctx, assignment._id));
  const submissionOf = new Map(submissions.map((s) => [`${s.assignmentId}|${s.studentId}`, s]));

  const quiz = await gradebookQuizOf(ctx, course);
  let quizAttemptsRead = 0;
  const quizOf = new Map<Id<"users">, number | null>();
  for (const member of members.slice(0, ASSIGNMENT_LIMITS.students)) {
    if (quiz === null || quizAttemptsRead >= GRADEBOOK_MAX_QUIZ_ATTEMPTS) break;
    const cell = await quizCell(ctx, quiz, member.userId);
    quizAttemptsRead += cell.read;
    quizOf.set(member.userId, cell.percent);
  }

  const students = members.slice(0, ASSIGNMENT_LIMITS.students).map((member) => {
    const cells = assignments.map((assignment): GradebookCell => {
      const submission = submissionOf.get(`${assignment._id}|${member.userId}`) ?? null;
      const extension = extensionsOf.get(assignment._id)?.get(member.userId) ?? null;
      const work = workOf(submission, effectiveDeadlineAt(assignment, extension));
      return { status: work.status, grade: work.grade };
    });
    return {
      studentId: member.userId,
      name: member.name,
      email: member.email,
      average: percentOf(
        cells,
        assignments.map((assignment) => assignment.points),
      ),
      cells,
      quiz: quizOf.get(member.userId) ?? null,
    };
  });
  // The order of the screen's pages (the `by_course_name` index, ADR 0040).
  students.sort(byName);

  const columns = assignments.map((assignment, i) => {
    const grades = students.flatMap((s) => (s.cells[i].grade === null ? [] : [s.cells[i].grade]));
    return {
      _id: assignment._id,
      title: assignment.title,
      points: assignment.points,
      deadlineAt: assignment.deadlineAt,
      average: mean(grades),
      graded: grades.length,
    };
  });
  const points = assignments.map((assignment) => assignment.points);
  return {
    courseId: course._id,
    courseName: course.name,
    assignments: columns,
    quiz: quiz === null ? null : { title: quiz.title, countedAttempts: quiz.countedAttempts },
    students,
    average: percentOf(
      students.flatMap((s) => s.cells),
      students.flatMap(() => points),
    ),
    truncated:
      members.length > ASSIGNMENT_LIMITS.students ||
      submissions.length > GRADEBOOK_MAX_SUBMISSIONS ||
      quizAttemptsRead >= GRADEBOOK_MAX_QUIZ_ATTEMPTS,
  };
}

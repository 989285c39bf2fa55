/** Where a quiz's questions come from: which bank a course gets, reading a bank, seeding the shared ones. */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { canManageCourse, requireCourse } from "../../courses/model/courses";
import { findEnrollment } from "../../courses/model/enrollments";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { SHARED_BANK_QUESTIONS } from "./quizBanks";
import {
  COURSE_NAME_ARG_MAX,
  courseBankKey,
  courseKeyOfBank,
  DEFAULT_BANK,
  MAX_BANK_QUESTIONS,
  NOT_ENROLLED_FOR_QUIZ,
  SHARED_BANKS,
  sharedBankFor,
} from "../../shared/quizRules";

/**
 * A bank as the screens name it, and the course it was resolved from (when one was sent): its key
 * and id.
 */
export type BankRef = { key: string; title: string; courseKey?: string; courseId?: Id<"courses"> };

/** What the quiz screens send: the stored current course (SPEC §3 browser storage keys). */
export type CourseChoice = { courseName: string; courseId?: string };

/** The first `MAX_BANK_QUESTIONS` questions of a bank, in order. */
export async function bankQuestions(ctx: QueryCtx, bank: string): Promise<Doc<"quizQuestions">[]> {
  return await ctx.db
    .query("quizQuestions")
    .withIndex("by_bank_position", (q) => q.eq("bank", bank))
    .take(MAX_BANK_QUESTIONS);
}

/** Whether a bank has a question: one indexed read of at most one document. */
export async function bankHasQuestions(ctx: QueryCtx, bank: string): Promise<boolean> {
  return (
    (await ctx.db
      .query("quizQuestions")
      .withIndex("by_bank_position", (q) => q.eq("bank", bank))
      .first()) !== null
  );
}

/** A course's own quiz: its bank, the title the screens show, and where it comes from. */
export type CourseQuiz = { bank: string; title: string; source: "own" | "shared" };

/**
 * The quiz that is the course's own (ADR 0076), or null: its own bank when it has a question,
 * else SPEC's shared bank named like the course (SPEC §9's six). The JavaScript bank every other
 * course falls back to on its quiz page is practice only, never that course's quiz: null. The
 * certificate, the gradebook and My teaching all ask here. At most two one-document reads.
 */
export async function courseQuiz(ctx: QueryCtx, course: Doc<"courses">): Promise<CourseQuiz | null> {
  const own = courseBankKey(course.key);
  if (await bankHasQuestions(ctx, own)) return { bank: own, title: course.name, source: "own" };
  const shared = sharedBankFor(course.name);
  const namedForCourse = shared !== DEFAULT_BANK || course.name.trim() === DEFAULT_BANK;
  return namedForCourse && (await bankHasQuestions(ctx, shared))
    ? { bank: shared, title: shared, source: "shared" }
    : null;
}

/** Refuses a course name longer than any course's (the screens send the stored one). */
export function requireCourseNameArg(choice: CourseChoice): void {
  if (choice.courseName.length > COURSE_NAME_ARG_MAX) {
    throw appError("INVALID", "server.quiz.courseNameTooLong", { max: COURSE_NAME_ARG_MAX });
  }
}

/**
 * The bank a course gets (docs/quiz.md): with a courseId, the course's own bank when it has a
 * question, otherwise the shared bank of the course's name; with only a name, the shared bank of
 * that name (any unknown name gets JavaScript).
 */
export async function resolveBank(ctx: QueryCtx, choice: CourseChoice): Promise<BankRef> {
  requireCourseNameArg(choice);
  if (choice.courseId !== undefined) {
    const course = await requireCourse(ctx, choice.courseId);
    const own = courseBankKey(course.key);
    const from = { courseKey: course.key, courseId: course._id };
    if (await bankHasQuestions(ctx, own)) return { key: own, title: course.name, ...from };
    const shared = sharedBankFor(course.name);
    return { key: shared, title: shared, ...from };
  }
  const shared = sharedBankFor(choice.courseName);
  return { key: shared, title: shared };
}

/**
 * A course's own bank is its enrolled students' quiz only (issue #27): anyone else is refused.
 * The shared banks (SPEC §9) stay open to every student.
 */
export async function requireMayTake(ctx: QueryCtx, userId: Id<"users">, bank: BankRef): Promise<void> {
  if (courseKeyOfBank(bank.key) === null || bank.courseId === undefined) return;
  if ((await findEnrollment(ctx, userId, bank.courseId)) === null) {
    throw appError("FORBIDDEN", NOT_ENROLLED_FOR_QUIZ);
  }
}

/**
 * Who may see a bank's leaderboard: a shared bank's, every signed-in user; a course's own bank's
 * (names and scores of its students), its enrolled students, its teacher and Admins.
 */
export async function requireMaySeeBoard(ctx: QueryCtx, user: AppUser, bank: BankRef): Promise<void> {
  if (courseKeyOfBank(bank.key) === null || bank.courseId === undefined) return;
  if (user.role === "student") return await requireMayTake(ctx, user._id, bank);
  if (!canManageCourse(user, await requireCourse(ctx, bank.courseId))) {
    throw appError("FORBIDDEN", "server.quiz.leaderboardStaffOnly");
  }
}

/** The shared bank a course falls back to, and its own bank's key. */
export function bankKeysOf(course: Doc<"courses">): { own: string; shared: string } {
  return { own: courseBankKey(course.key), shared: sharedBankFor(course.name) };
}

/** Seeds every shared bank that has no question yet (one `bank_seeded` each); returns how many questions it added. Idempotent. */
export async function seedQuizBanks(ctx: MutationCtx): Promise<number> {
  let added = 0;
  for (const bank of SHARED_BANKS) {
    if (await bankHasQuestions(ctx, bank)) continue;
    const questions = SHARED_BANK_QUESTIONS[bank].map((q) => ({
      question: q.question,
      options: [...q.options],
      solution: q.solution,
      tags: [...q.tags],
    }));
    await emit(ctx, { type: "bank_seeded", v: 1, bank, questions });
    added += questions.length;
  }
  return added;
}

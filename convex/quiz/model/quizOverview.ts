/**
 * The rules page's facts for the caller: which quiz, how long, their allowance, an attempt in
 * progress, and the course's attempt rules with where they stand (ADR 0056).
 */
import type { QueryCtx } from "../../_generated/server";
import { deploymentConfig } from "../../lib/config";
import { allowanceOf } from "./quizAccommodations";
import { attemptTotal } from "./quizAttemptQuestions";
import { activeFor } from "./quizAttemptFind";
import { bankQuestions, requireMayTake, type CourseChoice } from "./quizBankStore";
import { drawTagsOf, standingOf } from "./quizSettings";
import { drawPoolOrEmpty } from "./quizDraw";
import { requiredQuiz } from "../../courses/model/certificates";
import { QUESTION_KINDS, type QuestionKind } from "../../shared/questionTypes";
import {
  countedAttempts,
  DEFAULT_BANK,
  QUESTIONS_PER_ATTEMPT,
  questionTimeMs,
  SECONDS_PER_QUESTION,
  type TimeAllowance,
} from "../../shared/quizRules";
import type { AppUser } from "../../accounts/model/users";

export type QuizOverview = {
  bankTitle: string;
  questionCount: number;
  /** SPEC's 30. */
  standardSeconds: number;
  /** Seconds per question for this student; null = untimed. */
  secondsPerQuestion: number | null;
  allowance: TimeAllowance;
  /** An attempt in progress: Start Quiz resumes it. */
  inProgress: boolean;
  /** The kinds of question a new attempt may ask (the rules say how each is answered). */
  kinds: QuestionKind[];
  /** The quiz's attempt rules and the caller's standing under them. */
  attempts: {
    /** Attempts allowed; null = no limit. */
    max: number | null;
    /** Attempts taken so far (counted when there is a limit; 0 otherwise). */
    used: number;
    cooldownMinutes: number;
    /** When the next attempt may start (server clock), when a cool-down runs after the last one. */
    nextAttemptAt: number | null;
    /**
     * How many first attempts count towards the course's certificate; null when this quiz is not
     * one a certificate needs (practice only, or the teacher said so: ADR 0076).
     */
    countForCertificate: number | null;
  };
};

/**
 * Whether this bank is the one a certificate needs: the course's required quiz (ADR 0076); with
 * only a course name (SPEC's quiz), SPEC's bank named like a course counts for that course.
 */
async function countsForCertificate(ctx: QueryCtx, choice: CourseChoice, bank: string): Promise<boolean> {
  if (choice.courseId === undefined) return bank !== DEFAULT_BANK || choice.courseName.trim() === DEFAULT_BANK;
  const courseId = ctx.db.normalizeId("courses", choice.courseId);
  const course = courseId === null ? null : await ctx.db.get("courses", courseId);
  return course !== null && (await requiredQuiz(ctx, course))?.bank === bank;
}

export async function overview(ctx: QueryCtx, user: AppUser, choice: CourseChoice): Promise<QuizOverview> {
  // An attempt in progress from this course is its quiz until finished (ADR 0037): its title and count.
  const found = await activeFor(ctx, user._id, choice);
  const allowance = await allowanceOf(ctx, user._id);
  const ms = questionTimeMs(allowance, deploymentConfig.quizQuestionMs);
  const { active } = found;
  if (active === null) await requireMayTake(ctx, user._id, found.bank);
  const bank = active === null ? found.bank.key : active.bank;
  const standing = await standingOf(ctx, user._id, bank);
  // What a new attempt draws from: the bank's questions with the course's draw tags.
  const pool = drawPoolOrEmpty(await bankQuestions(ctx, bank), await drawTagsOf(ctx, bank));
  return {
    bankTitle: active === null ? found.bank.title : active.bankTitle,
    // A new attempt asks at most QUESTIONS_PER_ATTEMPT of the pool's questions (drawn at random).
    questionCount: active === null ? Math.min(QUESTIONS_PER_ATTEMPT, pool.length) : attemptTotal(active),
    standardSeconds: SECONDS_PER_QUESTION,
    secondsPerQuestion: ms === null ? null : ms / 1000,
    allowance,
    inProgress: active !== null,
    kinds: QUESTION_KINDS.filter((kind) => pool.some((q) => q.solution.kind === kind)),
    attempts: {
      max: standing.maxAttempts,
      used: standing.used,
      cooldownMinutes: standing.cooldownMinutes,
      nextAttemptAt: standing.nextAttemptAt,
      countForCertificate: (await countsForCertificate(ctx, choice, bank)) ? countedAttempts(standing) : null,
    },
  };
}

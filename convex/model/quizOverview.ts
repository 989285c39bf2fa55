/** The rules page's facts for the caller: which quiz, how long, their allowance, an attempt in progress. */
import type { QueryCtx } from "../_generated/server";
import { allowanceOf } from "./quizAccommodations";
import { attemptTotal } from "./quizAttemptQuestions";
import { findActive } from "./quizAttempts";
import { bankQuestions, resolveBank, type CourseChoice } from "./quizBankStore";
import { questionTimeMs, SECONDS_PER_QUESTION, type TimeAllowance } from "./quizRules";
import type { AppUser } from "./users";

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
};

export async function overview(ctx: QueryCtx, user: AppUser, choice: CourseChoice): Promise<QuizOverview> {
  const bank = await resolveBank(ctx, choice);
  const allowance = await allowanceOf(ctx, user._id);
  const ms = questionTimeMs(allowance);
  const active = await findActive(ctx, user._id, bank.key);
  return {
    bankTitle: bank.title,
    questionCount: active === null ? (await bankQuestions(ctx, bank.key)).length : attemptTotal(active),
    standardSeconds: SECONDS_PER_QUESTION,
    secondsPerQuestion: ms === null ? null : ms / 1000,
    allowance,
    inProgress: active !== null,
  };
}

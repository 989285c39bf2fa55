/** The rules page's facts for the caller: which quiz, how long, their allowance, an attempt in progress. */
import type { QueryCtx } from "../../_generated/server";
import { deploymentConfig } from "../../lib/config";
import { allowanceOf } from "./quizAccommodations";
import { attemptTotal } from "./quizAttemptQuestions";
import { activeFor } from "./quizAttemptFind";
import { bankQuestions, type CourseChoice } from "./quizBankStore";
import { questionTimeMs, SECONDS_PER_QUESTION, type TimeAllowance } from "../../shared/quizRules";
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
};

export async function overview(ctx: QueryCtx, user: AppUser, choice: CourseChoice): Promise<QuizOverview> {
  // An attempt in progress from this course is its quiz until finished (ADR 0037): its title and count.
  const found = await activeFor(ctx, user._id, choice);
  const allowance = await allowanceOf(ctx, user._id);
  const ms = questionTimeMs(allowance, deploymentConfig.quizQuestionMs);
  const { active } = found;
  return {
    bankTitle: active === null ? found.bank.title : active.bankTitle,
    questionCount: active === null ? (await bankQuestions(ctx, found.bank.key)).length : attemptTotal(active),
    standardSeconds: SECONDS_PER_QUESTION,
    secondsPerQuestion: ms === null ? null : ms / 1000,
    allowance,
    inProgress: active !== null,
  };
}

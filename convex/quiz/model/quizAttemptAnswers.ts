/**
 * The locks of an attempt's questions (ADR 0037). Each lock (an answer or a timeout) is one small
 * `quizAttemptAnswers` row, written once by the quiz projector (`quiz_answered`, `quiz_timed_out`),
 * so the attempt document keeps the same size all the way through, and the calls made on every
 * question read the attempt plus, at most, the one row of the question on screen. While the
 * attempt runs, its `score` and `durationMs` count the questions before `index`: Next and Finish
 * add the question they leave, and `scoreWith` adds the locked question on screen for the views.
 * Every reader goes through this file.
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { Response } from "../../shared/questionTypes";
import { addCredit } from "../../shared/quizRules";
import { attemptTotal } from "./quizAttemptQuestions";

type Attempt = Doc<"quizAttempts">;

/**
 * What was answered, as shown (null: the time ran out), the credit it earned (0..1), whether it was
 * fully right, the time spent on it.
 */
export type Lock = { response: Response | null; credit: number; correct: boolean; elapsedMs: number };

async function lockRow(ctx: QueryCtx, attemptKey: string, index: number) {
  return await ctx.db
    .query("quizAttemptAnswers")
    .withIndex("by_attempt_index", (q) => q.eq("attemptKey", attemptKey).eq("index", index))
    .unique();
}

/** Whether question `index` of the attempt `attemptKey` is locked, without reading the attempt. */
export async function hasLockRow(ctx: QueryCtx, attemptKey: string, index: number): Promise<boolean> {
  return (await lockRow(ctx, attemptKey, index)) !== null;
}

/** The lock of question `index`, or null while it is open. */
export async function lockAt(ctx: QueryCtx, attempt: Attempt, index: number): Promise<Lock | null> {
  const row = await lockRow(ctx, attempt.key, index);
  return row === null
    ? null
    : { response: row.response, credit: row.credit, correct: row.correct, elapsedMs: row.elapsedMs };
}

/** Credits so far (may be fractional), the question on screen included (`lock`: its lock, or null while open). */
export function scoreWith(attempt: Attempt, lock: Lock | null): number {
  if (attempt.status === "finished") return attempt.score;
  return addCredit(attempt.score, lock?.credit ?? 0);
}

/** The time spent so far, the locked question on screen (`lock`) included: at Finish, the tie-breaker. */
export function elapsedWith(attempt: Attempt, lock: Lock): number {
  return attempt.durationMs + lock.elapsedMs;
}

/** How many questions are locked and the credits so far, for a list of attempts (one row read per active one). */
export async function progressOf(ctx: QueryCtx, attempt: Attempt): Promise<{ answered: number; score: number }> {
  // Finish needs every question locked.
  if (attempt.status === "finished") return { answered: attemptTotal(attempt), score: attempt.score };
  const lock = await lockAt(ctx, attempt, attempt.index);
  return { answered: attempt.index + (lock === null ? 0 : 1), score: scoreWith(attempt, lock) };
}

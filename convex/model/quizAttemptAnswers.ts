/**
 * The locks of an attempt's questions (ADR 0037). Each lock (an answer or a timeout) is one small
 * `quizAttemptAnswers` row, written once, so the attempt document keeps the same size all the way
 * through: an answer inserts a row instead of rewriting a growing attempt, and the calls made on
 * every question read the attempt plus, at most, the one row of the question on screen.
 *
 * Attempts whose `answers` array has an entry (started before ADR 0037, and answered) keep using
 * it; every other attempt, old ones not yet answered included, uses rows: its `answers` stays
 * empty, so the form never changes midway. In the row form `score` and `durationMs` count the
 * questions before `index` while the attempt runs: Next and Finish add the question they leave,
 * and `scoreWith` adds the locked question on screen for the views.
 * Every reader goes through this file.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { attemptTotal } from "./quizAttemptQuestions";

type Attempt = Doc<"quizAttempts">;

/** What was chosen (null: the time ran out), whether it scored, the time spent on it. */
export type Lock = { chosen: number | null; correct: boolean; elapsedMs: number };

function usesRows(attempt: Attempt): boolean {
  return attempt.answers.length === 0;
}

async function lockRow(ctx: QueryCtx, attemptId: Id<"quizAttempts">, index: number) {
  return await ctx.db
    .query("quizAttemptAnswers")
    .withIndex("by_attempt_index", (q) => q.eq("attemptId", attemptId).eq("index", index))
    .unique();
}

/** Whether question `index` has a lock row, without reading the attempt (false for the array form). */
export async function hasLockRow(ctx: QueryCtx, attemptId: Id<"quizAttempts">, index: number): Promise<boolean> {
  return (await lockRow(ctx, attemptId, index)) !== null;
}

/** The lock of question `index`, or null while it is open. */
export async function lockAt(ctx: QueryCtx, attempt: Attempt, index: number): Promise<Lock | null> {
  if (!usesRows(attempt)) return attempt.answers[index] ?? null;
  const row = await lockRow(ctx, attempt._id, index);
  return row === null ? null : { chosen: row.chosen, correct: row.correct, elapsedMs: row.elapsedMs };
}

/** Locks the question on screen with `lock` (the array form also changes `attempt` in memory). */
export async function writeLock(ctx: MutationCtx, attempt: Attempt, lock: Lock): Promise<void> {
  if (usesRows(attempt)) {
    await ctx.db.insert("quizAttemptAnswers", { attemptId: attempt._id, index: attempt.index, ...lock });
    return;
  }
  attempt.answers = [...attempt.answers, lock];
  attempt.score += lock.correct ? 1 : 0;
  await ctx.db.patch("quizAttempts", attempt._id, { answers: attempt.answers, score: attempt.score });
}

/** Right answers so far, the question on screen included (`lock`: its lock, or null while open). */
export function scoreWith(attempt: Attempt, lock: Lock | null): number {
  if (!usesRows(attempt) || attempt.status === "finished") return attempt.score;
  return attempt.score + (lock?.correct === true ? 1 : 0);
}

/** The time spent so far, the locked question on screen (`lock`) included: at Finish, the tie-breaker. */
export function elapsedWith(attempt: Attempt, lock: Lock): number {
  if (!usesRows(attempt)) return attempt.answers.reduce((sum, answer) => sum + answer.elapsedMs, 0);
  return (attempt.durationMs ?? 0) + lock.elapsedMs;
}

/** The progress Next writes when it leaves the locked question on screen (`lock`). */
export function progressLeaving(attempt: Attempt, lock: Lock): { score: number; durationMs?: number } {
  if (!usesRows(attempt)) return { score: attempt.score };
  return { score: scoreWith(attempt, lock), durationMs: elapsedWith(attempt, lock) };
}

/** How many questions are locked and how many scored, for a list of attempts (one row read per active one). */
export async function progressOf(ctx: QueryCtx, attempt: Attempt): Promise<{ answered: number; score: number }> {
  if (!usesRows(attempt)) return { answered: attempt.answers.length, score: attempt.score };
  // Finish needs every question locked.
  if (attempt.status === "finished") return { answered: attemptTotal(attempt), score: attempt.score };
  const lock = await lockAt(ctx, attempt, attempt.index);
  return { answered: attempt.index + (lock === null ? 0 : 1), score: scoreWith(attempt, lock) };
}

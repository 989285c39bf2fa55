/**
 * An attempt's question snapshot, one document per question in `quizAttemptQuestions`, written
 * once when the attempt starts (ADR 0033). The attempt document itself keeps only the progress,
 * so the calls made on every question read and rewrite a small document and fetch just the one
 * question they need. Attempts started before ADR 0033 embed the snapshot in `questions`; every
 * reader goes through `questionAt` and `attemptTotal`, which accept either form.
 * Nothing here is returned to a client as is: a question's `answer` is the right option.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MAX_BANK_QUESTIONS } from "./quizRules";

/** One question as the attempt froze it. `answer` is the right option (1-based): server only. */
export type SnapshotQuestion = { question: string; options: string[]; answer: number };

/** Questions in the attempt (N of 'You scored X out of N'). */
export function attemptTotal(attempt: Doc<"quizAttempts">): number {
  return attempt.questionCount ?? attempt.questions?.length ?? 0;
}

/** Question `index` (0-based) of the attempt's snapshot; null when the attempt has no such question. */
export async function questionAt(
  ctx: QueryCtx,
  attempt: Doc<"quizAttempts">,
  index: number,
): Promise<SnapshotQuestion | null> {
  if (attempt.questions !== undefined) return attempt.questions[index] ?? null;
  const row = await ctx.db
    .query("quizAttemptQuestions")
    .withIndex("by_attempt_index", (q) => q.eq("attemptId", attempt._id).eq("index", index))
    .unique();
  return row === null ? null : { question: row.question, options: row.options, answer: row.answer };
}

/** Writes the snapshot of a new attempt, one document per question, in order. */
export async function writeSnapshot(
  ctx: MutationCtx,
  attemptId: Id<"quizAttempts">,
  questions: SnapshotQuestion[],
): Promise<void> {
  for (const [index, { question, options, answer }] of questions.entries()) {
    await ctx.db.insert("quizAttemptQuestions", { attemptId, index, question, options, answer });
  }
}

/** Deletes an attempt, its question snapshot and its lock rows (ADR 0037); a bank holds at most MAX_BANK_QUESTIONS. */
export async function deleteAttempt(ctx: MutationCtx, attemptId: Id<"quizAttempts">): Promise<void> {
  const rows = await ctx.db
    .query("quizAttemptQuestions")
    .withIndex("by_attempt_index", (q) => q.eq("attemptId", attemptId))
    .take(MAX_BANK_QUESTIONS);
  for (const row of rows) await ctx.db.delete("quizAttemptQuestions", row._id);
  const locks = await ctx.db
    .query("quizAttemptAnswers")
    .withIndex("by_attempt_index", (q) => q.eq("attemptId", attemptId))
    .take(MAX_BANK_QUESTIONS);
  for (const lock of locks) await ctx.db.delete("quizAttemptAnswers", lock._id);
  await ctx.db.delete("quizAttempts", attemptId);
}

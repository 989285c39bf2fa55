/**
 * An attempt's question snapshot, one document per question in `quizAttemptQuestions`, written
 * once when the attempt starts (ADR 0033, by the quiz projector from `quiz_started`). The attempt
 * document itself keeps only the progress, so the calls made on every question read and rewrite a
 * small document and fetch just the one question they need.
 * Nothing here is returned to a client as is: a question's `solution` is its key.
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { Solution } from "../../shared/questionTypes";

/**
 * One question as the attempt froze it: the bank question's key and its content then, options and
 * `solution` (the key: server only) in the bank's order, the explanation, and `optionOrder`, the
 * order the options are shown in (model/quizDraw.ts; [] without options).
 */
export type SnapshotQuestion = {
  questionKey: string;
  question: string;
  options: string[];
  solution: Solution;
  explanation?: string;
  optionOrder: number[];
};

/** Questions in the attempt (N of 'You scored X out of N'). */
export function attemptTotal(attempt: Doc<"quizAttempts">): number {
  return attempt.questionCount;
}

/** Question `index` (0-based) of the attempt's snapshot; null when the attempt has no such question. */
export async function questionAt(
  ctx: QueryCtx,
  attempt: Doc<"quizAttempts">,
  index: number,
): Promise<SnapshotQuestion | null> {
  const row = await ctx.db
    .query("quizAttemptQuestions")
    .withIndex("by_attempt_index", (q) => q.eq("attemptId", attempt._id).eq("index", index))
    .unique();
  return row === null
    ? null
    : {
        questionKey: row.questionKey,
        question: row.question,
        options: row.options,
        solution: row.solution,
        ...(row.explanation !== undefined ? { explanation: row.explanation } : {}),
        optionOrder: row.optionOrder,
      };
}

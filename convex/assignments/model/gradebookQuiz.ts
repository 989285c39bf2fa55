/**
 * The course's quiz in the gradebook (issue #31, ADR 0078): a column beside the assignments with
 * each student's best attempt that counts (ADR 0056: their first N attempts in the bank, N the
 * teacher's limit, 1 with none), in percent of its questions; none yet shows "—".
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { countedAttempts } from "../../shared/quizRules";
import { courseQuiz } from "../../quiz/model/quizBankStore";
import { firstAttempts, rulesFor } from "../../quiz/model/quizSettings";

/** The course's quiz as a gradebook column: its bank, its title and how many attempts count. */
export type GradebookQuiz = { bank: string; title: string; countedAttempts: number };

/**
 * The course's quiz as a column, or null: the course's own quiz (`courseQuiz`, ADR 0076). The
 * JavaScript bank every other course practises with is not that course's quiz: its attempts may
 * come from any course, so it gets no column.
 */
export async function gradebookQuizOf(ctx: QueryCtx, course: Doc<"courses">): Promise<GradebookQuiz | null> {
  const quiz = await courseQuiz(ctx, course);
  if (quiz === null) return null;
  return { bank: quiz.bank, title: quiz.title, countedAttempts: countedAttempts(await rulesFor(ctx, quiz.bank)) };
}

/**
 * A score in percent of its questions, one decimal, rounded down (so 69.96 % never shows as a pass
 * mark of 70 it did not reach); worked in hundredths, as credits are.
 */
export function quizPercent(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.round(score * 100) * 10) / total) / 10;
}

/**
 * The student's best finished attempt among those that count, in percent; null when none is
 * finished, and how many attempts it read: at most `countedAttempts` (≤ MAX_ATTEMPTS_LIMIT) small attempt documents.
 */
export async function quizCell(
  ctx: QueryCtx,
  quiz: GradebookQuiz,
  studentId: Id<"users">,
): Promise<{ percent: number | null; read: number }> {
  const counted = await firstAttempts(ctx, studentId, quiz.bank, quiz.countedAttempts);
  let best: number | null = null;
  for (const attempt of counted) {
    if (attempt.status !== "finished") continue;
    const percent = quizPercent(attempt.score, attempt.questionCount);
    if (best === null || percent > best) best = percent;
  }
  return { percent: best, read: counted.length };
}

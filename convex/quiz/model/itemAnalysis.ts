/**
 * Item analysis of a course's own quiz bank (docs/quiz.md "Item analysis", ADR 0078): for the
 * course's teacher and Admins only, as it names each question's key. Two indexed, bounded reads:
 * the bank's questions and its latest ITEM_ANALYSIS_ANSWERS kept answers (`quizItemAnswers`);
 * the figures are worked out by the pure functions of itemStats.ts.
 */
import type { QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { courseBankKey } from "../../shared/quizRules";
import { ITEM_ANALYSIS_ANSWERS } from "../../shared/itemAnalysisRules";
import { requireBankCourse } from "./quizBankEditor";
import { bankQuestions } from "./quizBankStore";
import { bankItemStats, type ItemAnswer, type ItemStats } from "./itemStats";

export type ItemAnalysis = {
  courseName: string;
  /** The answers the figures are based on (at most `window`, the latest). */
  answersRead: number;
  window: number;
  /** One per question of the course's own bank, in the bank's order ([] when it has none). */
  items: (ItemStats & { position: number })[];
};

/** `window`: the answers read (ITEM_ANALYSIS_ANSWERS; tests pass a small one to prove the bound). */
export async function itemAnalysis(
  ctx: QueryCtx,
  user: AppUser,
  courseId: string,
  window: number = ITEM_ANALYSIS_ANSWERS,
): Promise<ItemAnalysis> {
  const course = await requireBankCourse(ctx, user, courseId);
  const bank = courseBankKey(course.key);
  const questions = await bankQuestions(ctx, bank);
  const rows =
    questions.length === 0
      ? []
      : await ctx.db
          .query("quizItemAnswers")
          .withIndex("by_bank", (q) => q.eq("bank", bank))
          .order("desc")
          .take(window);
  const answers: ItemAnswer[] = rows.map((row) => ({
    questionKey: row.questionKey,
    credit: row.credit,
    elapsedMs: row.elapsedMs,
    ...(row.response !== undefined ? { response: row.response } : {}),
    ...(row.attemptScore !== undefined ? { attemptScore: row.attemptScore } : {}),
    ...(row.attemptTotal !== undefined ? { attemptTotal: row.attemptTotal } : {}),
  }));
  const stats = bankItemStats(
    questions.map((q) => ({ key: q.key, question: q.question, options: q.options, solution: q.solution })),
    answers,
  );
  return {
    courseName: course.name,
    answersRead: rows.length,
    window,
    items: stats.map((item, i) => ({ ...item, position: i + 1 })),
  };
}

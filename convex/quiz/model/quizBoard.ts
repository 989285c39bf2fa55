/**
 * The leaderboard (best finished attempt per student and bank: best score, then shortest time)
 * and a student's own past attempts. The quiz projector keeps `quizBest` from `quiz_finished`: one
 * row per student and bank, so no document is written by everyone at once. Reads are indexed and
 * bounded: a leaderboard view reads LEADERBOARD_SIZE rows of `quizBest` plus the caller's own row,
 * however many attempts exist.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { progressOf } from "./quizAttemptAnswers";
import { attemptTotal } from "./quizAttemptQuestions";
import { requireMaySeeBoard, resolveBank, type CourseChoice } from "./quizBankStore";
import { LEADERBOARD_SIZE } from "../../shared/quizRules";
import type { AppUser } from "../../accounts/model/users";

export async function bestOf(ctx: QueryCtx, userId: Id<"users">, bank: string): Promise<Doc<"quizBest"> | null> {
  return await ctx.db
    .query("quizBest")
    .withIndex("by_user_bank", (q) => q.eq("userId", userId).eq("bank", bank))
    .unique();
}

export type LeaderboardRow = {
  rank: number;
  displayName: string;
  score: number;
  total: number;
  durationMs: number;
  finishedAt: number;
  isMe: boolean;
};

export type Leaderboard = {
  bankTitle: string;
  rows: LeaderboardRow[];
  /** The caller's own best in this bank (whether or not it is in the top rows); null if none. */
  me: { score: number; total: number; durationMs: number } | null;
};

/** The top LEADERBOARD_SIZE of the course's bank: score desc, then time asc, then who finished first. */
export async function leaderboard(ctx: QueryCtx, user: AppUser, choice: CourseChoice): Promise<Leaderboard> {
  const bank = await resolveBank(ctx, choice);
  await requireMaySeeBoard(ctx, user, bank);
  const top = await ctx.db
    .query("quizBest")
    .withIndex("by_bank_rank", (q) => q.eq("bank", bank.key))
    .take(LEADERBOARD_SIZE);
  const mine = top.find((row) => row.userId === user._id) ?? (await bestOf(ctx, user._id, bank.key));
  return {
    bankTitle: bank.title,
    rows: top.map((row, i) => ({
      rank: i + 1,
      displayName: row.displayName,
      score: row.score,
      total: row.total,
      durationMs: row.durationMs,
      finishedAt: row.finishedAt,
      isMe: row.userId === user._id,
    })),
    me: mine === null ? null : { score: mine.score, total: mine.total, durationMs: mine.durationMs },
  };
}

/** Largest page of past attempts. */
export const MAX_ATTEMPTS_PAGE = 50;

export type PastAttempt = {
  attemptId: Id<"quizAttempts">;
  bankTitle: string;
  status: "active" | "finished";
  score: number;
  total: number;
  answered: number;
  startedAt: number;
  finishedAt: number | null;
  durationMs: number | null;
};

/** The caller's attempts in every bank, newest first, paginated. No questions, no answers. */
export async function myAttempts(
  ctx: QueryCtx,
  user: AppUser,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<PastAttempt>> {
  const result = await ctx.db
    .query("quizAttempts")
    .withIndex("by_user", (q) => q.eq("userId", user._id))
    .order("desc")
    .paginate({ ...paginationOpts, numItems: Math.min(paginationOpts.numItems, MAX_ATTEMPTS_PAGE) });
  const page: PastAttempt[] = [];
  for (const a of result.page) {
    const { answered, score } = await progressOf(ctx, a);
    page.push({
      attemptId: a._id,
      bankTitle: a.bankTitle,
      status: a.status,
      score,
      total: attemptTotal(a),
      answered,
      startedAt: a.startedAt,
      finishedAt: a.finishedAt ?? null,
      // A running attempt's durationMs is a partial sum (ADR 0037): it has none to show yet.
      durationMs: a.status === "finished" ? a.durationMs : null,
    });
  }
  return { ...result, page };
}

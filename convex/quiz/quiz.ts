/**
 * The timed quiz, student side (SPEC §2 quiz rules and quiz page, §4 quiz states). Thin wrappers
 * over model/quiz*.ts; rules, API and the clock design in docs/quiz.md and ADR 0013.
 * The screens send the stored current course: `courseName`, and `courseId` when they have it.
 * The calls made on every question (current, answer, next, syncClock) take the caller's id only
 * (ADR 0035, ADR 0037): they touch the caller's own attempt, so staff, who never have one, get
 * nothing from them ("not found", or null from `current`).
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import {
  authedQuery,
  internalMutation,
  signedInMutation,
  signedInQuery,
  studentMutation,
  studentQuery,
} from "../functions";
import { responseValidator } from "./model/questionValidators";
import * as attempts from "./model/quizAttempts";
import * as board from "./model/quizBoard";
import { overview as quizOverview } from "./model/quizOverview";

const course = { courseName: v.string(), courseId: v.optional(v.string()) };

/** The rules page: bank title, question count, the caller's seconds per question and allowance, whether an attempt is in progress. */
export const overview = studentQuery({
  args: course,
  handler: async (ctx, args) => await quizOverview(ctx, ctx.user, args),
});

/** Start Quiz: resumes the attempt in progress in the course's bank, or starts a new one. Returns { attemptId, attemptKey, resumed, serverNow }. */
export const start = studentMutation({
  args: course,
  handler: async (ctx, args) => await attempts.startAttempt(ctx, ctx.user, args),
});

/**
 * /quizpage (live): the attempt in progress in the course's bank, else the last finished one
 * (the result screen), else null. The right option appears only in `locked`, once locked.
 */
export const current = signedInQuery({
  args: course,
  handler: async (ctx, args) => await attempts.currentView(ctx, ctx.userId, args),
});

/**
 * Answers question `index` (0-based, the one on screen) with `response` (choice positions as
 * shown; text for text and number questions). The first answer locks it with its credit; returns
 * { outcome, serverNow, locked } (locked carries the right answer and the explanation).
 */
export const answer = signedInMutation({
  args: { attemptId: v.id("quizAttempts"), index: v.number(), response: responseValidator },
  handler: async (ctx, args) => await attempts.answerQuestion(ctx, ctx.userId, args),
});

/** Next: leaves locked question `index` for the next one with a fresh clock. Returns { index, deadline, serverNow }. */
export const next = signedInMutation({
  args: { attemptId: v.id("quizAttempts"), index: v.number() },
  handler: async (ctx, args) => await attempts.nextQuestion(ctx, ctx.userId, args),
});

/** Finish (after the last question is locked). Returns { score, total, durationMs, serverNow }; idempotent. */
export const finish = studentMutation({
  args: { attemptId: v.id("quizAttempts") },
  handler: async (ctx, { attemptId }) => await attempts.finishAttempt(ctx, ctx.user, attemptId),
});

/** Writes nothing: the server's clock, for the client's offset measurement (docs/quiz.md). */
export const syncClock = signedInMutation({
  args: {},
  handler: async () => ({ serverNow: Date.now() }),
});

/** The live leaderboard of the course's bank (top 10: score desc, then time asc) and the caller's best. A shared bank's: any signed-in user; a course's own: its students, its teacher and Admins. */
export const leaderboard = authedQuery({
  args: course,
  handler: async (ctx, args) => await board.leaderboard(ctx, ctx.user, args),
});

/** The caller's own attempts in every bank, newest first (paginated, at most 50 a page). */
export const myAttempts = studentQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => await board.myAttempts(ctx, ctx.user, paginationOpts),
});

/** Scheduled at each deadline + grace: locks the question as timed out unless it moved on. Names the attempt by its key, which a rebuild keeps. */
export const lockExpired = internalMutation({
  args: { attemptKey: v.string(), index: v.number() },
  handler: async (ctx, args) => await attempts.lockExpired(ctx, args),
});

/**
 * The player's side of the live game (docs/live-game.md, ADRs 0079 and 0083): joining with the code,
 * the player's seat and the shared live view, answering, and the finished games of their history. An answer and a
 * player's view touch only the game row, the question and the player's own rows: 200 players
 * answering together never write one document (ADR 0051), and no player's view reads another's answer.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { countWrongGuess, requireGuessLeft } from "../../courses/model/joinCodeRateLimit";
import { findEnrollment } from "../../courses/model/enrollments";
import { emit } from "../../events/emit";
import { bankResponseOf, shownRightOptions } from "../../quiz/model/quizDraw";
import { appError } from "../../lib/appError";
import {
  GAME_ANSWER_GRACE_MS,
  GAME_HISTORY_MAX,
  PLAYER_ROWS_SCANNED,
  GAME_MAX_PLAYERS,
  GAME_MESSAGES,
  GAME_PODIUM_SIZE,
  GAME_QUESTIONS,
  gamePoints,
  normalizeGameCode,
} from "../../shared/gameRules";
import { isChoiceKind, responseProblem, scoreResponse, typedSolution, type Response } from "../../shared/questionTypes";
import type { GameJoinResult, GameLive, GameResult, PlayerSeat } from "../types";
import { gameQuestionView, standings } from "./gameHost";
import { answerOf, liveGameByCode, playerOf, questionAt, requireGame } from "./gameStore";
import { gameTicket, requireCurrentTicket, ticketEpoch } from "./gameTicket";

const refused = (message: string): GameJoinResult => ({ ok: false, message });

/**
 * A student joins the live game with this code, under their profile's display name. Rejoining
 * returns the same player. A wrong code (malformed, unknown, ended) or a game of a course they are
 * not enrolled in is returned, not thrown, so the wrong guess it counts is kept (courses/joinCodes.ts).
 */
export async function joinGame(ctx: MutationCtx, user: AppUser, rawCode: string): Promise<GameJoinResult> {
  if (user.role !== "student") throw appError("FORBIDDEN", GAME_MESSAGES.staffCannotJoin);
  const code = rawCode.length > 32 ? null : normalizeGameCode(rawCode);
  if (code === null) return refused(GAME_MESSAGES.invalidCode);
  await requireGuessLeft(ctx, user._id);
  const game = await liveGameByCode(ctx, code);
  const enrolled = game !== null && (await findEnrollment(ctx, user._id, game.courseId)) !== null;
  if (game === null || !enrolled) {
    await countWrongGuess(ctx, user._id);
    return refused(game === null ? GAME_MESSAGES.unknownCode : GAME_MESSAGES.notEnrolled);
  }
  const existing = await playerOf(ctx, game._id, user._id);
  if (existing !== null) return existing.removed ? refused(GAME_MESSAGES.removed) : { ok: true, gameId: game._id };
  // Seats: the players in play (one index range; joins in the same instant retry, as OCC does).
  const seated = await ctx.db
    .query("quizGamePlayers")
    .withIndex("by_game_rank", (q) => q.eq("gameId", game._id).eq("removed", false))
    .take(GAME_MAX_PLAYERS);
  if (seated.length >= GAME_MAX_PLAYERS) return refused(GAME_MESSAGES.full);
  await emit(ctx, {
    type: "game_joined",
    v: 1,
    actorId: user._id,
    entityKey: game.key,
    gameKey: game.key,
    displayName: user.displayName,
    atIndex: game.index,
  });
  return { ok: true, gameId: game._id };
}

async function requirePlayer(
  ctx: QueryCtx,
  userId: Id<"users">,
  rawId: string,
): Promise<{ game: Doc<"quizGames">; player: Doc<"quizGamePlayers"> }> {
  const game = await requireGame(ctx, rawId);
  const player = await playerOf(ctx, game._id, userId);
  if (player === null) throw appError("NOT_FOUND", GAME_MESSAGES.notFound);
  return { game, player };
}

/**
 * Answers open question `index` (choice positions as shown): one answer per question, while it is
 * open (until closesAt + grace). Scored now; the points reach the score when the question closes.
 */
export async function answerQuestion(
  ctx: MutationCtx,
  userId: Id<"users">,
  args: { gameId: string; index: number; response: Response },
): Promise<{ accepted: true }> {
  const now = Date.now();
  const { game, player } = await requirePlayer(ctx, userId, args.gameId);
  if (player.removed) throw appError("FORBIDDEN", GAME_MESSAGES.removed);
  if (game.index < 0 || args.index > game.index || !Number.isInteger(args.index) || game.phase === "lobby") {
    throw appError("CONFLICT", GAME_MESSAGES.notOpen);
  }
  if (player.joinedAtIndex >= args.index) throw appError("CONFLICT", GAME_MESSAGES.waitForNext);
  if ((await answerOf(ctx, game._id, args.index, player._id)) !== null) {
    throw appError("CONFLICT", GAME_MESSAGES.alreadyAnswered);
  }
  const open = game.phase === "question" && args.index === game.index && game.closesAt !== null;
  if (!open || game.closesAt === null || game.openedAt === null || now > game.closesAt + GAME_ANSWER_GRACE_MS) {
    throw appError("CONFLICT", GAME_MESSAGES.timeIsUp);
  }
  const question = await questionAt(ctx, game._id, args.index);
  if (question === null) throw appError("NOT_FOUND", GAME_MESSAGES.notFound);
  const problem = responseProblem(question.solution.kind, question.optionOrder.length, args.response);
  if (problem !== null) throw appError("INVALID", problem);
  const { credit, correct } = scoreResponse(question.solution, bankResponseOf(question, args.response));
  const limitMs = game.closesAt - game.openedAt;
  const elapsedMs = Math.min(Math.max(now - game.openedAt, 0), limitMs);
  await emit(ctx, {
    type: "game_answered",
    v: 1,
    actorId: userId,
    entityKey: game.key,
    gameKey: game.key,
    index: args.index,
    questionKey: question.questionKey,
    question: question.question,
    response: args.response,
    credit,
    correct,
    points: gamePoints(credit, elapsedMs, limitMs),
    elapsedMs,
  });
  return { accepted: true };
}

/**
 * The player's own part of their phone (issue #32): the ticket to the shared view, their name,
 * their answers (with the result of each closed question), score and rank. Reads their own player
 * row and their own answers (one index range, ≤ GAME_QUESTIONS) and not the game row, so another
 * player's answer or the host opening a question never re-runs it. A result shows only once its
 * question closed (`revealedThrough`, set by the close): no key before it.
 */
export async function playerSeat(ctx: QueryCtx, userId: Id<"users">, rawId: string): Promise<PlayerSeat> {
  const gameId = ctx.db.normalizeId("quizGames", rawId);
  const player = gameId === null ? null : await playerOf(ctx, gameId, userId);
  if (gameId === null || player === null) throw appError("NOT_FOUND", GAME_MESSAGES.notFound);
  const base = { gameId, displayName: player.displayName, joinedAtIndex: player.joinedAtIndex };
  if (player.removed) {
    const game = await ctx.db.get("quizGames", gameId);
    return {
      ...base,
      ticket: null,
      bankTitle: game?.bankTitle ?? null,
      removed: true,
      revealedThrough: player.revealedThrough,
      answers: [],
      score: 0,
      rank: null,
    };
  }
  const answers = await ctx.db
    .query("quizGameAnswers")
    .withIndex("by_game_player_index", (q) => q.eq("gameId", gameId).eq("playerId", player._id))
    .take(GAME_QUESTIONS);
  return {
    ...base,
    ticket: await gameTicket(gameId, player.epoch),
    bankTitle: null,
    removed: false,
    revealedThrough: player.revealedThrough,
    answers: answers.map((answer) => ({
      index: answer.index,
      response: answer.response,
      result:
        answer.index <= player.revealedThrough
          ? { correct: answer.correct, credit: answer.credit, points: answer.points }
          : null,
    })),
    score: player.score,
    rank: player.rank,
  };
}

/**
 * What every player sees alike (issue #32): the phase, the current question (no key while open),
 * its right answer after the close, the podium once ended. Reads no identity and takes the same
 * arguments on every phone, so one run serves them all; the ticket (from `playerSeat`) is checked
 * before anything is read. Reads the game row and the current question; the podium's top 3 once ended.
 */
export async function liveGame(ctx: QueryCtx, rawId: string, ticket: string): Promise<GameLive> {
  const epoch = await ticketEpoch(rawId, ticket);
  const game = await requireGame(ctx, rawId);
  requireCurrentTicket(game, epoch);
  const base = {
    gameId: game._id,
    phase: game.phase,
    courseId: game.courseId,
    courseName: game.courseName,
    bankTitle: game.bankTitle,
    questionCount: game.questionCount,
    index: game.index,
    secondsPerQuestion: game.secondsPerQuestion,
  };
  const nothing = { question: null, closesAt: null, answer: null, podium: null };
  if (game.phase === "lobby" || game.index < 0) return { ...base, ...nothing };
  if (game.phase === "ended") return { ...base, ...nothing, podium: await standings(ctx, game._id, GAME_PODIUM_SIZE) };
  const question = await questionAt(ctx, game._id, game.index);
  if (question === null) return { ...base, ...nothing };
  const closed = game.phase !== "question";
  return {
    ...base,
    question: gameQuestionView(question),
    closesAt: closed ? null : game.closesAt,
    answer: closed
      ? {
          typedAnswer: typedSolution(question.solution),
          rightOptions: isChoiceKind(question.solution.kind) ? shownRightOptions(question) : [],
          explanation: question.explanation ?? null,
        }
      : null,
    podium: null,
  };
}

/**
 * The caller's finished games, newest first: their newest player rows (twice the page, as some
 * games are not over or removed them), each game read once.
 */
export async function gameHistory(ctx: QueryCtx, userId: Id<"users">): Promise<GameResult[]> {
  const rows = await ctx.db
    .query("quizGamePlayers")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .order("desc")
    .take(PLAYER_ROWS_SCANNED);
  const results: GameResult[] = [];
  for (const player of rows) {
    if (player.removed || player.rank === null) continue;
    const game = await ctx.db.get("quizGames", player.gameId);
    if (game === null || game.phase !== "ended" || game.endedAt === null) continue;
    results.push({
      gameId: game._id,
      bankTitle: game.bankTitle,
      courseName: game.courseName,
      score: player.score,
      rank: player.rank,
      players: game.rankedPlayers,
      endedAt: game.endedAt,
    });
  }
  return results.sort((a, b) => b.endedAt - a.endedAt).slice(0, GAME_HISTORY_MAX);
}

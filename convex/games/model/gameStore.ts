/**
 * Reading the live game's tables (docs/live-game.md): every read is indexed and bounded by
 * GAME_MAX_PLAYERS (the players in play) so that a view, an answer or a close costs the same
 * whatever the log holds.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { appError } from "../../lib/appError";
import { GAME_MAX_PLAYERS, GAME_MESSAGES } from "../../shared/gameRules";
import type { GamePhase } from "../types";

/** Phases in which a code still finds its game (codes are unique among these). */
export const LIVE_PHASES: readonly GamePhase[] = ["lobby", "question", "reveal", "leaderboard"];

/**
 * Answers one question may have: one per player row. Players in play are at most
 * GAME_MAX_PLAYERS; removed players keep the answers they gave, and a host removes few.
 */
export const ANSWERS_READ = GAME_MAX_PLAYERS * 2;

export async function gameByKey(ctx: QueryCtx, key: string): Promise<Doc<"quizGames"> | null> {
  return await ctx.db
    .query("quizGames")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** The game an argument names; NOT_FOUND for a malformed or unknown id. */
export async function requireGame(ctx: QueryCtx, rawId: string): Promise<Doc<"quizGames">> {
  const id = ctx.db.normalizeId("quizGames", rawId);
  const game = id === null ? null : await ctx.db.get("quizGames", id);
  if (game === null) throw appError("NOT_FOUND", GAME_MESSAGES.notFound);
  return game;
}

/** The game not ended that has this code, if any (one point read per live phase). */
export async function liveGameByCode(ctx: QueryCtx, code: string): Promise<Doc<"quizGames"> | null> {
  for (const phase of LIVE_PHASES) {
    const game = await ctx.db
      .query("quizGames")
      .withIndex("by_code_phase", (q) => q.eq("code", code).eq("phase", phase))
      .first();
    if (game !== null) return game;
  }
  return null;
}

export async function playerOf(
  ctx: QueryCtx,
  gameId: Id<"quizGames">,
  userId: Id<"users">,
): Promise<Doc<"quizGamePlayers"> | null> {
  return await ctx.db
    .query("quizGamePlayers")
    .withIndex("by_game_user", (q) => q.eq("gameId", gameId).eq("userId", userId))
    .unique();
}

/** The players in play (not removed), best score first, at most GAME_MAX_PLAYERS. */
export async function playersInPlay(ctx: QueryCtx, gameId: Id<"quizGames">): Promise<Doc<"quizGamePlayers">[]> {
  return await ctx.db
    .query("quizGamePlayers")
    .withIndex("by_game_rank", (q) => q.eq("gameId", gameId).eq("removed", false))
    .take(GAME_MAX_PLAYERS);
}

/** The best `n` players in play (score descending, then who joined first). */
export async function topPlayers(ctx: QueryCtx, gameId: Id<"quizGames">, n: number): Promise<Doc<"quizGamePlayers">[]> {
  return await ctx.db
    .query("quizGamePlayers")
    .withIndex("by_game_rank", (q) => q.eq("gameId", gameId).eq("removed", false))
    .take(n);
}

export async function questionAt(
  ctx: QueryCtx,
  gameId: Id<"quizGames">,
  index: number,
): Promise<Doc<"quizGameQuestions"> | null> {
  return await ctx.db
    .query("quizGameQuestions")
    .withIndex("by_game_index", (q) => q.eq("gameId", gameId).eq("index", index))
    .unique();
}

/** Every answer to question `index` (one index range). */
export async function answersAt(
  ctx: QueryCtx,
  gameId: Id<"quizGames">,
  index: number,
): Promise<Doc<"quizGameAnswers">[]> {
  return await ctx.db
    .query("quizGameAnswers")
    .withIndex("by_game_index_player", (q) => q.eq("gameId", gameId).eq("index", index))
    .take(ANSWERS_READ);
}

/** One player's answer to question `index` (a point read: no other player's answer touches it). */
export async function answerOf(
  ctx: QueryCtx,
  gameId: Id<"quizGames">,
  index: number,
  playerId: Id<"quizGamePlayers">,
): Promise<Doc<"quizGameAnswers"> | null> {
  return await ctx.db
    .query("quizGameAnswers")
    .withIndex("by_game_index_player", (q) => q.eq("gameId", gameId).eq("index", index).eq("playerId", playerId))
    .unique();
}

/** The kind of a frozen question (its key's kind). */
export function kindOf(question: Doc<"quizGameQuestions">) {
  return question.solution.kind;
}

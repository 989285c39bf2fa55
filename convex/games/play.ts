/**
 * The live quiz game, player side (issue #31, docs/live-game.md, ADR 0079): a signed-in student
 * enrolled in the game's course joins with the code, answers each open question once, and finds
 * their finished games in their history. Thin wrappers over model/gamePlay.ts. The calls made on
 * every question (view, answer) take the caller's id only (ADR 0035): they touch the caller's own
 * player row, so anyone who never joined gets "not found".
 */
import { v } from "convex/values";
import { authedMutation, signedInMutation, signedInQuery } from "../functions";
import { responseValidator } from "../quiz/model/questionValidators";
import * as play from "./model/gamePlay";
import type { GameJoinResult, GameResult, PlayerView } from "./types";

/**
 * Joins the game with this code (rejoining returns the same player). A wrong code is returned as
 * `{ ok: false, message }` (not thrown: the wrong guess it counts is kept); too many: RATE_LIMITED.
 */
export const join = authedMutation({
  args: { code: v.string() },
  handler: async (ctx, { code }): Promise<GameJoinResult> => await play.joinGame(ctx, ctx.user, code),
});

/** The caller's live view of a game they joined. No answer key before the question closes. */
export const view = signedInQuery({
  args: { gameId: v.string() },
  handler: async (ctx, { gameId }): Promise<PlayerView> => await play.playerView(ctx, ctx.userId, gameId),
});

/** Answers open question `index` (choice positions as shown). One answer per question. */
export const answer = signedInMutation({
  args: { gameId: v.string(), index: v.number(), response: responseValidator },
  handler: async (ctx, args): Promise<{ accepted: true }> => await play.answerQuestion(ctx, ctx.userId, args),
});

/** The caller's finished games, newest first (at most GAME_HISTORY_MAX). */
export const history = signedInQuery({
  args: {},
  handler: async (ctx): Promise<GameResult[]> => await play.gameHistory(ctx, ctx.userId),
});

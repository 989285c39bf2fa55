/**
 * The live quiz game, player side (issue #31, docs/live-game.md, ADR 0079): a signed-in student
 * enrolled in the game's course joins with the code, answers each open question once, and finds
 * their finished games in their history. Thin wrappers over model/gamePlay.ts. A phone is `seat`
 * (the caller's own, by their id only, ADR 0035: anyone who never joined gets "not found") and
 * `live` (the same for every player, no identity read, opened by the seat's ticket; ADR 0083).
 */
import { v } from "convex/values";
import { authedMutation, publicQuery, signedInMutation, signedInQuery } from "../functions";
import { responseValidator } from "../quiz/model/questionValidators";
import * as play from "./model/gamePlay";
import type { GameJoinResult, GameLive, GameResult, PlayerSeat } from "./types";

/**
 * Joins the game with this code (rejoining returns the same player). A wrong code is returned as
 * `{ ok: false, message }` (not thrown: the wrong guess it counts is kept); too many: RATE_LIMITED.
 */
export const join = authedMutation({
  args: { code: v.string() },
  handler: async (ctx, { code }): Promise<GameJoinResult> => await play.joinGame(ctx, ctx.user, code),
});

/**
 * The caller's own part of a game they joined (issue #32): the ticket to `live`, their answer,
 * result, score and rank. No answer key.
 */
export const seat = signedInQuery({
  args: { gameId: v.string() },
  handler: async (ctx, { gameId }): Promise<PlayerSeat> => await play.playerSeat(ctx, ctx.userId, gameId),
});

/**
 * What every player sees alike: phase, question (no key before the close), the right answer after,
 * the podium. Reads no identity (the same run serves every phone): opened by the ticket `seat` hands
 * a player, refused with BAD_TICKET when forged, of another game or outdated by a removal.
 */
export const live = publicQuery({
  args: { gameId: v.string(), ticket: v.string() },
  handler: async (ctx, { gameId, ticket }): Promise<GameLive> => await play.liveGame(ctx, gameId, ticket),
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

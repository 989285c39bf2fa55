/**
 * The live quiz game, player side (issue #31, docs/live-game.md, ADR 0079): a signed-in student
 * enrolled in the game's course joins with the code, answers each open question once, and finds
 * their finished games in their history. Thin wrappers over model/*.ts.
 */
import { v } from "convex/values";
import { authedMutation, authedQuery } from "../functions";
import { responseValidator } from "../quiz/model/questionValidators";
import { appError } from "../shared/errors";
import type { GameJoinResult, GameResult, PlayerView } from "./types";

/**
 * Joins the game with this code (rejoining returns the same player). A wrong code is returned as
 * `{ ok: false, message }` (not thrown: the wrong guess it counts is kept); too many: RATE_LIMITED.
 */
export const join = authedMutation({
  args: { code: v.string() },
  handler: async (_ctx, _args): Promise<GameJoinResult> => {
    return { ok: false, message: "No game has this code." };
  },
});

/** The caller's live view of a game they joined. No answer key before the question closes. */
export const view = authedQuery({
  args: { gameId: v.string() },
  handler: async (_ctx, _args): Promise<PlayerView> => {
    throw appError("NOT_FOUND", "Game not found");
  },
});

/** Answers open question `index` (choice positions as shown). One answer per question. */
export const answer = authedMutation({
  args: { gameId: v.string(), index: v.number(), response: responseValidator },
  handler: async (_ctx, _args): Promise<{ accepted: true }> => {
    throw appError("NOT_FOUND", "Game not found");
  },
});

/** The caller's finished games, newest first (at most GAME_HISTORY_MAX). */
export const history = authedQuery({
  args: {},
  handler: async (_ctx, _args): Promise<GameResult[]> => {
    return [];
  },
});

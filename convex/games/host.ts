/**
 * The live quiz game, host side (issue #31, docs/live-game.md, ADR 0079): the course's teacher or
 * an Admin creates a game from the course's quiz bank and moves it through its phases.
 * Thin wrappers over model/*.ts.
 */
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { authedMutation, authedQuery } from "../functions";
import { appError } from "../shared/errors";
import type { HostView } from "./types";

/** Creates a game (lobby) from the course's quiz bank: up to 10 questions, a fresh 6-digit code. */
export const create = authedMutation({
  args: { courseId: v.string() },
  handler: async (_ctx, _args): Promise<{ gameId: Id<"quizGames">; code: string }> => {
    throw appError("INVALID", "Not ready yet.");
  },
});

/** The host's live view of the game (players, the open question, answered count, reveal, standings). */
export const view = authedQuery({
  args: { gameId: v.string() },
  handler: async (_ctx, _args): Promise<HostView> => {
    throw appError("NOT_FOUND", "Game not found");
  },
});

/** Opens question 0 (lobby only). */
export const start = authedMutation({
  args: { gameId: v.string() },
  handler: async (_ctx, _args): Promise<null> => {
    throw appError("NOT_FOUND", "Game not found");
  },
});

/** question → closes it now → reveal; reveal → leaderboard; leaderboard → next question, or ended after the last. */
export const next = authedMutation({
  args: { gameId: v.string() },
  handler: async (_ctx, _args): Promise<null> => {
    throw appError("NOT_FOUND", "Game not found");
  },
});

/** Removes a player from the game; they see that they were removed and cannot rejoin. */
export const removePlayer = authedMutation({
  args: { gameId: v.string(), playerId: v.id("quizGamePlayers") },
  handler: async (_ctx, _args): Promise<null> => {
    throw appError("NOT_FOUND", "Game not found");
  },
});

/** Ends the game now (any phase but ended): the podium shows. */
export const end = authedMutation({
  args: { gameId: v.string() },
  handler: async (_ctx, _args): Promise<null> => {
    throw appError("NOT_FOUND", "Game not found");
  },
});

/**
 * The live quiz game, host side (issue #31, docs/live-game.md, ADR 0079): the course's teacher or
 * an Admin creates a game from the course's quiz bank and moves it through its phases.
 * Thin wrappers over model/gameHost.ts; a game another teacher's course owns is "not found".
 */
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { authedMutation, authedQuery, internalMutation } from "../functions";
import * as host from "./model/gameHost";
import type { HostView } from "./types";

/** Creates a game (lobby) from the course's quiz bank: up to 10 questions, a fresh 6-digit code. */
export const create = authedMutation({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }): Promise<{ gameId: Id<"quizGames">; code: string }> =>
    await host.createGame(ctx, ctx.user, courseId),
});

/** The host's live view of the game (players, the open question, answered count, reveal, standings). */
export const view = authedQuery({
  args: { gameId: v.string() },
  handler: async (ctx, { gameId }): Promise<HostView> => await host.hostView(ctx, ctx.user, gameId),
});

/** Opens question 0 (lobby only). */
export const start = authedMutation({
  args: { gameId: v.string() },
  handler: async (ctx, { gameId }): Promise<null> => await host.startGame(ctx, ctx.user, gameId),
});

/** question → closes it now → reveal; reveal → leaderboard; leaderboard → next question, or ended after the last. */
export const next = authedMutation({
  args: { gameId: v.string() },
  handler: async (ctx, { gameId }): Promise<null> => await host.nextStep(ctx, ctx.user, gameId),
});

/** Removes a player from the game; they see that they were removed and cannot rejoin. */
export const removePlayer = authedMutation({
  args: { gameId: v.string(), playerId: v.id("quizGamePlayers") },
  handler: async (ctx, { gameId, playerId }): Promise<null> => await host.removePlayer(ctx, ctx.user, gameId, playerId),
});

/** Ends the game now (an open question closes first, so its answers count): the podium shows. */
export const end = authedMutation({
  args: { gameId: v.string() },
  handler: async (ctx, { gameId }): Promise<null> => await host.endNow(ctx, ctx.user, gameId),
});

/** The scheduled close of question `index` at closesAt + grace (a no-op when it closed already). */
export const closeDue = internalMutation({
  args: { gameKey: v.string(), index: v.number() },
  handler: async (ctx, { gameKey, index }): Promise<null> => await host.closeDue(ctx, gameKey, index),
});

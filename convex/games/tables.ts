import { defineTable } from "convex/server";
import { v } from "convex/values";
import { responseValidator, solutionValidator } from "../quiz/model/questionValidators";

const phaseValidator = v.union(
  v.literal("lobby"),
  v.literal("question"),
  v.literal("reveal"),
  v.literal("leaderboard"),
  v.literal("ended"),
);

/**
 * The live quiz game's read models (issue #31): projections (ADR 0049), written only by
 * games/projector.ts from the events of games/events.ts. The host's phase changes write the game
 * row (a few times a minute, by one person); each player writes only their own rows: no hot document.
 */
export const gamesTables = {
  /** One game: its code, where it stands and the server's clock for the open question. */
  quizGames: defineTable({
    /** The id of its `game_created` event. */
    key: v.string(),
    hostId: v.id("users"),
    courseId: v.id("courses"),
    courseName: v.string(),
    bank: v.string(),
    bankTitle: v.string(),
    /** Six digits, unique among games not ended. */
    code: v.string(),
    phase: phaseValidator,
    questionCount: v.number(),
    /** 0-based current (or last) question; -1 in the lobby. */
    index: v.number(),
    secondsPerQuestion: v.number(),
    openedAt: v.union(v.number(), v.null()),
    closesAt: v.union(v.number(), v.null()),
    createdAt: v.number(),
    endedAt: v.union(v.number(), v.null()),
    /** Players ranked at the last close (or removal): the history's "of N players". */
    rankedPlayers: v.number(),
    /**
     * The access epoch the players' ticket is signed over (model/gameTicket.ts, issue #32): +1 when
     * the host removes a player or a player is suspended or closed, so every ticket handed out
     * before stops opening the shared view.
     */
    epoch: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_code_phase", ["code", "phase"])
    .index("by_host", ["hostId"]),

  /** The game's questions, drawn and frozen at creation, with their key: server only. */
  quizGameQuestions: defineTable({
    gameId: v.id("quizGames"),
    index: v.number(),
    questionKey: v.string(),
    question: v.string(),
    /** In the bank's order; `optionOrder[i]` is the bank option (1-based) shown at i + 1. */
    options: v.array(v.string()),
    optionOrder: v.array(v.number()),
    solution: solutionValidator,
    explanation: v.optional(v.string()),
  }).index("by_game_index", ["gameId", "index"]),

  /** A player of a game: written by their join, their answers' closes and the host's removal. */
  quizGamePlayers: defineTable({
    gameId: v.id("quizGames"),
    userId: v.id("users"),
    displayName: v.string(),
    joinedAt: v.number(),
    /** The game's index when they joined: a late joiner starts at the next question. */
    joinedAtIndex: v.number(),
    removed: v.boolean(),
    score: v.number(),
    /** -score, so one ascending index ranks the game. */
    negScore: v.number(),
    /** Rank after the last closed question; null before the first. */
    rank: v.union(v.number(), v.null()),
    /**
     * The last question whose result this player may see (closed; -1 before the first close): set
     * by every close for the players in play, so their seat never reads the game row (issue #32).
     */
    revealedThrough: v.number(),
    /** The game's access epoch, copied (the seat signs the ticket over it without reading the game). */
    epoch: v.number(),
  })
    .index("by_game_user", ["gameId", "userId"])
    .index("by_game_joined", ["gameId", "joinedAt"])
    .index("by_game_rank", ["gameId", "removed", "negScore"])
    .index("by_user", ["userId"]),

  /** One answer of one player to one question: the first is the only one. Response in the bank's order. */
  quizGameAnswers: defineTable({
    gameId: v.id("quizGames"),
    index: v.number(),
    playerId: v.id("quizGamePlayers"),
    /** As the player sent it (shown positions), for showing it back. */
    response: responseValidator,
    credit: v.number(),
    correct: v.boolean(),
    points: v.number(),
    elapsedMs: v.number(),
  })
    .index("by_game_index_player", ["gameId", "index", "playerId"])
    .index("by_game_player_index", ["gameId", "playerId", "index"]),
};

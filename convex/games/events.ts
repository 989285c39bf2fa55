/**
 * Events of the live quiz game (issue #31, docs/live-game.md, ADR 0079). A game is named by its key,
 * the id of its `game_created` (`gameKey` in the later events, and their `entityKey`); a player by
 * the game and their user id. Every event carries what the projector needs, decided by the
 * mutation: the drawn questions with their shown order, the server's open and close times, each
 * answer's credit and points. The projector never draws, times or scores again.
 */
import { v } from "convex/values";
import { defineEvent } from "../events/define";
import { responseValidator, solutionValidator } from "../quiz/model/questionValidators";

/** A question as the game froze it: the bank's content and the order its options are shown in. */
export const gameQuestionValidator = v.object({
  questionKey: v.string(),
  question: v.string(),
  /** In the bank's order ([] for text and numeric). */
  options: v.array(v.string()),
  /** optionOrder[i] is the bank option (1-based) shown at i + 1. */
  optionOrder: v.array(v.number()),
  solution: solutionValidator,
  explanation: v.optional(v.string()),
});

export const gameEvents = [
  /**
   * A teacher or an Admin made a game (actorId: the host; courseKey: its course) with questions
   * drawn from `bank`, and a code no live game has.
   */
  defineEvent("game_created", 1, {
    courseName: v.string(),
    bank: v.string(),
    bankTitle: v.string(),
    code: v.string(),
    secondsPerQuestion: v.number(),
    questions: v.array(gameQuestionValidator),
  }),
  /** A student joined (actorId: them) with their display name as it was; `atIndex`: the game's index then. */
  defineEvent("game_joined", 1, { gameKey: v.string(), displayName: v.string(), atIndex: v.number() }),
  /** The host removed a player (actorId: the host; subjectUserId: the player). */
  defineEvent("game_player_removed", 1, { gameKey: v.string() }),
  /** The host opened question `index` at `openedAt`; it closes at `closesAt` (the server's clock). */
  defineEvent("game_question_opened", 1, {
    gameKey: v.string(),
    index: v.number(),
    openedAt: v.number(),
    closesAt: v.number(),
  }),
  /**
   * A player answered question `index` (actorId: them): the response as shown, its credit, and
   * the points it earns (gameRules.gamePoints), added to their score when the question closes.
   */
  defineEvent("game_answered", 1, {
    gameKey: v.string(),
    index: v.number(),
    questionKey: v.string(),
    question: v.string(),
    response: responseValidator,
    credit: v.number(),
    correct: v.boolean(),
    points: v.number(),
    elapsedMs: v.number(),
  }),
  /**
   * Question `index` closed: by the host early (`early`, actorId the host) or by the scheduled
   * close (no actor). The projector adds the answers' points to the players and ranks them.
   */
  defineEvent("game_question_closed", 1, { gameKey: v.string(), index: v.number(), early: v.boolean() }),
  /** The host moved from the reveal of the last closed question to the standings. */
  defineEvent("game_leaderboard_shown", 1, { gameKey: v.string(), index: v.number() }),
  /** The game ended (actorId: the host): after its last question, or early. */
  defineEvent("game_ended", 1, { gameKey: v.string() }),
] as const;

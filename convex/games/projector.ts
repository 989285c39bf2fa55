/**
 * The live game's projector (ADR 0049, docs/live-game.md): quizGames, quizGameQuestions,
 * quizGamePlayers and quizGameAnswers are written here and nowhere else, from games/events.ts.
 * Times come from the events (`openedAt`, `closesAt`, `_creationTime`), never the clock; nothing is
 * scheduled here (the host's mutations schedule the close). A close adds the answers' points to
 * the players and ranks them: at most GAME_MAX_PLAYERS rows, written by one event.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { courseByKey } from "../courses/keys";
import { defineProjector } from "../events/projector";
import type { EventDoc } from "../events/types";
import { competitionRanks, PLAYER_ROWS_SCANNED } from "../shared/gameRules";
import { answersAt, gameByKey, playerOf, playersInPlay } from "./model/gameStore";

async function gameOf(ctx: MutationCtx, gameKey: string): Promise<Doc<"quizGames"> | null> {
  return await gameByKey(ctx, gameKey);
}

/**
 * Adds `pointsOf` each player (none: 0) to their score and writes every rank in play: best score
 * first, ties sharing a rank, then who joined first; a close also reveals question `revealed` to
 * every player in play. Rows where nothing changes are not written.
 */
async function rank(
  ctx: MutationCtx,
  game: Doc<"quizGames">,
  pointsOf: ReadonlyMap<Id<"quizGamePlayers">, number> = new Map(),
  revealed = -1,
): Promise<void> {
  const players = (await playersInPlay(ctx, game._id)).map((player) => ({
    player,
    score: player.score + (pointsOf.get(player._id) ?? 0),
  }));
  players.sort((a, b) => b.score - a.score || a.player.joinedAt - b.player.joinedAt);
  const ranks = competitionRanks(players.map((p) => p.score));
  for (const [i, { player, score }] of players.entries()) {
    const revealedThrough = Math.max(player.revealedThrough, revealed);
    if (player.score === score && player.rank === ranks[i] && player.revealedThrough === revealedThrough) continue;
    await ctx.db.patch("quizGamePlayers", player._id, { score, negScore: -score, rank: ranks[i]!, revealedThrough });
  }
  if (game.rankedPlayers !== players.length) {
    await ctx.db.patch("quizGames", game._id, { rankedPlayers: players.length });
  }
}

async function created(ctx: MutationCtx, event: EventDoc<"game_created">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course === null || event.actorId === undefined) return;
  const gameId = await ctx.db.insert("quizGames", {
    key: event._id,
    hostId: event.actorId,
    courseId: course._id,
    courseName: event.courseName,
    bank: event.bank,
    bankTitle: event.bankTitle,
    code: event.code,
    phase: "lobby",
    questionCount: event.questions.length,
    index: -1,
    secondsPerQuestion: event.secondsPerQuestion,
    openedAt: null,
    closesAt: null,
    createdAt: event._creationTime,
    endedAt: null,
    rankedPlayers: 0,
    epoch: 0,
  });
  for (const [index, question] of event.questions.entries()) {
    await ctx.db.insert("quizGameQuestions", { gameId, index, ...question });
  }
}

/**
 * A new access epoch for the game: on the game row (what `live` checks) and copied to the players
 * in play (what their seat signs the ticket over, without reading the game row).
 */
async function bumpEpoch(ctx: MutationCtx, game: Doc<"quizGames">): Promise<void> {
  const epoch = game.epoch + 1;
  await ctx.db.patch("quizGames", game._id, { epoch });
  for (const player of await playersInPlay(ctx, game._id)) await ctx.db.patch("quizGamePlayers", player._id, { epoch });
}

/**
 * Who can no longer sign in (suspended, closed) may still hold the ticket of a game they play: the
 * games not ended among their newest player rows get a new epoch, so that ticket stops opening the
 * shared view (their seat already refuses them). Rare events; games of the day are the newest rows.
 */
async function revokeTicketsOf(ctx: MutationCtx, userId: Id<"users"> | undefined): Promise<void> {
  if (userId === undefined) return;
  const rows = await ctx.db
    .query("quizGamePlayers")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .order("desc")
    .take(PLAYER_ROWS_SCANNED);
  for (const row of rows) {
    if (row.removed) continue;
    const game = await ctx.db.get("quizGames", row.gameId);
    if (game !== null && game.phase !== "ended") await bumpEpoch(ctx, game);
  }
}

export const gamesProjector = defineProjector({
  name: "games",
  tables: {
    quizGames: ["key"],
    quizGameQuestions: ["gameId", "index"],
    quizGamePlayers: ["gameId", "userId"],
    quizGameAnswers: ["gameId", "index", "playerId"],
  },
  on: {
    game_created: created,
    game_joined: async (ctx, event) => {
      const game = await gameOf(ctx, event.gameKey);
      if (game === null || event.actorId === undefined) return;
      if ((await playerOf(ctx, game._id, event.actorId)) !== null) return;
      await ctx.db.insert("quizGamePlayers", {
        gameId: game._id,
        userId: event.actorId,
        displayName: event.displayName,
        joinedAt: event._creationTime,
        joinedAtIndex: event.atIndex,
        removed: false,
        score: 0,
        negScore: 0,
        rank: null,
        // Joining after a close (the reveal or the standings show): that question is revealed already.
        revealedThrough:
          game.phase === "question" || game.phase === "lobby" ? Math.max(-1, game.index - 1) : game.index,
        epoch: game.epoch,
      });
    },
    game_player_removed: async (ctx, event) => {
      const game = await gameOf(ctx, event.gameKey);
      if (game === null || event.subjectUserId === undefined) return;
      const player = await playerOf(ctx, game._id, event.subjectUserId);
      if (player === null || player.removed) return;
      await ctx.db.patch("quizGamePlayers", player._id, { removed: true, rank: null });
      // Their ticket, everyone's until now, stops opening the shared view; the others get the next one.
      await bumpEpoch(ctx, game);
      // The others close up, once some question has ranked them.
      if (game.index >= 0 && game.phase !== "question") await rank(ctx, game);
    },
    account_suspended: async (ctx, event) => await revokeTicketsOf(ctx, event.subjectUserId),
    account_closed: async (ctx, event) => await revokeTicketsOf(ctx, event.subjectUserId),
    game_question_opened: async (ctx, event) => {
      const game = await gameOf(ctx, event.gameKey);
      if (game === null) return;
      await ctx.db.patch("quizGames", game._id, {
        phase: "question",
        index: event.index,
        openedAt: event.openedAt,
        closesAt: event.closesAt,
      });
    },
    game_answered: async (ctx, event) => {
      const game = await gameOf(ctx, event.gameKey);
      if (game === null || event.actorId === undefined) return;
      const player = await playerOf(ctx, game._id, event.actorId);
      if (player === null) return;
      await ctx.db.insert("quizGameAnswers", {
        gameId: game._id,
        index: event.index,
        playerId: player._id,
        response: event.response,
        credit: event.credit,
        correct: event.correct,
        points: event.points,
        elapsedMs: event.elapsedMs,
      });
    },
    game_question_closed: async (ctx, event) => {
      const game = await gameOf(ctx, event.gameKey);
      if (game === null) return;
      await ctx.db.patch("quizGames", game._id, { phase: "reveal" });
      const points = new Map<Id<"quizGamePlayers">, number>();
      for (const answer of await answersAt(ctx, game._id, event.index)) points.set(answer.playerId, answer.points);
      await rank(ctx, game, points, event.index);
    },
    game_leaderboard_shown: async (ctx, event) => {
      const game = await gameOf(ctx, event.gameKey);
      if (game === null) return;
      await ctx.db.patch("quizGames", game._id, { phase: "leaderboard" });
    },
    game_ended: async (ctx, event) => {
      const game = await gameOf(ctx, event.gameKey);
      if (game === null) return;
      await ctx.db.patch("quizGames", game._id, { phase: "ended", endedAt: event._creationTime });
    },
  },
});

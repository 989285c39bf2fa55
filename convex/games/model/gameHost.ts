/**
 * The host's side of the live game (docs/live-game.md, ADR 0079): making a game from the course's
 * quiz bank, moving it through its phases, removing a player, ending it, and the host's view.
 * The course's teacher and Admins host; every change is an event of games/events.ts.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppUser } from "../../accounts/model/users";
import { canManageCourse, requireActiveCourse, requireCourse } from "../../courses/model/courses";
import { emit } from "../../events/emit";
import { bankQuestions, resolveBank } from "../../quiz/model/quizBankStore";
import { drawAttempt, quizRandom, shownOptions, shownRightOptions } from "../../quiz/model/quizDraw";
import { drawTagsOf } from "../../quiz/model/quizSettings";
import { appError } from "../../lib/appError";
import {
  GAME_ANSWER_GRACE_MS,
  GAME_CODE_LENGTH,
  GAME_LEADERBOARD_SIZE,
  GAME_MESSAGES,
  GAME_PODIUM_SIZE,
  GAME_QUESTIONS,
  GAME_SECONDS_PER_QUESTION,
} from "../../shared/gameRules";
import { isChoiceKind, typedSolution } from "../../shared/questionTypes";
import type { GameDistribution, GameQuestion, GameStanding, HostView } from "../types";
import { answersAt, liveGameByCode, playersInPlay, questionAt, requireGame, topPlayers } from "./gameStore";

/** A uniformly random code of GAME_CODE_LENGTH digits (Web Crypto, as quizRandom draws). */
export function randomGameCode(): string {
  let code = "";
  while (code.length < GAME_CODE_LENGTH) code += String(quizRandom.int(10));
  return code;
}

/** A fresh code no live game has (a clash is one in 10^6 per live game, and checked). */
async function unusedCode(ctx: QueryCtx): Promise<string> {
  for (;;) {
    const code = randomGameCode();
    if ((await liveGameByCode(ctx, code)) === null) return code;
  }
}

/** The game and its course when `user` may host it (the course's teacher or an Admin); NOT_FOUND hides it otherwise. */
export async function requireHostedGame(
  ctx: QueryCtx,
  user: AppUser,
  rawId: string,
): Promise<{ game: Doc<"quizGames">; course: Doc<"courses"> }> {
  const game = await requireGame(ctx, rawId);
  const course = await ctx.db.get("courses", game.courseId);
  if (course === null || !canManageCourse(user, course)) throw appError("NOT_FOUND", GAME_MESSAGES.notFound);
  return { game, course };
}

function requireNotEnded(game: Doc<"quizGames">): void {
  if (game.phase === "ended") throw appError("CONFLICT", GAME_MESSAGES.ended);
}

/**
 * Makes a game (lobby) of up to GAME_QUESTIONS questions drawn from the course's quiz bank as the
 * quiz draws them (its own bank, else SPEC's shared bank; its draw tags), options shuffled.
 */
export async function createGame(
  ctx: MutationCtx,
  user: AppUser,
  courseId: string,
): Promise<{ gameId: Id<"quizGames">; code: string }> {
  const course = await requireCourse(ctx, courseId);
  if (!canManageCourse(user, course)) {
    throw appError("FORBIDDEN", "server.games.onlyStaffCanHost");
  }
  requireActiveCourse(course);
  const bank = await resolveBank(ctx, { courseName: course.name, courseId: course._id });
  const all = await bankQuestions(ctx, bank.key);
  const tags = await drawTagsOf(ctx, bank.key);
  const pool = tags.length === 0 ? all : all.filter((q) => q.tags.some((tag) => tags.includes(tag)));
  if (pool.length === 0) throw appError("CONFLICT", GAME_MESSAGES.noQuestions);
  const questions = drawAttempt(pool, quizRandom.int)
    .slice(0, GAME_QUESTIONS)
    .map((q) => ({
      questionKey: q.questionKey,
      question: q.question,
      options: q.options,
      optionOrder: q.optionOrder,
      solution: q.solution,
      ...(q.explanation !== undefined ? { explanation: q.explanation } : {}),
    }));
  const code = await unusedCode(ctx);
  const event = await emit(ctx, {
    type: "game_created",
    v: 1,
    actorId: user._id,
    courseKey: course.key,
    courseName: course.name,
    bank: bank.key,
    bankTitle: bank.title,
    code,
    secondsPerQuestion: GAME_SECONDS_PER_QUESTION,
    questions,
  });
  const game = await ctx.db
    .query("quizGames")
    .withIndex("by_key", (q) => q.eq("key", event._id))
    .unique();
  if (game === null) throw new Error("game_created projected no game");
  return { gameId: game._id, code };
}

/** Opens question `index` now, with its scheduled close at closesAt + grace. */
async function openQuestion(ctx: MutationCtx, user: AppUser, game: Doc<"quizGames">, index: number): Promise<void> {
  const openedAt = Date.now();
  const closesAt = openedAt + game.secondsPerQuestion * 1000;
  await emit(ctx, {
    type: "game_question_opened",
    v: 1,
    actorId: user._id,
    entityKey: game.key,
    gameKey: game.key,
    index,
    openedAt,
    closesAt,
  });
  await ctx.scheduler.runAt(closesAt + GAME_ANSWER_GRACE_MS, internal.games.host.closeDue, {
    gameKey: game.key,
    index,
  });
}

async function closeQuestion(ctx: MutationCtx, game: Doc<"quizGames">, actor: AppUser | null): Promise<void> {
  await emit(ctx, {
    type: "game_question_closed",
    v: 1,
    ...(actor !== null ? { actorId: actor._id } : {}),
    entityKey: game.key,
    gameKey: game.key,
    index: game.index,
    early: actor !== null,
  });
}

async function endGame(ctx: MutationCtx, user: AppUser, game: Doc<"quizGames">): Promise<void> {
  await emit(ctx, { type: "game_ended", v: 1, actorId: user._id, entityKey: game.key, gameKey: game.key });
}

/** Lobby → question 0. */
export async function startGame(ctx: MutationCtx, user: AppUser, rawId: string): Promise<null> {
  const { game } = await requireHostedGame(ctx, user, rawId);
  if (game.phase !== "lobby") throw appError("CONFLICT", "server.games.gameAlreadyStarted");
  await openQuestion(ctx, user, game, 0);
  return null;
}

/**
 * The host's Next: question → closes it now → reveal; reveal → leaderboard; leaderboard → opens
 * the next question, or ends the game after the last. In the lobby it starts the game.
 */
export async function nextStep(ctx: MutationCtx, user: AppUser, rawId: string): Promise<null> {
  const { game } = await requireHostedGame(ctx, user, rawId);
  switch (game.phase) {
    case "lobby":
      await openQuestion(ctx, user, game, 0);
      break;
    case "question":
      await closeQuestion(ctx, game, user);
      break;
    case "reveal":
      await emit(ctx, {
        type: "game_leaderboard_shown",
        v: 1,
        actorId: user._id,
        entityKey: game.key,
        gameKey: game.key,
        index: game.index,
      });
      break;
    case "leaderboard":
      if (game.index + 1 < game.questionCount) await openQuestion(ctx, user, game, game.index + 1);
      else await endGame(ctx, user, game);
      break;
    case "ended":
      requireNotEnded(game);
  }
  return null;
}

/** Ends the game now; an open question is closed first, so its answers count. */
export async function endNow(ctx: MutationCtx, user: AppUser, rawId: string): Promise<null> {
  const { game } = await requireHostedGame(ctx, user, rawId);
  requireNotEnded(game);
  if (game.phase === "question") await closeQuestion(ctx, game, user);
  await endGame(ctx, user, game);
  return null;
}

/** Removes a player of the game (not the host's own). They cannot rejoin. */
export async function removePlayer(
  ctx: MutationCtx,
  user: AppUser,
  rawId: string,
  playerId: Id<"quizGamePlayers">,
): Promise<null> {
  const { game } = await requireHostedGame(ctx, user, rawId);
  requireNotEnded(game);
  const player = await ctx.db.get("quizGamePlayers", playerId);
  if (player === null || player.gameId !== game._id) throw appError("NOT_FOUND", "server.games.playerNotFound");
  if (player.removed) return null;
  await emit(ctx, {
    type: "game_player_removed",
    v: 1,
    actorId: user._id,
    subjectUserId: player.userId,
    entityKey: game.key,
    gameKey: game.key,
  });
  return null;
}

/** The scheduled close of question `index`: nothing when the host closed it already or moved on. */
export async function closeDue(ctx: MutationCtx, gameKey: string, index: number): Promise<null> {
  const game = await ctx.db
    .query("quizGames")
    .withIndex("by_key", (q) => q.eq("key", gameKey))
    .unique();
  if (game === null || game.phase !== "question" || game.index !== index) return null;
  await closeQuestion(ctx, game, null);
  return null;
}

/** A frozen question as the screens show it: never its key. */
export function gameQuestionView(question: Doc<"quizGameQuestions">): GameQuestion {
  return {
    index: question.index,
    text: question.question,
    kind: question.solution.kind,
    options: shownOptions(question),
  };
}

/** The shown option positions a response names (1-based), for the distribution. */
function shownChoices(response: Doc<"quizGameAnswers">["response"]): number[] {
  if (response.kind === "choice") return [response.option];
  if (response.kind === "choices") return response.options;
  return [];
}

/** After a close: how the players in play answered question `question`, and the right answer. */
export function distributionOf(
  question: Doc<"quizGameQuestions">,
  answers: readonly Doc<"quizGameAnswers">[],
  eligible: number,
): GameDistribution {
  const choice = isChoiceKind(question.solution.kind);
  const counts = choice ? question.optionOrder.map(() => 0) : [];
  let right = 0;
  for (const answer of answers) {
    if (answer.correct) right += 1;
    if (!choice) continue;
    for (const shown of shownChoices(answer.response)) {
      if (shown >= 1 && shown <= counts.length) counts[shown - 1]! += 1;
    }
  }
  return {
    counts,
    rightOptions: choice ? shownRightOptions(question) : [],
    typedAnswer: typedSolution(question.solution),
    right,
    wrong: answers.length - right,
    unanswered: Math.max(0, eligible - answers.length),
    explanation: question.explanation ?? null,
  };
}

export function standingOf(player: Doc<"quizGamePlayers">, position: number): GameStanding {
  return {
    playerId: player._id,
    displayName: player.displayName,
    score: player.score,
    rank: player.rank ?? position + 1,
  };
}

/** The top `n` standings (score descending). */
export async function standings(ctx: QueryCtx, gameId: Id<"quizGames">, n: number): Promise<GameStanding[]> {
  return (await topPlayers(ctx, gameId, n)).map(standingOf);
}

/**
 * The host's live view. Reads the game, its players in play (≤ GAME_MAX_PLAYERS) and, once a
 * question is open, its answers (one index range): "18 of 24 answered".
 */
export async function hostView(ctx: QueryCtx, user: AppUser, rawId: string): Promise<HostView> {
  const { game } = await requireHostedGame(ctx, user, rawId);
  const players = await playersInPlay(ctx, game._id);
  const inPlay = new Set(players.map((p) => p._id));
  const question = game.index >= 0 ? await questionAt(ctx, game._id, game.index) : null;
  const answers =
    question === null ? [] : (await answersAt(ctx, game._id, game.index)).filter((a) => inPlay.has(a.playerId));
  const eligible = players.filter((p) => p.joinedAtIndex < game.index).length;
  const closed = game.phase === "reveal" || game.phase === "leaderboard" || game.phase === "ended";
  const showsStandings = game.phase === "leaderboard" || game.phase === "ended";
  const board = showsStandings ? players.slice(0, GAME_LEADERBOARD_SIZE).map(standingOf) : null;
  return {
    gameId: game._id,
    code: game.code,
    phase: game.phase,
    courseId: game.courseId,
    courseName: game.courseName,
    bankTitle: game.bankTitle,
    players: [...players]
      .sort((a, b) => b.joinedAt - a.joinedAt)
      .map((p) => ({ playerId: p._id, displayName: p.displayName })),
    playerCount: players.length,
    questionCount: game.questionCount,
    index: game.index,
    question: question === null ? null : gameQuestionView(question),
    closesAt: game.phase === "question" ? game.closesAt : null,
    secondsPerQuestion: game.secondsPerQuestion,
    serverNow: Date.now(),
    answered: answers.length,
    distribution: closed && question !== null ? distributionOf(question, answers, eligible) : null,
    leaderboard: board,
    podium: game.phase === "ended" && board !== null ? board.slice(0, GAME_PODIUM_SIZE) : null,
  };
}

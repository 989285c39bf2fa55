/**
 * The live quiz game's rules and limits, written once (docs/live-game.md, ADR 0079): the server
 * (convex/games/**) and the screens (src/features/games/**) import them from here. Plain data and
 * pure functions only, so the browser may import this module.
 */
import { keyed } from "./messages";

/** Seconds a question stays open (the server's clock decides; the screens count down to `closesAt`). */
export const GAME_SECONDS_PER_QUESTION = 20;
/**
 * An answer reaching the server up to this long after `closesAt` still counts: the tap happened
 * before 0 on the phone, the request was in flight. The scheduled close runs at closesAt + grace.
 */
export const GAME_ANSWER_GRACE_MS = 500;
/** Questions a game draws from the course's quiz bank (all of a smaller bank). */
export const GAME_QUESTIONS = 10;
/** Players one game takes (a class, or a lecture hall): every view and close reads at most this many. */
export const GAME_MAX_PLAYERS = 250;
/** Digits of a game's code (typed on a phone, or read from the QR code). */
export const GAME_CODE_LENGTH = 6;
/** Standings the leaderboard shows, and the podium. */
export const GAME_LEADERBOARD_SIZE = 10;
export const GAME_PODIUM_SIZE = 3;
/** Finished games a student's history lists (newest first). */
export const GAME_HISTORY_MAX = 20;
/** How many of a person's newest player rows are looked through (their history, a suspension's revocation). */
export const PLAYER_ROWS_SCANNED = GAME_HISTORY_MAX * 2;
/** Points of a fully right answer given at once; at the last moment it still earns half. */
export const GAME_MAX_POINTS = 1000;

/** The points rule, as the screens state it. */
export const GAME_POINTS_RULE =
  "A right answer earns 500 to 1000 points: the sooner you answer, the more. A partly right answer earns its share; a wrong one earns none.";

/**
 * Points of an answer: round(1000 × credit × (1 − elapsed / limit / 2)), so a right answer earns
 * 1000 at once and 500 at the buzzer; `elapsedMs` is clamped to [0, limit].
 */
export function gamePoints(credit: number, elapsedMs: number, limitMs: number): number {
  const elapsed = Math.min(Math.max(elapsedMs, 0), limitMs);
  return Math.round(GAME_MAX_POINTS * credit * (1 - elapsed / limitMs / 2));
}

/** What a typed code becomes: digits only (spaces and dashes dropped); null when it cannot be one. */
export function normalizeGameCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, "");
  return code.length === GAME_CODE_LENGTH && /^\d+$/.test(code) ? code : null;
}

/** "123 456": how a code is shown on the big screen and read out. */
export function formatGameCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/**
 * Ranks of scores sorted best first, ties sharing a rank ("1, 2, 2, 4"): standard competition
 * ranking, so two players with the same score are never told different places.
 */
export function competitionRanks(scoresBestFirst: readonly number[]): number[] {
  const ranks: number[] = [];
  scoresBestFirst.forEach((score, i) => {
    ranks.push(i > 0 && scoresBestFirst[i - 1] === score ? ranks[i - 1]! : i + 1);
  });
  return ranks;
}

export const GAME_MESSAGES = {
  invalidCode: keyed("server.games.invalidCode", { gameCodeLength: GAME_CODE_LENGTH }),
  // An unknown and an ended game's code answer alike: a guesser learns nothing from either.
  unknownCode: keyed("server.games.unknownCode"),
  notEnrolled: keyed("server.games.notEnrolled"),
  full: keyed("server.games.full", { gameMaxPlayers: GAME_MAX_PLAYERS }),
  removed: keyed("server.games.removed"),
  staffCannotJoin: keyed("server.games.staffCannotJoin"),
  alreadyAnswered: keyed("server.games.alreadyAnswered"),
  timeIsUp: keyed("server.games.timeIsUp"),
  waitForNext: keyed("server.games.waitForNext"),
  notOpen: keyed("server.games.notOpen"),
  noQuestions: keyed("server.games.noQuestions"),
  notFound: keyed("server.games.notFound"),
  ended: keyed("server.games.ended"),
  /** The shared view's ticket is forged, of another game or outdated (the host removed someone): the phone gets a new one. */
  badTicket: keyed("server.games.badTicket"),
} as const;

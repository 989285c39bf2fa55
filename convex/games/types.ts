/**
 * What the live quiz game's screens receive (issue #31): the contract between the game's server
 * functions (convex/games/host.ts, convex/games/play.ts) and its screens
 * (src/features/games/**). A question's key (`solution`) reaches a player only once the
 * question is closed: `PlayerView.question` never has it, `PlayerView.reveal` comes after close.
 */
import type { Id } from "../_generated/dataModel";
import type { QuestionKind, Response, TypedSolution } from "../shared/questionTypes";

/**
 * lobby: players join; question: a question is open (timed by the server); reveal: it closed,
 * the distribution and the right answer show; leaderboard: the host shows the standings;
 * ended: the podium. The host moves lobby → question → reveal → leaderboard → question … → ended.
 */
export type GamePhase = "lobby" | "question" | "reveal" | "leaderboard" | "ended";

/** A question as a screen shows it: never its key. Options in the shown order (choice kinds only). */
export type GameQuestion = { index: number; text: string; kind: QuestionKind; options: string[] };

export type GameStanding = { playerId: Id<"quizGamePlayers">; displayName: string; score: number; rank: number };

/** After a question closes: how many chose each shown option (choice kinds), or how many were right. */
export type GameDistribution = {
  /** counts[i]: players who chose shown option i + 1 (for "multiple": who ticked it); [] for text and numeric. */
  counts: number[];
  /** Shown positions (1-based) of the right options; [] for text and numeric. */
  rightOptions: number[];
  /**
   * The key of a text or number question (its accepted answers; its number and tolerance), which
   * the screen words; null for the choice kinds, whose rightOptions and options say it.
   */
  typedAnswer: TypedSolution | null;
  right: number;
  wrong: number;
  /** Players in the game who did not answer. */
  unanswered: number;
  explanation: string | null;
};

export type HostView = {
  gameId: Id<"quizGames">;
  code: string;
  phase: GamePhase;
  courseId: Id<"courses">;
  courseName: string;
  bankTitle: string;
  /** Players in the game now (not removed), newest first, at most GAME_MAX_PLAYERS. */
  players: { playerId: Id<"quizGamePlayers">; displayName: string }[];
  playerCount: number;
  questionCount: number;
  /** 0-based index of the current (or last) question; -1 in the lobby. */
  index: number;
  question: GameQuestion | null;
  /** Server clock (ms since epoch) when the open question closes; null unless phase is "question". */
  closesAt: number | null;
  secondsPerQuestion: number;
  serverNow: number;
  /** Answers to the current question so far ("18 of 24" = answered of playerCount). */
  answered: number;
  /** Set in reveal, leaderboard and ended (for the last question). */
  distribution: GameDistribution | null;
  /** Top 10, set in leaderboard and ended. */
  leaderboard: GameStanding[] | null;
  /** Top 3, set once ended. */
  podium: GameStanding[] | null;
};

/**
 * What every player of a game sees alike (`games.play.live`, issue #32): the same arguments on every
 * phone (the game and its ticket) and no identity read, so one run serves the whole room. No key
 * while the question is open: `answer` comes after the close.
 */
export type GameLive = {
  gameId: Id<"quizGames">;
  phase: GamePhase;
  courseId: Id<"courses">;
  courseName: string;
  bankTitle: string;
  questionCount: number;
  index: number;
  /** The open question (phase "question") or the one just closed (reveal/leaderboard); null in the lobby and at the end. */
  question: GameQuestion | null;
  /** Server clock (ms since epoch) when the open question closes; null unless phase is "question". */
  closesAt: number | null;
  secondsPerQuestion: number;
  /** After the question closed (reveal, leaderboard): its right answer, the same for everyone. */
  answer: {
    /** The key of a text or number question, null for the choice kinds (GameDistribution.typedAnswer). */
    typedAnswer: TypedSolution | null;
    /** Shown right positions (choice kinds), [] otherwise. */
    rightOptions: number[];
    explanation: string | null;
  } | null;
  /** Top 3, once ended. */
  podium: GameStanding[] | null;
};

/**
 * What is one player's own (`games.play.seat`, issue #32): the ticket that opens `games.play.live`,
 * their name, their answers with the results of the closed questions, score and rank. It reads only
 * their own player row and their own answers (not the game row), so neither another player's answer
 * nor the host opening a question re-runs it; a close does (every score and rank moves).
 */
export type PlayerSeat = {
  gameId: Id<"quizGames">;
  /** Opens games.play.live for this game until the access epoch changes (a removal); null once removed. */
  ticket: string | null;
  /** Set for a removed player only (their screen has no shared view to take it from). */
  bankTitle: string | null;
  displayName: string;
  /** The host removed this player: the screen says so and offers nothing else. */
  removed: boolean;
  /** The game's question index when they joined: they play from the next one. */
  joinedAtIndex: number;
  /** The last question whose result they may see (closed); -1 before the first close. */
  revealedThrough: number;
  /** Their answers, by question; `result` only once that question closed (index ≤ revealedThrough). */
  answers: { index: number; response: Response; result: { correct: boolean; credit: number; points: number } | null }[];
  score: number;
  /** Rank among players after the last closed question; null before the first close. */
  rank: number | null;
};

/** What a phone shows: the shared live view and the player's own seat, of one moment (`playerViewOf`). */
export type PlayerView = {
  gameId: Id<"quizGames">;
  phase: GamePhase;
  courseId: Id<"courses">;
  courseName: string;
  bankTitle: string;
  displayName: string;
  /** The host removed this player: the screen says so and offers nothing else. */
  removed: boolean;
  questionCount: number;
  index: number;
  /**
   * The open question (phase "question"), or the one just closed (reveal/leaderboard). Null in the
   * lobby, at the end, and for a late joiner while the question they joined during is open
   * (`waitingForNext` true).
   */
  question: GameQuestion | null;
  waitingForNext: boolean;
  closesAt: number | null;
  secondsPerQuestion: number;
  /** What this player answered to the current question (their own, shown back), null if nothing yet. */
  myAnswer: Response | null;
  /** After the question closed: this player's result for it. */
  reveal: {
    correct: boolean;
    credit: number;
    points: number;
    /** The key of a text or number question, null for the choice kinds (GameDistribution.typedAnswer). */
    typedAnswer: TypedSolution | null;
    /** Shown right positions (choice kinds), [] otherwise. */
    rightOptions: number[];
    explanation: string | null;
  } | null;
  score: number;
  /** Rank among players after the last closed question; null before the first close. */
  rank: number | null;
  /** Top 3, once ended. */
  podium: GameStanding[] | null;
};

/**
 * What `games.play.join` returns: the game, or why the code let nobody in (a wrong code is returned,
 * not thrown, so the wrong guess it counts against the rate limit is kept; see courses/joinCodes.ts).
 */
export type GameJoinResult = { ok: true; gameId: Id<"quizGames"> } | { ok: false; message: string };

/** A finished game in a student's quiz history. */
export type GameResult = {
  gameId: Id<"quizGames">;
  bankTitle: string;
  courseName: string;
  score: number;
  rank: number;
  players: number;
  endedAt: number;
};

/** Live-game fixtures as the server returns them (convex/games/types.ts); ids are plain strings in tests. */
import type { Id } from "@convex/_generated/dataModel";
import type { GameLive, GameQuestion, GameStanding, HostView, PlayerSeat, PlayerView } from "@convex/games/types";

export const gameId = "g1" as Id<"quizGames">;
const courseId = "c1" as Id<"courses">;
export const playerId = (n: number) => `p${n}` as Id<"quizGamePlayers">;

export function profile(role: "student" | "teacher" | "Admin", displayName = "Ada") {
  return { _id: "me", needsProfile: false, displayName, email: "ada@example.com", role, dp: "" };
}

export const QUESTION: GameQuestion = {
  index: 0,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
  text: "Which type holds text in Java?",
  kind: "single",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
  options: ["int", "String", "boolean", "char"],
};

export const STANDINGS: GameStanding[] = [
  { playerId: playerId(1), displayName: "Grace", score: 1840, rank: 1 },
  { playerId: playerId(2), displayName: "Alan", score: 920, rank: 2 },
  { playerId: playerId(3), displayName: "Ada", score: 0, rank: 3 },
];

export function hostView(overrides: Partial<HostView> = {}): HostView {
  return {
    gameId,
    code: "123456",
    phase: "lobby",
    courseId,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
    courseName: "Java 101",
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
    bankTitle: "Java",
    players: [],
    playerCount: 0,
    questionCount: 10,
    index: -1,
    question: null,
    closesAt: null,
    secondsPerQuestion: 20,
    serverNow: Date.now(),
    answered: 0,
    distribution: null,
    leaderboard: null,
    podium: null,
    ...overrides,
  };
}

export function playerView(overrides: Partial<PlayerView> = {}): PlayerView {
  return {
    gameId,
    phase: "lobby",
    courseId,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
    courseName: "Java 101",
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
    bankTitle: "Java",
    displayName: "Ada",
    removed: false,
    questionCount: 10,
    index: -1,
    question: null,
    waitingForNext: false,
    closesAt: null,
    secondsPerQuestion: 20,
    myAnswer: null,
    reveal: null,
    score: 0,
    rank: null,
    podium: null,
    ...overrides,
  };
}

/** The ticket the fixtures' seat hands out. */
export const TICKET = "ticket-1";

/** A phone's view as the server sends it: the player's seat and the shared live view (issue #32). */
export function splitView(view: PlayerView): { seat: PlayerSeat; live: GameLive } {
  const reveal = view.reveal;
  return {
    seat: {
      gameId: view.gameId,
      ticket: view.removed ? null : TICKET,
      bankTitle: view.removed ? view.bankTitle : null,
      displayName: view.displayName,
      removed: view.removed,
      joinedAtIndex: view.waitingForNext ? view.index : -1,
      revealedThrough:
        reveal !== null || view.phase === "reveal" || view.phase === "leaderboard" ? view.index : view.index - 1,
      answers:
        view.myAnswer === null
          ? []
          : [
              {
                index: view.index,
                response: view.myAnswer,
                result:
                  reveal === null ? null : { correct: reveal.correct, credit: reveal.credit, points: reveal.points },
              },
            ],
      score: view.score,
      rank: view.rank,
    },
    live: {
      gameId: view.gameId,
      phase: view.phase,
      courseId: view.courseId,
      courseName: view.courseName,
      bankTitle: view.bankTitle,
      questionCount: view.questionCount,
      index: view.index,
      question: view.question,
      closesAt: view.closesAt,
      secondsPerQuestion: view.secondsPerQuestion,
      answer:
        reveal === null
          ? null
          : { typedAnswer: reveal.typedAnswer, rightOptions: reveal.rightOptions, explanation: reveal.explanation },
      podium: view.podium,
    },
  };
}

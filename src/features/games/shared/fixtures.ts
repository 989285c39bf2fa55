/** Live-game fixtures as the server returns them (convex/games/types.ts); ids are plain strings in tests. */
import type { Id } from "@convex/_generated/dataModel";
import type { GameQuestion, GameStanding, HostView, PlayerView } from "@convex/games/types";

export const gameId = "g1" as Id<"quizGames">;
const courseId = "c1" as Id<"courses">;
export const playerId = (n: number) => `p${n}` as Id<"quizGamePlayers">;

export function profile(role: "student" | "teacher" | "Admin", displayName = "Ada") {
  return { _id: "me", needsProfile: false, displayName, email: "ada@example.com", role, dp: "" };
}

export const QUESTION: GameQuestion = {
  index: 0,
  text: "Which type holds text in Java?",
  kind: "single",
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
    courseName: "Java 101",
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
    courseName: "Java 101",
    bankTitle: "Java",
    displayName: "Ada",
    removed: false,
    questionCount: 10,
    index: -1,
    question: null,
    waitingForNext: false,
    closesAt: null,
    secondsPerQuestion: 20,
    serverNow: Date.now(),
    myAnswer: null,
    reveal: null,
    score: 0,
    rank: null,
    podium: null,
    ...overrides,
  };
}

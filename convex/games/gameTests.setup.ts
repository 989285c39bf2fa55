// Not deployed (two dots in the name): helpers shared by the live game's tests.
import { vi } from "vitest";
import { api } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { emit } from "../events/emit";
import { ENROLMENT_FORM } from "../events/verify/school.setup";
import { seedQuizBanks } from "../quiz/model/quizBankStore";
import { GAME_SECONDS_PER_QUESTION } from "../shared/gameRules";
import type { Solution } from "../shared/questionTypes";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { createCourse } from "../courses/courseTests.setup";
import { playerViewOf } from "../shared/gameView";
import type { PlayerView } from "./types";

/** 2026-01-01 10:00:00 UTC, the fake clock's start. */
export const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);

type Person = Awaited<ReturnType<typeof seedUser>>;

/**
 * A backend with the shared banks, a teacher's course (its quiz falls back to a shared bank) and
 * `students` students enrolled in it, plus one who is not. The clock is fake, at T0.
 */
export async function gameWorld(students = 3) {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  const t = newTest();
  await t.run(async (ctx) => {
    await seedQuizBanks(ctx);
  });
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const courseId = await createCourse(teacher.as, { name: "Games Course" });
  const players: Person[] = [];
  for (let i = 0; i < students; i += 1) {
    const student = await seedUser(t, "student", { displayName: `Player ${i + 1}` });
    await student.as.mutation(api.courses.enrollments.enroll, { ...ENROLMENT_FORM, courseId });
    players.push(student);
  }
  const outsider = await seedUser(t, "student", { displayName: "Outsider" });
  return { t, teacher, courseId, players, outsider };
}

export type GameWorld = Awaited<ReturnType<typeof gameWorld>>;

/** One question of each kind, in the bank's order, with its key. */
export const EVERY_KIND: { question: string; options: string[]; solution: Solution; explanation?: string }[] = [
  {
    question: "Capital of France?",
    options: ["Paris", "Rome", "Madrid", "Berlin"],
    solution: { kind: "single", answer: 1 },
    explanation: "Paris has been the capital since 987.",
  },
  {
    question: "Which are primes?",
    options: ["2", "3", "4", "9"],
    solution: { kind: "multiple", answers: [1, 2] },
  },
  { question: "The sky is green.", options: ["True", "False"], solution: { kind: "truefalse", answer: 2 } },
  { question: "Name the largest ocean.", options: [], solution: { kind: "text", accepted: ["Pacific"] } },
  { question: "What is 6 × 7?", options: [], solution: { kind: "numeric", value: 42, tolerance: 0 } },
];

/** Option orders for EVERY_KIND: choice options reversed (so shown ≠ bank), true/false as is. */
function orderOf(q: (typeof EVERY_KIND)[number]): number[] {
  const bank = q.options.map((_, i) => i + 1);
  return q.solution.kind === "truefalse" ? bank : bank.reverse();
}

/** A game of EVERY_KIND's questions in the world's course, made by its teacher (a game_created straight from the test). */
export async function plantGame(world: GameWorld): Promise<{ gameId: Id<"quizGames">; code: string }> {
  const code = "424242";
  const gameId = await world.t.run(async (ctx) => {
    const course = await ctx.db.get("courses", world.courseId);
    const event = await emit(ctx, {
      type: "game_created",
      v: 1,
      actorId: world.teacher.userId,
      courseKey: course!.key,
      courseName: course!.name,
      bank: "test",
      bankTitle: "Test bank",
      code,
      secondsPerQuestion: GAME_SECONDS_PER_QUESTION,
      questions: EVERY_KIND.map((q, i) => ({ questionKey: `q${i}`, ...q, optionOrder: orderOf(q) })),
    });
    const game = await ctx.db
      .query("quizGames")
      .withIndex("by_key", (q) => q.eq("key", event._id))
      .unique();
    return game!._id;
  });
  return { gameId, code };
}

/** Where bank option `bankOption` (1-based) is shown in a planted game's question `index`. */
export function shownOf(index: number, bankOption: number): number {
  return orderOf(EVERY_KIND[index]!).indexOf(bankOption) + 1;
}

/** Every player joins the game with its code. */
export async function joinAll(people: readonly Person[], code: string): Promise<void> {
  for (const person of people) {
    const result = await person.as.mutation(api.games.play.join, { code });
    if (!result.ok) throw new Error(result.message);
  }
}

export async function playerRows(t: TestConvex, gameId: Id<"quizGames">): Promise<Doc<"quizGamePlayers">[]> {
  return await t.run(async (ctx) =>
    ctx.db
      .query("quizGamePlayers")
      .withIndex("by_game_joined", (q) => q.eq("gameId", gameId))
      .collect(),
  );
}

/** Runs every scheduled function due (the question's close), advancing the fake clock. */
export async function runScheduled(t: TestConvex): Promise<void> {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

/**
 * What a player's phone shows (issue #32): their seat, then the shared live view opened by its
 * ticket, combined as the screen combines them. Throws what either query throws.
 */
export async function phoneView(person: Person, gameId: Id<"quizGames">): Promise<PlayerView> {
  const seat = await person.as.query(api.games.play.seat, { gameId });
  const live =
    seat.ticket === null ? null : await person.as.query(api.games.play.live, { gameId, ticket: seat.ticket });
  const view = playerViewOf(live, seat);
  if (view === null) throw new Error("the seat and the live view disagree");
  return view;
}

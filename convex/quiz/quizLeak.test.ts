/**
 * The right option of a question must not reach the browser before the question is locked: walk
 * every query and mutation the quiz screens use while question 2 is open (question 1 answered)
 * and look for it in every result and every error.
 */
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { answerKey, keysIn, PYTHON, quizWorld, T0, wrongOption } from "./quizTests.setup";
import { seedUser } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Fields that carry (or give away) a right option. */
const REVEALING = ["answer", "correct", "chosen", "questions", "answers"];

async function settle(promise: Promise<unknown>) {
  try {
    return { ok: true as const, value: await promise };
  } catch (error) {
    return { ok: false as const, error };
  }
}

test("no query, mutation result or error carries the right option of the open question", async () => {
  const { t, student } = await quizWorld();
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const key = await answerKey(t, attemptId);
  await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, option: key[0] });
  await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
  const other = await seedUser(t, "student");

  const calls: Record<string, Promise<unknown>> = {
    overview: student.as.query(api.quiz.quiz.overview, PYTHON),
    start: student.as.mutation(api.quiz.quiz.start, PYTHON),
    current: student.as.query(api.quiz.quiz.current, PYTHON),
    leaderboard: student.as.query(api.quiz.quiz.leaderboard, PYTHON),
    myAttempts: student.as.query(api.quiz.quiz.myAttempts, { paginationOpts: { numItems: 10, cursor: null } }),
    syncClock: student.as.mutation(api.quiz.quiz.syncClock, {}),
    // Errors: an option out of range, a question not open yet, Next and Finish too early, someone else.
    badOption: student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, option: 7 }),
    futureQuestion: student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 2, option: 1 }),
    earlyNext: student.as.mutation(api.quiz.quiz.next, { attemptId, index: 1 }),
    earlyFinish: student.as.mutation(api.quiz.quiz.finish, { attemptId }),
    otherStudent: other.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, option: key[1] }),
    otherCurrent: other.as.query(api.quiz.quiz.current, PYTHON),
    // Answering the question already left is stale, and reveals nothing about the open one.
    staleAnswer: student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, option: key[0] }),
  };
  const errors: string[] = [];
  for (const [name, call] of Object.entries(calls)) {
    const settled = await settle(call);
    if (settled.ok) {
      const found = [...keysIn(settled.value)].filter((k) => REVEALING.includes(k));
      expect(found, `${name} returned ${JSON.stringify(settled.value)}`).toEqual([]);
    } else {
      expect(settled.error, `${name}`).toBeInstanceOf(ConvexError);
      const data = (settled.error as ConvexError<Record<string, string>>).data;
      expect(Object.keys(data).sort(), name).toEqual(["code", "message"]);
      errors.push(name);
    }
  }
  expect(errors.sort()).toEqual(["badOption", "earlyFinish", "earlyNext", "futureQuestion", "otherStudent"].sort());

  // Control: once question 2 is answered, the same query does carry its right option.
  await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, option: key[1] });
  const locked = await student.as.query(api.quiz.quiz.current, PYTHON);
  expect(keysIn(locked).has("answer")).toBe(true);
  expect(locked!.locked!.answer).toBe(key[1]);
});

test("the right option stays hidden through a timeout until the scheduled lock has run", async () => {
  const { t, student } = await quizWorld();
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const key = await answerKey(t, attemptId);
  vi.advanceTimersByTime(30_000);
  expect(keysIn(await student.as.query(api.quiz.quiz.current, PYTHON)).has("answer")).toBe(false);
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect((await student.as.query(api.quiz.quiz.current, PYTHON))!.locked!.answer).toBe(key[0]);
});

test("a lock row (ADR 0037) holds no right option and reaches no client before its question is locked", async () => {
  const { t, student } = await quizWorld();
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const key = await answerKey(t, attemptId);
  vi.advanceTimersByTime(5_000);
  await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, option: wrongOption(key[0]) });
  const rows = await t.run((ctx) => ctx.db.query("quizAttemptAnswers").collect());
  expect(rows.map(({ index, chosen, correct, elapsedMs }) => ({ index, chosen, correct, elapsedMs }))).toEqual([
    { index: 0, chosen: wrongOption(key[0]), correct: false, elapsedMs: 5_000 },
  ]);
  expect(Object.keys(rows[0]).sort()).toEqual([
    "_creationTime",
    "_id",
    "attemptKey",
    "chosen",
    "correct",
    "elapsedMs",
    "index",
  ]);
  await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
  // Question 2 is open: nothing the student can call shows its lock state or its right option.
  const views = {
    current: await student.as.query(api.quiz.quiz.current, PYTHON),
    myAttempts: await student.as.query(api.quiz.quiz.myAttempts, { paginationOpts: { numItems: 10, cursor: null } }),
  };
  for (const [name, value] of Object.entries(views)) {
    const found = [...keysIn(value)].filter((k) => REVEALING.includes(k));
    expect(found, `${name} returned ${JSON.stringify(value)}`).toEqual([]);
  }
});

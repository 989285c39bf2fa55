/**
 * The attempt's question snapshot in its own documents (ADR 0033): written once at the start (from
 * `quiz_started`), deleted with the attempt. Likewise the locks in their own rows (ADR 0037).
 */
import { getDocumentSize } from "convex/values";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { pick, answerKey, locksOf, playQuiz, PYTHON, quizWorld, T0, wrongOption, noShuffle } from "./quizTests.setup";
import { seedUser, type TestConvex } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  // These tests are about the clock, the locks and the bank, not the draw: the bank's order.
  noShuffle();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function snapshotRows(t: TestConvex, attemptId: Id<"quizAttempts">) {
  return await t.run((ctx) =>
    ctx.db
      .query("quizAttemptQuestions")
      .withIndex("by_attempt_index", (q) => q.eq("attemptId", attemptId))
      .collect(),
  );
}

test("start writes the bank's questions once, in order; the attempt keeps only their count", async () => {
  const { t, student } = await quizWorld();
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const bank = await t.run((ctx) =>
    ctx.db
      .query("quizQuestions")
      .withIndex("by_bank_position", (q) => q.eq("bank", "Python Course"))
      .collect(),
  );
  const rows = await snapshotRows(t, attemptId);
  expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(rows.map((r) => [r.questionKey, r.question, r.options, r.solution])).toEqual(
    bank.map((q) => [q.key, q.question, q.options, q.solution]),
  );
  const attempt = await t.run((ctx) => ctx.db.get("quizAttempts", attemptId));
  expect(attempt).toMatchObject({ questionCount: 10 });
  // Resuming writes no second copy; a whole run adds none.
  await student.as.mutation(api.quiz.quiz.start, PYTHON);
  await playQuiz(t, student, Array<"right">(10).fill("right"));
  expect(await snapshotRows(t, attemptId)).toHaveLength(10);
});

test("admin/admin:resetQuizAttempt deletes the attempt's question documents, not another attempt's", async () => {
  const { t, student } = await quizWorld();
  const other = await seedUser(t, "student");
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const kept = await other.as.mutation(api.quiz.quiz.start, PYTHON);
  await t.mutation(internal.admin.admin.resetQuizAttempt, { attemptId });
  expect(await snapshotRows(t, attemptId)).toEqual([]);
  expect(await snapshotRows(t, kept.attemptId)).toHaveLength(10);
  // The student starts afresh; the scheduled lock of the deleted attempt finds nothing.
  const again = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  expect(again.resumed).toBe(false);
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(await answerKey(t, again.attemptId)).toHaveLength(10);
});

test("a new attempt keeps its size: each lock is its own row; score and time add up at Next and Finish", async () => {
  const { t, student } = await quizWorld();
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const key = await answerKey(t, attemptId);
  const sizes: number[] = [];
  for (let index = 0; index < 10; index++) {
    vi.advanceTimersByTime(1_000);
    await student.as.mutation(api.quiz.quiz.answer, {
      attemptId,
      index,
      response: pick(index < 7 ? key[index] : wrongOption(key[index])),
    });
    const mine = await student.as.query(api.quiz.quiz.myAttempts, { paginationOpts: { numItems: 10, cursor: null } });
    expect(mine.page[0]).toMatchObject({ answered: index + 1, score: Math.min(index + 1, 7), durationMs: null });
    if (index < 9) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
    sizes.push(getDocumentSize((await t.run((ctx) => ctx.db.get("quizAttempts", attemptId)))!));
  }
  expect(new Set(sizes.slice(0, 9)).size).toBe(1);
  expect(await student.as.mutation(api.quiz.quiz.finish, { attemptId })).toMatchObject({
    score: 7,
    total: 10,
    durationMs: 10_000,
  });
  expect(await locksOf(t, attemptId)).toHaveLength(10);
  const attempt = await t.run((ctx) => ctx.db.get("quizAttempts", attemptId));
  expect(attempt).toMatchObject({ score: 7, durationMs: 10_000, status: "finished" });
  expect((await student.as.query(api.quiz.quiz.leaderboard, PYTHON)).me).toEqual({
    score: 7,
    total: 10,
    durationMs: 10_000,
  });
  // An admin reset of a running attempt deletes its lock rows with it.
  const again = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  await student.as.mutation(api.quiz.quiz.answer, { attemptId: again.attemptId, index: 0, response: pick(1) });
  await t.mutation(internal.admin.admin.resetQuizAttempt, { attemptId: again.attemptId });
  expect(await t.run((ctx) => ctx.db.query("quizAttemptAnswers").collect())).toHaveLength(10);
});

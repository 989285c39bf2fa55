import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { isAppError } from "../shared/errors";
import { ANSWER_GRACE_MS, QUESTION_MS } from "../shared/quizRules";
import { pick, answerKey, locksOf, playQuiz, PYTHON, quizWorld, T0, wrongOption, noShuffle } from "./quizTests.setup";
import { seedUser } from "../test.setup";

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

describe("a run through a bank", () => {
  test("start shows question 1 of 10 with a 30 s deadline on the server's clock", async () => {
    const { student } = await quizWorld();
    const started = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    expect(started).toMatchObject({ resumed: false, serverNow: T0 });
    const view = await student.as.query(api.quiz.quiz.current, PYTHON);
    expect(view).toMatchObject({
      bankTitle: "Python Course",
      status: "active",
      total: 10,
      index: 0,
      isLast: false,
      score: 0,
      deadline: T0 + QUESTION_MS,
      timeLimitMs: QUESTION_MS,
      locked: null,
      result: null,
    });
    expect(view!.question!.text).toBe("What does len([3, 1, 4]) return?");
    expect(view!.question!.options).toHaveLength(4);
  });

  test("a right first click scores; a later click changes nothing; a wrong one reveals the right option", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);

    const first = await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) });
    expect(first).toMatchObject({
      outcome: "correct",
      locked: { response: pick(key[0]), correct: true, rightOptions: [key[0]], timedOut: false },
    });
    const again = await student.as.mutation(api.quiz.quiz.answer, {
      attemptId,
      index: 0,
      response: pick(wrongOption(key[0])),
    });
    expect(again).toMatchObject({ outcome: "already_locked", locked: { response: pick(key[0]), correct: true } });
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ score: 1, deadline: null });

    await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
    const wrong = await student.as.mutation(api.quiz.quiz.answer, {
      attemptId,
      index: 1,
      response: pick(wrongOption(key[1])),
    });
    expect(wrong).toMatchObject({
      outcome: "wrong",
      locked: { response: pick(wrongOption(key[1])), correct: false, rightOptions: [key[1]] },
    });
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({
      index: 1,
      score: 1,
      locked: { rightOptions: [key[1]] },
    });
  });

  test("Next needs a locked question, resets the clock to 30 s, and cannot go back", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    await expect(student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 })).rejects.toSatisfy((e) =>
      isAppError(e, "CONFLICT"),
    );
    vi.advanceTimersByTime(12_000);
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) });
    vi.advanceTimersByTime(3_000);
    const moved = await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
    expect(moved).toEqual({ index: 1, deadline: T0 + 15_000 + QUESTION_MS, serverNow: T0 + 15_000 });
    // A repeated Next (double click, second tab) does not skip question 2.
    expect(await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 })).toMatchObject({ index: 1 });
    // Answering question 1 again is stale: nothing changes, nothing is revealed.
    expect(
      await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
    ).toMatchObject({
      outcome: "stale",
      locked: null,
    });
    // A question not open yet is refused.
    await expect(
      student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 2, response: pick(1) }),
    ).rejects.toSatisfy((e) => isAppError(e, "INVALID"));
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ index: 1, score: 1, locked: null });
  });

  test("Finish shows the score out of N; finishing twice changes nothing; starting again is a new attempt", async () => {
    const { t, student } = await quizWorld();
    const attemptId = await playQuiz(t, student, [
      "right",
      "wrong",
      "right",
      "right",
      "wrong",
      "right",
      "right",
      "right",
      "wrong",
      "right",
    ]);
    const view = await student.as.query(api.quiz.quiz.current, PYTHON);
    expect(view).toMatchObject({ status: "finished", question: null, locked: null, result: { score: 7, total: 10 } });
    const again = await student.as.mutation(api.quiz.quiz.finish, { attemptId });
    expect(again).toMatchObject({ score: 7, total: 10 });
    const events = await t.run((ctx) =>
      ctx.db
        .query("events")
        .withIndex("by_actor", (q) => q.eq("actorId", student.userId))
        .collect(),
    );
    // One event per answer: the question, the option chosen, right or wrong, the time spent.
    const answered = events.flatMap((e) => (e.type === "quiz_answered" ? [e] : []));
    expect(answered.map((e) => [e.index, e.correct, e.elapsedMs])).toEqual(
      [true, false, true, true, false, true, true, true, false, true].map((correct, index) => [index, correct, 0]),
    );
    expect(answered[0]).toMatchObject({ attemptKey: expect.any(String), questionKey: expect.any(String) });
    expect(answered[0].question).toBe("What does len([3, 1, 4]) return?");
    expect(events.filter((e) => e.type === "quiz_finished")).toMatchObject([
      { bank: "Python Course", bankTitle: "Python Course", score: 7, total: 10, durationMs: 0, finishedAt: T0 },
    ]);

    const second = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    expect(second.attemptId).not.toBe(attemptId);
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({
      status: "active",
      index: 0,
      score: 0,
    });
  });

  test("Finish before the last question, or while it is open, is refused", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    await expect(student.as.mutation(api.quiz.quiz.finish, { attemptId })).rejects.toSatisfy((e) =>
      isAppError(e, "CONFLICT"),
    );
    const key = await answerKey(t, attemptId);
    for (let index = 0; index < 9; index++) {
      await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response: pick(key[index]) });
      await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
    }
    await expect(student.as.mutation(api.quiz.quiz.next, { attemptId, index: 9 })).rejects.toSatisfy((e) =>
      isAppError(e, "CONFLICT"),
    );
    await expect(student.as.mutation(api.quiz.quiz.finish, { attemptId })).rejects.toSatisfy((e) =>
      isAppError(e, "CONFLICT"),
    );
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ status: "active", isLast: true });
  });
});

describe("the server's clock", () => {
  test("an answer after the deadline plus the grace scores nothing; within the grace it counts", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    vi.setSystemTime(T0 + QUESTION_MS + ANSWER_GRACE_MS - 1);
    expect(
      await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
    ).toMatchObject({
      outcome: "correct",
    });
    await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
    const shown = Date.now();
    vi.setSystemTime(shown + QUESTION_MS + ANSWER_GRACE_MS);
    const late = await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, response: pick(key[1]) });
    expect(late).toMatchObject({
      outcome: "late",
      locked: { response: null, correct: false, rightOptions: [key[1]], timedOut: true },
    });
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ score: 1 });
  });

  test("the scheduled lock times the question out at its deadline with no browser at all", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    vi.advanceTimersByTime(QUESTION_MS);
    await t.finishInProgressScheduledFunctions();
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({
      locked: null,
      deadline: T0 + QUESTION_MS,
    });
    vi.advanceTimersByTime(ANSWER_GRACE_MS);
    await t.finishInProgressScheduledFunctions();
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({
      index: 0,
      score: 0,
      deadline: null,
      locked: { response: null, correct: false, rightOptions: [key[0]], timedOut: true },
    });
    // A click after the lock is too late to score.
    expect(
      await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
    ).toMatchObject({
      outcome: "already_locked",
      locked: { response: null },
    });
  });

  test("the scheduled lock does nothing once the question was answered or left", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) });
    await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, response: pick(wrongOption(key[1])) });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await locksOf(t, attemptId)).map((lock) => lock?.response)).toEqual([
      pick(key[0]),
      pick(wrongOption(key[1])),
    ]);
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ index: 1, score: 1 });
  });

  test("a reload or second tab resumes the same attempt at the same question with the time really left", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) });
    vi.advanceTimersByTime(2_000);
    await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
    vi.advanceTimersByTime(11_000);
    const resumed = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    expect(resumed).toMatchObject({ attemptId, resumed: true, serverNow: T0 + 13_000 });
    const view = await student.as.query(api.quiz.quiz.current, PYTHON);
    expect(view).toMatchObject({ attemptId, index: 1, score: 1, serverNow: T0 + 13_000 });
    expect(view!.deadline! - view!.serverNow).toBe(QUESTION_MS - 11_000);
    // The same student's other bank is a separate attempt.
    const java = await student.as.mutation(api.quiz.quiz.start, { courseName: "Java" });
    expect(java.attemptId).not.toBe(attemptId);
  });
});

describe("one answer per question", () => {
  test("racing answers from two tabs score once", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    const results = await Promise.all([
      student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
      student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
      student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(wrongOption(key[0])) }),
    ]);
    expect(results.filter((r) => r.outcome === "correct")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "already_locked")).toHaveLength(2);
    expect(await locksOf(t, attemptId)).toHaveLength(1);
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({
      score: 1,
      locked: { correct: true },
    });
  });

  test("racing Next and Finish clicks move once and finish once", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) });
    await Promise.all([0, 0, 0].map((index) => student.as.mutation(api.quiz.quiz.next, { attemptId, index })));
    expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ index: 1 });
    for (let index = 1; index < 10; index++) {
      await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response: pick(key[index]) });
      if (index < 9) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
    }
    const finishes = await Promise.all([1, 2].map(() => student.as.mutation(api.quiz.quiz.finish, { attemptId })));
    expect(finishes.map((f) => f.score)).toEqual([10, 10]);
    const events = await t.run((ctx) =>
      ctx.db
        .query("events")
        .withIndex("by_actor", (q) => q.eq("actorId", student.userId))
        .collect(),
    );
    expect(events.filter((e) => e.type === "quiz_finished")).toHaveLength(1);
    expect(await t.run((ctx) => ctx.db.query("quizBest").collect())).toHaveLength(1);
  });
});

describe("who may take the quiz", () => {
  test("teachers and Admins cannot start it; another student cannot touch someone's attempt", async () => {
    const { t, student } = await quizWorld();
    for (const role of ["teacher", "Admin"] as const) {
      const staff = await seedUser(t, role);
      await expect(staff.as.mutation(api.quiz.quiz.start, PYTHON)).rejects.toSatisfy((e) => isAppError(e, "FORBIDDEN"));
    }
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const key = await answerKey(t, attemptId);
    const other = await seedUser(t, "student");
    for (const call of [
      other.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
      other.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 }),
      other.as.mutation(api.quiz.quiz.finish, { attemptId }),
    ]) {
      await expect(call).rejects.toSatisfy((e) => isAppError(e, "NOT_FOUND"));
    }
    expect(await locksOf(t, attemptId)).toEqual([]);
  });

  test("an option outside 1-4 is refused and locks nothing", async () => {
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    for (const option of [0, 5, 1.5]) {
      await expect(
        student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(option) }),
      ).rejects.toSatisfy((e) => isAppError(e, "INVALID"));
    }
    expect(await locksOf(t, attemptId)).toEqual([]);
  });
});

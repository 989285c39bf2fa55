/**
 * What the calls of a quiz attempt read and write (ADR 0033): the attempt document holds the
 * progress only and the question snapshot is one document per question, so quiz.current (re-run
 * on every answer and Next) and an answer read the attempt plus the question on screen, Next
 * reads the attempt, and an answer rewrites a small document: the same bytes for a 10-question
 * and a 30-question attempt. Since ADR 0037 an answer writes a small lock row and leaves the
 * attempt alone, and the hot calls read the session without the users row (ADR 0035).
 */
import { getDocumentSize } from "convex/values";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { emit } from "../events/emit";
import { answerQuestion, currentView, nextQuestion } from "./model/quizAttempts";
import { requireLiveUserId } from "../accounts/model/users";
import { pick, answerKey, PYTHON, quizWorld, T0, noShuffle } from "./quizTests.setup";
import { measureReads } from "../readCounting.setup";
import { identityFor, type TestConvex } from "../test.setup";

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

/** Grows the shared Python bank (10 questions) by `extra` more, after its own (as events: the tests' bank). */
async function addQuestions(t: TestConvex, extra: number) {
  await t.run(async (ctx) => {
    for (let i = 0; i < extra; i++) {
      await emit(ctx, {
        type: "question_added",
        v: 1,
        bank: "Python Course",
        position: 1_000 + i,
        question: `Extra question ${i} about a rather long topic, so that a copy of it would show?`,
        options: ["first option", "second option", "third option", "fourth option"],
        solution: { kind: "single", answer: 1 + (i % 4) },
        tags: [],
      });
    }
  });
}

/** Starts an attempt in a Python bank of 10 + `extra` questions and measures its calls on question 1. */
async function measureAttempt(extra: number) {
  const { t, student } = await quizWorld();
  await addQuestions(t, extra);
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const startSize = await sizeOf(t, attemptId);
  const key = await answerKey(t, attemptId);
  const as = t.withIdentity(identityFor(student.userId));
  const open = await as.run((ctx) =>
    measureReads(ctx, async (c) => currentView(c, await requireLiveUserId(c), PYTHON)),
  );
  const answer = await as.run((ctx) =>
    measureReads(ctx, async (c) =>
      answerQuestion(c, await requireLiveUserId(c), { attemptId, index: 0, response: pick(key[0]) }),
    ),
  );
  const attemptSize = await sizeOf(t, attemptId);
  const locked = await as.run((ctx) =>
    measureReads(ctx, async (c) => currentView(c, await requireLiveUserId(c), PYTHON)),
  );
  const next = await as.run((ctx) =>
    measureReads(ctx, async (c) => nextQuestion(c, await requireLiveUserId(c), { attemptId, index: 0 })),
  );
  return { key, open, answer, startSize, attemptSize, locked, next };
}

async function sizeOf(t: TestConvex, attemptId: Id<"quizAttempts">): Promise<number> {
  const attempt = await t.run((ctx) => ctx.db.get("quizAttempts", attemptId));
  return getDocumentSize(attempt!);
}

test("quiz.current, an answer and Next read the same from a 10- and a 30-question bank", async () => {
  const ten = await measureAttempt(0);
  const thirty = await measureAttempt(20);
  // An attempt asks ten of the bank's questions (issue #27), however many the bank has.
  expect(ten.key).toHaveLength(10);
  expect(thirty.key).toHaveLength(10);
  expect(thirty.open.result).toMatchObject({ total: 10, index: 0, locked: null });
  expect(thirty.locked.result?.locked?.rightOptions).toEqual([thirty.key[0]]);

  // The session (ADR 0035; a shared bank by name: resolveBank reads nothing); the attempt; the
  // question on screen (its lock row, ADR 0037, is not there yet); each budget has 1 to spare, and
  // three times the questions read no more.
  expect(ten.open.reads).toBeLessThanOrEqual(3 + 1);
  expect(thirty.open.reads).toBeLessThanOrEqual(ten.open.reads);
  expect(thirty.open.bytes).toBeLessThanOrEqual(ten.open.bytes);
  expect(thirty.locked.bytes).toBeLessThanOrEqual(ten.locked.bytes);
  // The session; the attempt; the question on screen; its event, read back by emit.
  expect(ten.answer.reads).toBeLessThanOrEqual(4 + 1);
  expect(thirty.answer.bytes).toBeLessThanOrEqual(ten.answer.bytes);
  // The locked question adds its lock row.
  expect(ten.locked.reads).toBeLessThanOrEqual(4 + 1);
  // The session; the attempt; the lock row (no accommodation row): no question at all; its event,
  // read back by emit, and the attempt the projector finds by key.
  expect(ten.next.reads).toBeLessThanOrEqual(5 + 1);
  expect(thirty.next.bytes).toBeLessThanOrEqual(ten.next.bytes);
});

test("an answer leaves a small attempt document as it was, whatever the number of questions", async () => {
  const ten = await measureAttempt(0);
  const thirty = await measureAttempt(20);
  // Progress only: ids, status, clock, score; the question texts and the locks have their own
  // documents, so the attempt is as large after the answer as at the start.
  expect(ten.attemptSize).toBeLessThan(400);
  expect(ten.attemptSize).toBe(ten.startSize);
  expect(thirty.attemptSize).toBe(ten.attemptSize);
  // The answer reads less than the questions it would have carried (10 questions: > 1.5 KB), its
  // event read back included.
  expect(thirty.answer.bytes).toBeLessThan(1_500);
});

/**
 * The right option of a question must not reach the browser before the question is locked: walk
 * every query and mutation the quiz screens use while question 2 is open (question 1 answered)
 * and compare the EXACT set of key paths of every result (every object's keys, recursively) with
 * the shape listed here, and every error's with { code, message }. A new field anywhere fails, so
 * an answer cannot slip out under a name nobody thought to look for (issue #27: `hint` did).
 */
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import {
  pick,
  answerKey,
  enrol,
  noShuffle,
  playQuiz,
  PYTHON,
  quizWorld,
  T0,
  teacherCourse,
  wrongOption,
} from "./quizTests.setup";
import { seedUser } from "../test.setup";
import type { Response } from "../shared/questionTypes";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/**
 * Every key path in a Convex value, objects in arrays included (`rows[].score`): what a result
 * carries, compared in full, so a field that is not listed here (an answer under any name, `hint`
 * too) fails the test instead of slipping past a list of names to look for.
 */
function keyPaths(value: unknown, prefix = "", found = new Set<string>()): string[] {
  if (Array.isArray(value)) value.forEach((item) => keyPaths(item, `${prefix}[]`, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const path = prefix === "" ? key : `${prefix}.${key}`;
      found.add(path);
      keyPaths(inner, path, found);
    }
  }
  return [...found].sort();
}

const paths = (...list: string[]) => [...list].sort();

/** The whole shape of what a student's screens get while a question is open (no right option in it). */
const SHAPES: Record<string, string[]> = {
  overview: paths(
    "bankTitle",
    "questionCount",
    "standardSeconds",
    "secondsPerQuestion",
    "allowance",
    "inProgress",
    "kinds",
    "attempts",
    "attempts.max",
    "attempts.used",
    "attempts.cooldownMinutes",
    "attempts.nextAttemptAt",
    "attempts.countForCertificate",
  ),
  start: paths("attemptId", "attemptKey", "resumed", "serverNow"),
  next: paths("index", "deadline", "serverNow"),
  // The open question: its text and shown options; `locked` and `result` are null.
  current: paths(
    "attemptId",
    "bankTitle",
    "status",
    "total",
    "index",
    "isLast",
    "score",
    "question",
    "question.text",
    "question.kind",
    "question.options",
    "question.rule",
    "timeLimitMs",
    "deadline",
    "serverNow",
    "locked",
    "result",
  ),
  leaderboard: paths(
    "bankTitle",
    "rows",
    "rows[].rank",
    "rows[].displayName",
    "rows[].score",
    "rows[].total",
    "rows[].durationMs",
    "rows[].finishedAt",
    "rows[].isMe",
    "me",
  ),
  myAttempts: paths(
    "page",
    "page[].attemptId",
    "page[].bankTitle",
    "page[].status",
    "page[].score",
    "page[].total",
    "page[].answered",
    "page[].startedAt",
    "page[].finishedAt",
    "page[].durationMs",
    "isDone",
    "continueCursor",
    "pageStatus",
    "splitCursor",
  ),
  syncClock: paths("serverNow"),
  // An answer to the question already left: `locked` is null.
  staleAnswer: paths("outcome", "serverNow", "locked"),
};
// The other student's result screen: no question, the result.
SHAPES.otherCurrent = paths(
  ...SHAPES.current.filter((path) => !path.startsWith("question.")),
  "result.score",
  "result.total",
  "result.durationMs",
  "result.finishedAt",
);

async function settle(promise: Promise<unknown>) {
  try {
    return { ok: true as const, value: await promise };
  } catch (error) {
    return { ok: false as const, error };
  }
}

test("no query, mutation result or error carries the right option of the open question", async () => {
  const { t, student } = await quizWorld();
  // Someone is on the leaderboard and in the history, so their rows' shape is checked too.
  const other = await seedUser(t, "student");
  await playQuiz(t, other, Array(10).fill("right"));
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const key = await answerKey(t, attemptId);
  await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) });
  const opened = await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });

  const calls: Record<string, () => Promise<unknown>> = {
    next: () => Promise.resolve(opened),
    overview: () => student.as.query(api.quiz.quiz.overview, PYTHON),
    start: () => student.as.mutation(api.quiz.quiz.start, PYTHON),
    current: () => student.as.query(api.quiz.quiz.current, PYTHON),
    leaderboard: () => student.as.query(api.quiz.quiz.leaderboard, PYTHON),
    myAttempts: () => other.as.query(api.quiz.quiz.myAttempts, { paginationOpts: { numItems: 10, cursor: null } }),
    myRunningAttempt: () =>
      student.as.query(api.quiz.quiz.myAttempts, { paginationOpts: { numItems: 10, cursor: null } }),
    syncClock: () => student.as.mutation(api.quiz.quiz.syncClock, {}),
    // Errors: an option out of range, a question not open yet, Next and Finish too early, someone else.
    badOption: () => student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, response: pick(7) }),
    futureQuestion: () => student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 2, response: pick(1) }),
    earlyNext: () => student.as.mutation(api.quiz.quiz.next, { attemptId, index: 1 }),
    earlyFinish: () => student.as.mutation(api.quiz.quiz.finish, { attemptId }),
    otherStudent: () => other.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, response: pick(key[1]) }),
    otherCurrent: () => other.as.query(api.quiz.quiz.current, PYTHON),
    // Answering the question already left is stale, and reveals nothing about the open one.
    staleAnswer: () => student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
  };
  const errors: string[] = [];
  for (const [name, call] of Object.entries(calls)) {
    const settled = await settle(call());
    if (settled.ok) {
      const shape = SHAPES[name === "myRunningAttempt" ? "myAttempts" : name];
      expect(keyPaths(settled.value), `${name} returned ${JSON.stringify(settled.value)}`).toEqual(shape);
    } else {
      expect(settled.error, `${name}`).toBeInstanceOf(ConvexError);
      const data = (settled.error as ConvexError<Record<string, string>>).data;
      expect(Object.keys(data).sort(), name).toEqual(["code", "key", "message", "params"]);
      errors.push(name);
    }
  }
  expect(errors.sort()).toEqual(["badOption", "earlyFinish", "earlyNext", "futureQuestion", "otherStudent"].sort());

  // Control: once question 2 is answered, the same query does carry its right option.
  await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, response: pick(key[1]) });
  const locked = await student.as.query(api.quiz.quiz.current, PYTHON);
  expect(keyPaths(locked)).toEqual(
    paths(
      ...SHAPES.current,
      "locked.response",
      "locked.response.kind",
      "locked.response.option",
      "locked.credit",
      "locked.correct",
      "locked.timedOut",
      "locked.rightOptions",
      "locked.solutionText",
      "locked.typedAnswer",
      "locked.explanation",
    ),
  );
  expect(locked!.locked!.rightOptions).toEqual([key[1]]);
});

test("the right option stays hidden through a timeout until the scheduled lock has run", async () => {
  const { t, student } = await quizWorld();
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const key = await answerKey(t, attemptId);
  vi.advanceTimersByTime(30_000);
  expect(keyPaths(await student.as.query(api.quiz.quiz.current, PYTHON))).toEqual(SHAPES.current);
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect((await student.as.query(api.quiz.quiz.current, PYTHON))!.locked!.rightOptions).toEqual([key[0]]);
});

test("a lock row (ADR 0037) holds no right option and reaches no client before its question is locked", async () => {
  const { t, student } = await quizWorld();
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  const key = await answerKey(t, attemptId);
  vi.advanceTimersByTime(5_000);
  await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(wrongOption(key[0])) });
  const rows = await t.run((ctx) => ctx.db.query("quizAttemptAnswers").collect());
  expect(rows.map(({ index, response, correct, elapsedMs }) => ({ index, response, correct, elapsedMs }))).toEqual([
    { index: 0, response: pick(wrongOption(key[0])), correct: false, elapsedMs: 5_000 },
  ]);
  expect(Object.keys(rows[0]).sort()).toEqual([
    "_creationTime",
    "_id",
    "attemptKey",
    "correct",
    "credit",
    "elapsedMs",
    "index",
    "response",
  ]);
  await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
  // Question 2 is open: nothing the student can call shows its lock state or its right option.
  const views = {
    current: await student.as.query(api.quiz.quiz.current, PYTHON),
    myAttempts: await student.as.query(api.quiz.quiz.myAttempts, { paginationOpts: { numItems: 10, cursor: null } }),
  };
  for (const [name, value] of Object.entries(views)) {
    expect(keyPaths(value), `${name} returned ${JSON.stringify(value)}`).toEqual(SHAPES[name]);
  }
});

test("every question type: the open question's view has the same exact shape, and no value of its key", async () => {
  noShuffle();
  const { t, student } = await quizWorld();
  const { teacher, courseId } = await teacherCourse(t);
  await enrol(student, courseId);
  const bank = [
    { options: ["Kp1", "Kp2", "Kp3"], solution: { kind: "single" as const, answer: 2 } },
    { options: ["Km1", "Km2", "Km3"], solution: { kind: "multiple" as const, answers: [1, 3] } },
    { options: [], solution: { kind: "truefalse" as const, answer: 2 } },
    { options: [], solution: { kind: "text" as const, accepted: ["Sesame-7"] } },
    { options: [], solution: { kind: "numeric" as const, value: 4242.5, tolerance: 0.25 } },
  ];
  for (const [n, q] of bank.entries()) {
    await teacher.as.mutation(api.quiz.quizBank.addQuestion, {
      courseId,
      question: `Kind question ${n}?`,
      ...q,
      explanation: `Hidden-explanation-${n}`,
      tags: [],
    });
  }
  const choice = { courseName: "Rust Basics", courseId };
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, choice);
  const kinds: string[] = [];
  for (let index = 0; index < bank.length; index += 1) {
    const view = await student.as.query(api.quiz.quiz.current, choice);
    kinds.push(view!.question!.kind);
    expect(keyPaths(view), view!.question!.kind).toEqual(SHAPES.current);
    // No value of the key or the explanation, under any name.
    const text = JSON.stringify(view);
    for (const secret of ["Sesame", "4242", "Hidden-explanation"]) expect(text).not.toContain(secret);
    // A refused answer says only { code, message }.
    const refused = await student.as
      .mutation(api.quiz.quiz.answer, { attemptId, index, response: { kind: "choices", options: [] } })
      .then(
        () => null,
        (e: unknown) => (e instanceof ConvexError ? e.data : e),
      );
    expect(Object.keys(refused as object).sort()).toEqual(["code", "key", "message", "params"]);
    const answered = await student.as.mutation(api.quiz.quiz.answer, {
      attemptId,
      index,
      response: [
        pick(1),
        { kind: "choices", options: [1] },
        pick(1),
        { kind: "text", text: "1" },
        { kind: "text", text: "1" },
      ][index] as Response,
    });
    expect(answered.locked?.explanation).toBe(`Hidden-explanation-${index}`);
    if (index < bank.length - 1) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  }
  expect(kinds).toEqual(["single", "multiple", "truefalse", "text", "numeric"]);
});

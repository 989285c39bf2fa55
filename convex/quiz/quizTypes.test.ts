/**
 * Question types (issue #31) through the real functions: a course's own bank with a question of
 * every kind, answered through quiz.answer. Scoring by kind (partial credit for multiple answers),
 * the score as a sum of credits, refusals that lock nothing, no key or explanation before the
 * answer for any kind, true/false never shuffled, the draw by tag.
 */
import { englishOf } from "../lib/appError";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { isAppError } from "../shared/errors";
import type { QuestionContent, Response } from "../shared/questionTypes";
import { QUESTION_KINDS } from "../shared/questionTypes";
import { formatScore } from "../shared/quizRules";
import { drawPool, noTaggedQuestionsMessage } from "./model/quizDraw";
import { enrol, locksOf, noShuffle, quizWorld, seedDraws, T0, teacherCourse } from "./quizTests.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** One question of each kind, in this order; keys and explanations are words that appear nowhere else. */
const BANK: QuestionContent[] = [
  {
    question: "Which word names Rust's memory model?",
    options: ["Garbage", "Ownership", "Reference counting", "Arena"],
    solution: { kind: "single", answer: 2 },
    explanation: "Explained-single: every value has one owner.",
    tags: ["memory"],
  },
  {
    question: "Which of these are integer types?",
    options: ["i32", "f64", "u8", "bool"],
    solution: { kind: "multiple", answers: [1, 3] },
    explanation: "Explained-multiple: i for signed, u for unsigned.",
    tags: ["types"],
  },
  {
    question: "A String owns its bytes.",
    options: [],
    solution: { kind: "truefalse", answer: 1 },
    explanation: "Explained-truefalse: &str borrows them.",
    tags: ["memory"],
  },
  {
    question: "Which keyword borrows a value mutably? (two words)",
    options: [],
    solution: { kind: "text", accepted: ["Zqx mut", "zqxmut"] },
    explanation: "Explained-text.",
    tags: ["syntax"],
  },
  {
    question: "How many bits has a u8? Allow a little slack.",
    options: [],
    solution: { kind: "numeric", value: 8.25, tolerance: 0.5 },
    explanation: "Explained-numeric.",
    tags: ["types"],
  },
];

async function typesWorld() {
  const { t, student } = await quizWorld();
  const { teacher, courseId } = await teacherCourse(t);
  await enrol(student, courseId);
  for (const question of BANK) await teacher.as.mutation(api.quiz.quizBank.addQuestion, { courseId, ...question });
  return { t, student, teacher, courseId, choice: { courseName: "Rust Basics", courseId } };
}

type World = Awaited<ReturnType<typeof typesWorld>>;

function messageOf(error: unknown): string | undefined {
  return error instanceof ConvexError ? (error.data as { message?: string }).message : undefined;
}

/** Answers question `index` (the one on screen) and moves on unless it is the last. */
async function answerAndNext(world: World, attemptId: Id<"quizAttempts">, index: number, response: Response) {
  const result = await world.student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response });
  if (index < BANK.length - 1) await world.student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  return result;
}

describe("scoring every kind through quiz.answer", () => {
  test("right answers of each kind score 1, a half-right multiple 0.5; the score is the sum, shown to 2 decimals", async () => {
    noShuffle();
    const world = await typesWorld();
    const { attemptId } = await world.student.as.mutation(api.quiz.quiz.start, world.choice);
    const view = await world.student.as.query(api.quiz.quiz.current, world.choice);
    expect(view!.question!.kind).toBe("single");

    const results = [
      await answerAndNext(world, attemptId, 0, { kind: "choice", option: 2 }),
      // One of the two right options ticked, no wrong one: half the point.
      await answerAndNext(world, attemptId, 1, { kind: "choices", options: [3] }),
      await answerAndNext(world, attemptId, 2, { kind: "choice", option: 1 }),
      // Case, inner spaces and outer punctuation do not matter.
      await answerAndNext(world, attemptId, 3, { kind: "text", text: "  ZQX   Mut. " }),
      // A decimal comma; within the tolerance of 8.25.
      await answerAndNext(world, attemptId, 4, { kind: "text", text: "8,5" }),
    ];
    expect(results.map((r) => r.outcome)).toEqual(["correct", "partial", "correct", "correct", "correct"]);
    expect(results.map((r) => r.locked?.credit)).toEqual([1, 0.5, 1, 1, 1]);
    expect(results[1].locked).toMatchObject({
      correct: false,
      rightOptions: [1, 3],
      solutionText: "i32; u8",
      explanation: "Explained-multiple: i for signed, u for unsigned.",
    });
    expect(results[3].locked).toMatchObject({ rightOptions: [], solutionText: "Zqx mut / zqxmut" });
    expect(results[4].locked).toMatchObject({ solutionText: "8.25 ± 0.5" });

    expect(await world.student.as.mutation(api.quiz.quiz.finish, { attemptId })).toMatchObject({
      score: 4.5,
      total: 5,
    });
    expect(formatScore(4.5)).toBe("4.5");
    const board = await world.student.as.query(api.quiz.quiz.leaderboard, world.choice);
    expect(board.me).toMatchObject({ score: 4.5, total: 5 });

    // Each answer's event: the kind, the response as shown and in the bank's order, the credit.
    const answered = await world.t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).flatMap((e) => (e.type === "quiz_answered" ? [e] : [])),
    );
    expect(answered.map((e) => [e.kind, e.credit, e.correct])).toEqual([
      ["single", 1, true],
      ["multiple", 0.5, false],
      ["truefalse", 1, true],
      ["text", 1, true],
      ["numeric", 1, true],
    ]);
    expect(answered[1]).toMatchObject({
      response: { kind: "choices", options: [3] },
      bankResponse: { kind: "choices", options: [3] },
    });
  });

  test("wrong answers of each kind score 0; a wrong tick takes a right one's share away, never below 0", async () => {
    noShuffle();
    const world = await typesWorld();
    const { attemptId } = await world.student.as.mutation(api.quiz.quiz.start, world.choice);
    const results = [
      await answerAndNext(world, attemptId, 0, { kind: "choice", option: 1 }),
      // One right and one wrong: 0.5 - 0.5.
      await answerAndNext(world, attemptId, 1, { kind: "choices", options: [1, 2] }),
      await answerAndNext(world, attemptId, 2, { kind: "choice", option: 2 }),
      await answerAndNext(world, attemptId, 3, { kind: "text", text: "mut" }),
      // Just outside the tolerance.
      await answerAndNext(world, attemptId, 4, { kind: "text", text: "8.76" }),
    ];
    expect(results.map((r) => r.outcome)).toEqual(["wrong", "wrong", "wrong", "wrong", "wrong"]);
    expect(results.map((r) => r.locked?.credit)).toEqual([0, 0, 0, 0, 0]);
    expect(await world.student.as.mutation(api.quiz.quiz.finish, { attemptId })).toMatchObject({ score: 0 });
  });

  test("shown choices are mapped through the attempt's shuffle: the right texts score, wherever they are shown", async () => {
    seedDraws(11);
    const world = await typesWorld();
    const { attemptId } = await world.student.as.mutation(api.quiz.quiz.start, world.choice);
    for (let index = 0; index < BANK.length; index += 1) {
      const view = (await world.student.as.query(api.quiz.quiz.current, world.choice))!;
      const { kind, options } = view.question!;
      const at = (text: string) => options.indexOf(text) + 1;
      const response: Response =
        kind === "single"
          ? { kind: "choice", option: at("Ownership") }
          : kind === "multiple"
            ? { kind: "choices", options: [at("u8"), at("i32")] }
            : kind === "truefalse"
              ? { kind: "choice", option: at("True") }
              : kind === "text"
                ? { kind: "text", text: "zqxmut" }
                : { kind: "text", text: "8" };
      const result = await answerAndNext(world, attemptId, index, response);
      expect(result.outcome, kind).toBe("correct");
      // The right options are told where this student sees them.
      if (kind === "multiple") expect(result.locked?.rightOptions).toEqual([at("i32"), at("u8")].sort());
    }
    expect(await world.student.as.mutation(api.quiz.quiz.finish, { attemptId })).toMatchObject({ score: 5 });
  });

  test("a response that does not fit the question is refused with a message and locks nothing", async () => {
    noShuffle();
    const world = await typesWorld();
    const { attemptId } = await world.student.as.mutation(api.quiz.quiz.start, world.choice);
    const refusals: [number, Response, string][] = [
      [0, { kind: "text", text: "Ownership" }, "That answer does not fit this question."],
      [0, { kind: "choice", option: 5 }, "Choose one of the options."],
      [1, { kind: "choices", options: [] }, "Tick at least one option."],
      [1, { kind: "choices", options: [1, 1] }, "Tick each option at most once."],
      [2, { kind: "choice", option: 3 }, "Choose one of the options."],
      [3, { kind: "text", text: "   " }, "Type your answer first."],
      [4, { kind: "text", text: "eight" }, "Enter a number, like 42 or 3.5."],
    ];
    for (const [index, response, message] of refusals) {
      if (index > 0) {
        // Reach question `index` with a right answer to the one before.
        const view = (await world.student.as.query(api.quiz.quiz.current, world.choice))!;
        if (view.index < index) {
          await answerAndNext(
            world,
            attemptId,
            view.index,
            [
              { kind: "choice", option: 2 },
              { kind: "choices", options: [1, 3] },
              { kind: "choice", option: 1 },
              { kind: "text", text: "zqxmut" },
            ][view.index] as Response,
          );
        }
      }
      const before = (await locksOf(world.t, attemptId)).length;
      const error = await world.student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAppError(error, "INVALID"), `${index}: ${JSON.stringify(response)}`).toBe(true);
      expect(messageOf(error)).toBe(message);
      expect(await locksOf(world.t, attemptId)).toHaveLength(before);
    }
  });
});

describe("no key before the answer, for every kind", () => {
  test("while a question of any kind is open, nothing the student gets names its key or explanation", async () => {
    noShuffle();
    const world = await typesWorld();
    const { attemptId } = await world.student.as.mutation(api.quiz.quiz.start, world.choice);
    const secrets = ["Explained", "Zqx", "zqxmut", "8.25", "solution", "answers", "accepted", "rightOptions"];
    const seen = new Set<string>();
    for (let index = 0; index < BANK.length; index += 1) {
      const view = (await world.student.as.query(api.quiz.quiz.current, world.choice))!;
      seen.add(view.question!.kind);
      expect(view.locked).toBeNull();
      expect(Object.keys(view.question!).sort()).toEqual(["kind", "options", "rule", "text"]);
      const open = JSON.stringify([
        view,
        await world.student.as.query(api.quiz.quiz.overview, world.choice),
        await world.student.as.query(api.quiz.quiz.myAttempts, { paginationOpts: { numItems: 10, cursor: null } }),
      ]);
      for (const secret of secrets) expect(open, `${view.question!.kind} shows ${secret}`).not.toContain(secret);
      // The rule is said, not the key: partial credit, or the tolerance without the value, as a
      // key of the server's catalog the browser words.
      const rule = view.question!.rule;
      if (view.question!.kind === "multiple") {
        expect(englishOf(rule!)).toBe(
          "Each right option you tick earns its share of the point; each wrong option you tick takes one share away. You never score below zero.",
        );
      }
      if (view.question!.kind === "numeric") expect(englishOf(rule!)).toBe("Answers within ±0.5 count as right.");
      if (!["multiple", "numeric"].includes(view.question!.kind)) expect(rule).toBeNull();
      if (view.question!.kind === "text" || view.question!.kind === "numeric")
        expect(view.question!.options).toEqual([]);
      if (view.question!.kind === "truefalse") expect(view.question!.options).toEqual(["True", "False"]);

      // Locked, the key and the explanation come with it.
      await world.student.as.mutation(api.quiz.quiz.answer, {
        attemptId,
        index,
        response:
          view.question!.options.length > 0
            ? view.question!.kind === "multiple"
              ? { kind: "choices", options: [1] }
              : { kind: "choice", option: 1 }
            : { kind: "text", text: "1" },
      });
      const locked = (await world.student.as.query(api.quiz.quiz.current, world.choice))!;
      expect(locked.locked?.explanation).toMatch(/^Explained/);
      if (index < BANK.length - 1) await world.student.as.mutation(api.quiz.quiz.next, { attemptId, index });
    }
    expect(seen).toEqual(new Set(QUESTION_KINDS));
  });

  test("true/false keeps True then False through every shuffle", async () => {
    seedDraws(3);
    const world = await typesWorld();
    for (let run = 0; run < 4; run += 1) {
      const { attemptId } = await world.student.as.mutation(api.quiz.quiz.start, world.choice);
      const views = [];
      for (let index = 0; index < BANK.length; index += 1) {
        const view = (await world.student.as.query(api.quiz.quiz.current, world.choice))!;
        views.push(view.question!);
        const response: Response =
          view.question!.kind === "multiple"
            ? { kind: "choices", options: [1] }
            : view.question!.options.length > 0
              ? { kind: "choice", option: 1 }
              : { kind: "text", text: "1" };
        await answerAndNext(world, attemptId, index, response);
      }
      await world.student.as.mutation(api.quiz.quiz.finish, { attemptId });
      const trueFalse = views.find((q) => q.kind === "truefalse");
      expect(trueFalse?.options).toEqual(["True", "False"]);
    }
  });
});

describe("the draw by tag", () => {
  const bank = [
    { key: "a", tags: ["memory"] },
    { key: "b", tags: ["types", "syntax"] },
    { key: "c", tags: [] },
  ];

  test("no tags: every question; tags: the questions carrying any of them", () => {
    expect(drawPool(bank, []).map((q) => q.key)).toEqual(["a", "b", "c"]);
    expect(drawPool(bank, ["syntax"]).map((q) => q.key)).toEqual(["b"]);
    expect(drawPool(bank, ["memory", "types"]).map((q) => q.key)).toEqual(["a", "b"]);
  });

  test("tags that match nothing are refused with a clear message", () => {
    let error: unknown = null;
    try {
      drawPool(bank, ["async"]);
    } catch (e) {
      error = e;
    }
    expect(isAppError(error, "CONFLICT")).toBe(true);
    expect(messageOf(error)).toBe(englishOf(noTaggedQuestionsMessage(["async"])));
    expect(englishOf(noTaggedQuestionsMessage(["async", "io"]))).toContain("tagged async, io");
  });
});

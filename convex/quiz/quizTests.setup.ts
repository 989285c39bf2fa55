// Not deployed (two dots in the name): helpers shared by the quiz tests.
import { vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { lockAt, type Lock } from "./model/quizAttemptAnswers";
import { attemptTotal, questionAt } from "./model/quizAttemptQuestions";
import { seedQuizBanks } from "./model/quizBankStore";
import { quizRandom, shownOptions, shownRightOptions, type RandomInt } from "./model/quizDraw";
import type { Response, Solution } from "../shared/questionTypes";
import { newTest, seedUser, type TestConvex } from "../test.setup";

export const PYTHON = { courseName: "Python Course" };
/** 2026-01-01 10:00:00 UTC, the fake clock's start. */
export const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);

/** A backend with the six shared banks and one student. */
export async function quizWorld() {
  const t = newTest();
  await t.run(async (ctx) => {
    await seedQuizBanks(ctx);
  });
  const student = await seedUser(t, "student");
  return { t, student };
}

/**
 * A question of an attempt as the student sees it, with its key (tests only): options and the right
 * ones in the shown order (`answer`: the first right option, 0 without options), the bank's solution.
 */
export type ShownQuestion = {
  questionKey: string;
  question: string;
  options: string[];
  answer: number;
  rightOptions: number[];
  solution: Solution;
};

/** An attempt's question snapshot in order, as the student sees it, read straight from the database (tests only). */
export async function snapshotOf(t: TestConvex, attemptId: Id<"quizAttempts">): Promise<ShownQuestion[]> {
  return await t.run(async (ctx) => {
    const attempt = await ctx.db.get("quizAttempts", attemptId);
    if (attempt === null) throw new Error("no attempt");
    const questions: ShownQuestion[] = [];
    for (let index = 0; index < attemptTotal(attempt); index++) {
      const question = await questionAt(ctx, attempt, index);
      if (question === null) throw new Error(`no question ${index}`);
      const rightOptions = shownRightOptions(question);
      questions.push({
        questionKey: question.questionKey,
        question: question.question,
        options: shownOptions(question),
        answer: rightOptions[0] ?? 0,
        rightOptions,
        solution: question.solution,
      });
    }
    return questions;
  });
}

/** The right options (1-based, as shown) of an attempt of single-answer questions, read straight from the database (tests only). */
export async function answerKey(t: TestConvex, attemptId: Id<"quizAttempts">): Promise<number[]> {
  return (await snapshotOf(t, attemptId)).map((q) => q.answer);
}

/** A single-answer response: option `option` as shown. */
export function pick(option: number): Response {
  return { kind: "choice", option };
}

/** The fully right response to a question as shown (any kind). */
export function rightResponse(q: ShownQuestion): Response {
  switch (q.solution.kind) {
    case "single":
    case "truefalse":
      return pick(q.rightOptions[0]);
    case "multiple":
      return { kind: "choices", options: q.rightOptions };
    case "text":
      return { kind: "text", text: q.solution.accepted[0] };
    case "numeric":
      return { kind: "text", text: String(q.solution.value) };
  }
}

/** A response that earns nothing (any kind). */
export function wrongResponse(q: ShownQuestion): Response {
  const wrongChoice = q.options.findIndex((_, i) => !q.rightOptions.includes(i + 1)) + 1;
  switch (q.solution.kind) {
    case "single":
    case "truefalse":
      return pick(wrongChoice);
    case "multiple":
      return { kind: "choices", options: [wrongChoice] };
    case "text":
      return { kind: "text", text: "certainly not this" };
    case "numeric":
      return { kind: "text", text: String(q.solution.value + q.solution.tolerance + 1) };
  }
}

/** The locks of an attempt's questions in order, up to the first open one (tests only). */
export async function locksOf(t: TestConvex, attemptId: Id<"quizAttempts">): Promise<Lock[]> {
  return await t.run(async (ctx) => {
    const attempt = await ctx.db.get("quizAttempts", attemptId);
    if (attempt === null) throw new Error("no attempt");
    const locks: Lock[] = [];
    for (let index = 0; index < attemptTotal(attempt); index++) {
      const lock = await lockAt(ctx, attempt, index);
      if (lock === null) break;
      locks.push(lock);
    }
    return locks;
  });
}

/** An option that is not the right one. */
export function wrongOption(right: number): number {
  return right === 1 ? 2 : 1;
}

type Student = Awaited<ReturnType<typeof seedUser>>;

/**
 * Plays a whole attempt: `plan[i]` is "right", "wrong" or a number of ms to wait before answering
 * right. Returns the attempt id after Finish.
 */
export async function playQuiz(
  t: TestConvex,
  student: Student,
  plan: ("right" | "wrong")[],
  choice: { courseName: string; courseId?: Id<"courses"> } = PYTHON,
) {
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, choice);
  const key = await answerKey(t, attemptId);
  for (const [index, move] of plan.entries()) {
    const option = move === "right" ? key[index] : wrongOption(key[index]);
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response: pick(option) });
    if (index < plan.length - 1) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  }
  await student.as.mutation(api.quiz.quiz.finish, { attemptId });
  return attemptId;
}

/** Every key anywhere in a Convex value (objects in arrays included). */
export function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysIn(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysIn(inner, found);
    }
  }
  return found;
}

/** A teacher's course of this name, created through courses.create. */
export async function teacherCourse(t: TestConvex, name = "Rust Basics") {
  const teacher = await seedUser(t, "teacher");
  const courseId = await teacher.as.mutation(api.courses.courses.create, {
    name,
    description: "A course with a quiz.",
    durationHours: 10,
    instructorName: "T",
    category: "Programming",
  });
  return { teacher, courseId };
}

/** Enrols the student in the course through enrollments.enroll. */
export async function enrol(student: Student, courseId: Id<"courses">): Promise<void> {
  await student.as.mutation(api.courses.enrollments.enroll, {
    courseId,
    phoneNumber: "+1 555 0100",
    degreeProgram: "CS",
    yearOrSemester: "1",
    paymentMethod: "paypal",
  });
}

/**
 * The draw's seam (model/quizDraw.ts) for tests about something else: every shuffle keeps its order,
 * so an attempt asks the bank's first ten questions in the bank's order, options as written.
 */
export function noShuffle() {
  return vi.spyOn(quizRandom, "int").mockImplementation((n) => n - 1);
}

/** A seeded generator (mulberry32): the same seed, the same draws; for tests of the draw itself. */
export function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    const unit = ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
    return Math.floor(unit * n);
  };
}

/** Draws attempts with `seededRandom(seed)` from now on (tests of the draw). */
export function seedDraws(seed: number) {
  return vi.spyOn(quizRandom, "int").mockImplementation(seededRandom(seed));
}

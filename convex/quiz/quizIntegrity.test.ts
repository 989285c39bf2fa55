/**
 * Quiz integrity (issue #27, ADR 0056): every attempt draws and shuffles its questions and each
 * question's options (the draw travels in `quiz_started`), answers are scored through the shown
 * order, a course's own bank is its enrolled students' only, and the teacher's attempt limit and
 * cool-down hold. The draw's randomness is a seam (model/quizDraw.ts `quizRandom`): seeded here.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { emit } from "../events/emit";
import { isAppError } from "../shared/errors";
import { courseBankKey } from "../shared/quizRules";
import { courseKeyOf } from "../notifications/notificationsTests.setup";
import { seedUser, type TestConvex } from "../test.setup";
import { drawAttempt, shuffled } from "./model/quizDraw";
import {
  answerKey,
  enrol,
  playQuiz,
  PYTHON,
  quizWorld,
  seedDraws,
  seededRandom,
  snapshotOf,
  T0,
  teacherCourse,
  pick,
} from "./quizTests.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

type Student = Awaited<ReturnType<typeof seedUser>>;

/** Finishes the student's running attempt with every answer right. */
async function finishRight(t: TestConvex, student: Student, attemptId: Id<"quizAttempts">) {
  const key = await answerKey(t, attemptId);
  for (const [index, option] of key.entries()) {
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response: pick(option) });
    if (index < key.length - 1) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  }
  return await student.as.mutation(api.quiz.quiz.finish, { attemptId });
}

/** The course's own bank of `count` questions ("Question n?", right option "right n"), added by its teacher. */
async function ownBank(t: TestConvex, courseId: Id<"courses">, count: number) {
  const courseKey = await courseKeyOf(t, courseId);
  const course = await t.run((ctx) => ctx.db.get("courses", courseId));
  await t.run(async (ctx) => {
    for (let n = 1; n <= count; n += 1) {
      await emit(ctx, {
        type: "question_added",
        v: 1,
        actorId: course!.instructorId,
        courseKey,
        bank: courseBankKey(courseKey),
        position: n - 1,
        question: `Question ${n}?`,
        options: [`right ${n}`, `wrong ${n}a`, `wrong ${n}b`, `wrong ${n}c`],
        solution: { kind: "single", answer: 1 },
        tags: [],
      });
    }
  });
}

async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    for (const code of ["FORBIDDEN", "RATE_LIMITED", "INVALID", "NOT_FOUND", "CONFLICT"] as const) {
      if (isAppError(error, code)) {
        return { code, message: (error as { data: { message: string } }).data.message };
      }
    }
    throw error;
  }
  throw new Error("The call was not refused.");
}

describe("each attempt draws and shuffles", () => {
  test("two attempts of one student ask the questions in different orders, options shuffled too", async () => {
    seedDraws(27);
    const { t, student } = await quizWorld();
    const first = await playQuiz(t, student, Array(10).fill("right"));
    const second = await playQuiz(t, student, Array(10).fill("right"));
    const [a, b] = [await snapshotOf(t, first), await snapshotOf(t, second)];
    // The same ten questions of the ten-question bank, in another order.
    expect(new Set(a.map((q) => q.questionKey))).toEqual(new Set(b.map((q) => q.questionKey)));
    expect(a.map((q) => q.questionKey)).not.toEqual(b.map((q) => q.questionKey));
    // The options of the same question are shown in another order in at least one question, and
    // the right answer is not always where the bank has it.
    const byKey = new Map(b.map((q) => [q.questionKey, q]));
    expect(a.some((q) => q.options.join("|") !== byKey.get(q.questionKey)!.options.join("|"))).toBe(true);
    const rows = await t.run((ctx) => ctx.db.query("quizQuestions").collect());
    const bankAnswers = new Map(rows.map((row) => [row.key, row.solution.kind === "single" ? row.solution.answer : 0]));
    expect(a.some((q) => q.answer !== bankAnswers.get(q.questionKey))).toBe(true);
    // Both still scored 10 of 10 through the shuffle.
    const results = await t.run((ctx) =>
      Promise.all([ctx.db.get("quizAttempts", first), ctx.db.get("quizAttempts", second)]),
    );
    expect(results.map((r) => r?.score)).toEqual([10, 10]);
  });

  test("the draw is in the start event: the seam replays it exactly, and a seed gives the same draw again", async () => {
    const bank = Array.from({ length: 30 }, (_, i) => ({
      key: `q${i}`,
      question: `Q${i}?`,
      options: ["a", "b", "c", "d"],
      solution: { kind: "single", answer: 1 + (i % 4) },
      tags: [],
    }));
    type Row = Parameters<typeof drawAttempt>[0][number];
    const rows = bank as unknown as Row[];
    const once = drawAttempt(rows, seededRandom(5));
    expect(drawAttempt(rows, seededRandom(5))).toEqual(once);
    expect(drawAttempt(rows, seededRandom(6))).not.toEqual(once);
    // Ten distinct questions of the thirty; each order a permutation of 1-4.
    expect(once).toHaveLength(10);
    expect(new Set(once.map((q) => q.questionKey)).size).toBe(10);
    for (const q of once) expect([...q.optionOrder].sort()).toEqual([1, 2, 3, 4]);
    // Fisher-Yates with the seam: every permutation of three items comes up from a few seeds.
    const seen = new Set(Array.from({ length: 60 }, (_, s) => shuffled([1, 2, 3], seededRandom(s)).join("")));
    expect(seen.size).toBe(6);

    seedDraws(11);
    const { t, student } = await quizWorld();
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
    const started = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).find((event) => event.type === "quiz_started"),
    );
    const snapshot = await t.run((ctx) =>
      ctx.db
        .query("quizAttemptQuestions")
        .withIndex("by_attempt_index", (q) => q.eq("attemptId", attemptId))
        .collect(),
    );
    expect(started?.type === "quiz_started" && started.drawnFrom).toBe(10);
    // The projector copied the event's draw: questions and option orders, nothing drawn again.
    expect(started?.type === "quiz_started" && started.questions).toEqual(
      snapshot.map(({ questionKey, question, options, solution, optionOrder }) => ({
        questionKey,
        question,
        options,
        solution,
        optionOrder,
      })),
    );
  });

  test("a larger own bank gives ten questions drawn from it; the rules page says ten", async () => {
    seedDraws(3);
    const { t, student } = await quizWorld();
    const { courseId } = await teacherCourse(t);
    await enrol(student, courseId);
    await ownBank(t, courseId, 25);
    const choice = { courseName: "Rust Basics", courseId };
    expect(await student.as.query(api.quiz.quiz.overview, choice)).toMatchObject({ questionCount: 10 });
    const first = await snapshotOf(t, await playQuiz(t, student, Array(10).fill("right"), choice));
    const second = await snapshotOf(t, await playQuiz(t, student, Array(10).fill("right"), choice));
    expect(first).toHaveLength(10);
    expect(new Set(first.map((q) => q.question)).size).toBe(10);
    // Not the bank's first ten, and another ten the second time.
    expect(first.map((q) => q.question)).not.toEqual(Array.from({ length: 10 }, (_, i) => `Question ${i + 1}?`));
    expect(new Set([...first, ...second].map((q) => q.question)).size).toBeGreaterThan(10);
  });

  test("scoring follows the shown order: the right text scores, the bank's position of the key does not", async () => {
    seedDraws(8);
    const { t, student } = await quizWorld();
    const { courseId } = await teacherCourse(t);
    await enrol(student, courseId);
    await ownBank(t, courseId, 10);
    const choice = { courseName: "Rust Basics", courseId };
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, choice);
    let score = 0;
    for (let index = 0; index < 10; index += 1) {
      const view = await student.as.query(api.quiz.quiz.current, choice);
      const options = view!.question!.options;
      const n = /Question (\d+)\?/.exec(view!.question!.text)![1];
      const right = options.indexOf(`right ${n}`) + 1;
      // Even questions: the bank's position of the key (option 1), wrong unless shown there.
      const option = index % 2 === 0 ? right : 1;
      const result = await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response: pick(option) });
      expect(result.outcome).toBe(option === right ? "correct" : "wrong");
      // The lock shows where the right option is on this student's screen.
      expect(result.locked).toMatchObject({ response: pick(option), rightOptions: [right] });
      if (option === right) score += 1;
      if (index < 9) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
    }
    expect(await student.as.mutation(api.quiz.quiz.finish, { attemptId })).toMatchObject({ score, total: 10 });
    // With this seed the key is not always shown first: some answers at option 1 were wrong.
    expect(score).toBeLessThan(10);
    const answered = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).flatMap((event) => (event.type === "quiz_answered" ? [event] : [])),
    );
    // The event keeps both: the position clicked and the bank's option behind it.
    for (const event of answered)
      expect(event.correct).toBe(event.bankResponse.kind === "choice" && event.bankResponse.option === 1);
  });
});

describe("a course's own bank is its students'", () => {
  test("a student not enrolled is refused its rules page and Start; the shared banks stay open", async () => {
    const { t, student } = await quizWorld();
    const { courseId } = await teacherCourse(t);
    await ownBank(t, courseId, 10);
    const choice = { courseName: "Rust Basics", courseId };
    const message = "Enrol in this course to take its quiz.";
    expect(await refusal(student.as.mutation(api.quiz.quiz.start, choice))).toEqual({ code: "FORBIDDEN", message });
    expect(await refusal(student.as.query(api.quiz.quiz.overview, choice))).toEqual({ code: "FORBIDDEN", message });
    expect(await t.run((ctx) => ctx.db.query("quizAttempts").collect())).toEqual([]);
    // SPEC's quiz: any student, by name or from a course that uses a shared bank.
    await expect(student.as.mutation(api.quiz.quiz.start, PYTHON)).resolves.toMatchObject({ resumed: false });
    const shared = await teacherCourse(t, "Java");
    expect(
      await student.as.query(api.quiz.quiz.overview, { courseName: "Java", courseId: shared.courseId }),
    ).toMatchObject({ bankTitle: "Java" });

    await enrol(student, courseId);
    await expect(student.as.mutation(api.quiz.quiz.start, choice)).resolves.toMatchObject({ resumed: false });
  });
});

describe("the rules page says whether the quiz counts towards the certificate", () => {
  test("practice (another course's fallback, or the teacher's switch off) counts for none; the course's own quiz does", async () => {
    const { t, student } = await quizWorld();
    const practice = await teacherCourse(t, "Data Science");
    const spec = await teacherCourse(t, "Java");
    const own = await teacherCourse(t, "Rust Basics");
    await enrol(student, own.courseId);
    await ownBank(t, own.courseId, 10);
    const counts = async (courseName: string, courseId: Id<"courses">) =>
      (await student.as.query(api.quiz.quiz.overview, { courseName, courseId })).attempts.countForCertificate;

    expect(await counts("Data Science", practice.courseId)).toBeNull();
    expect(await counts("Java", spec.courseId)).toBe(1);
    expect(await counts("Rust Basics", own.courseId)).toBe(1);
    await own.teacher.as.mutation(api.quiz.quizBank.setRules, {
      courseId: own.courseId,
      maxAttempts: null,
      cooldownMinutes: 0,
      requiredForCertificate: false,
    });
    expect(await counts("Rust Basics", own.courseId)).toBeNull();
  });
});

describe("the teacher's attempt limit and cool-down", () => {
  test("Start is refused during the cool-down and once the attempts are used, with the reason", async () => {
    seedDraws(1);
    const { t, student } = await quizWorld();
    const { teacher, courseId } = await teacherCourse(t);
    await enrol(student, courseId);
    await ownBank(t, courseId, 10);
    const choice = { courseName: "Rust Basics", courseId };
    await teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: 2, cooldownMinutes: 120 });
    expect((await student.as.query(api.quiz.quiz.overview, choice)).attempts).toEqual({
      max: 2,
      used: 0,
      cooldownMinutes: 120,
      nextAttemptAt: null,
      countForCertificate: 2,
    });

    const first = await student.as.mutation(api.quiz.quiz.start, choice);
    // A running attempt resumes whatever the rules.
    expect(await student.as.mutation(api.quiz.quiz.start, choice)).toMatchObject({ resumed: true });
    await finishRight(t, student, first.attemptId);
    expect(await refusal(student.as.mutation(api.quiz.quiz.start, choice))).toEqual({
      code: "RATE_LIMITED",
      message: "Next attempt in 2 hours.",
    });
    vi.advanceTimersByTime(90 * 60_000);
    expect((await refusal(student.as.mutation(api.quiz.quiz.start, choice))).message).toBe(
      "Next attempt in 30 minutes.",
    );
    expect((await student.as.query(api.quiz.quiz.overview, choice)).attempts).toMatchObject({
      used: 1,
      nextAttemptAt: T0 + 120 * 60_000,
    });
    vi.advanceTimersByTime(30 * 60_000);
    const second = await student.as.mutation(api.quiz.quiz.start, choice);
    expect(second.resumed).toBe(false);
    await finishRight(t, student, second.attemptId);
    vi.advanceTimersByTime(7 * 24 * 60 * 60_000);
    expect(await refusal(student.as.mutation(api.quiz.quiz.start, choice))).toEqual({
      code: "FORBIDDEN",
      message: "You have used your 2 attempts at this quiz.",
    });
    expect(await t.run((ctx) => ctx.db.query("quizAttempts").collect())).toHaveLength(2);

    // The teacher allows one more, with no wait: the student may start again at once.
    await teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: 3, cooldownMinutes: 0 });
    await expect(student.as.mutation(api.quiz.quiz.start, choice)).resolves.toMatchObject({ resumed: false });
  });

  test("the rules are the course's teacher's or an Admin's, checked, and each change is an event", async () => {
    const { t } = await quizWorld();
    const { teacher, courseId } = await teacherCourse(t);
    const other = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");
    expect(await teacher.as.query(api.quiz.quizBank.rules, { courseId })).toMatchObject({
      maxAttempts: null,
      cooldownMinutes: 0,
      maxAttemptsLimit: 20,
    });
    const set = (who: Student, maxAttempts: number | null, cooldownMinutes: number) =>
      who.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts, cooldownMinutes });
    expect(await refusal(set(other, 3, 0))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(set(teacher, 0, 0))).toEqual({
      code: "INVALID",
      message: "Allow at least 1 attempt, or no limit.",
    });
    expect(await refusal(set(teacher, 21, 0))).toMatchObject({ code: "INVALID" });
    expect(await refusal(set(teacher, 2.5, 0))).toMatchObject({ code: "INVALID" });
    expect(await refusal(set(teacher, 3, -1))).toMatchObject({ code: "INVALID" });
    expect(await refusal(set(teacher, 3, 7 * 24 * 60 + 1))).toEqual({
      code: "INVALID",
      message: "The cool-down can be at most one week.",
    });
    await set(teacher, 3, 60);
    await set(teacher, 3, 60);
    await set(admin, null, 0);
    const events = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).flatMap((event) =>
        event.type === "quiz_settings_changed" ? [event] : [],
      ),
    );
    expect(
      events.map(({ maxAttempts, cooldownMinutes, before }) => ({ maxAttempts, cooldownMinutes, before })),
    ).toMatchObject([
      { maxAttempts: 3, cooldownMinutes: 60, before: { maxAttempts: null, cooldownMinutes: 0 } },
      { maxAttempts: null, cooldownMinutes: 0, before: { maxAttempts: 3, cooldownMinutes: 60 } },
    ]);
    expect(await teacher.as.query(api.quiz.quizBank.rules, { courseId })).toMatchObject({ maxAttempts: null });
  });
});

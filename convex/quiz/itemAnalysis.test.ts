import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { ITEM_ANALYSIS_ANSWERS } from "../shared/itemAnalysisRules";
import { isAppError } from "../shared/errors";
import { enrol, noShuffle, rightResponse, snapshotOf, T0, teacherCourse, wrongResponse } from "./quizTests.setup";
import { identityFor, newTest, seedUser, type TestConvex } from "../test.setup";
import { measureReads } from "../readCounting.setup";
import { requireRole } from "../accounts/model/users";
import { itemAnalysis } from "./model/itemAnalysis";
import { bankQuestions } from "./model/quizBankStore";
import { courseBankKey } from "../shared/quizRules";
import { emit } from "../events/emit";

type Student = Awaited<ReturnType<typeof seedUser>>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  // The bank's questions in the bank's order, options as written: plans below name questions by position.
  noShuffle();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const single = (question: string) => ({
  question,
  options: ["(1, 2)", "[1, 2]", "{1, 2}", "1, 2"],
  solution: { kind: "single" as const, answer: 2 },
  tags: [] as string[],
});

/** A course with its own bank of `count` single-answer questions (the right option is the second). */
async function courseWithBank(t: TestConvex, count: number) {
  const { teacher, courseId } = await teacherCourse(t);
  for (let i = 1; i <= count; i += 1) {
    await teacher.as.mutation(api.quiz.quizBank.addQuestion, { courseId, ...single(`Question ${i}?`) });
  }
  return { teacher, courseId };
}

/** One whole attempt: plan[i] true answers question i right, false wrong; then Finish. */
async function play(t: TestConvex, student: Student, courseId: Id<"courses">, plan: boolean[]) {
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, { courseName: "Rust Basics", courseId });
  const questions = await snapshotOf(t, attemptId);
  for (const [index, question] of questions.entries()) {
    const response = plan[index] ? rightResponse(question) : wrongResponse(question);
    vi.advanceTimersByTime(1000 * (index + 1));
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response });
    if (index < questions.length - 1) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  }
  await student.as.mutation(api.quiz.quiz.finish, { attemptId });
}

describe("item analysis", () => {
  // Six whole attempts through the public functions: 20 s leaves room for a loaded machine.
  test(
    "per question, from the answer events: share correct, wrong option, discrimination with its sign",
    { timeout: 20_000 },
    async () => {
      const t = newTest();
      const { teacher, courseId } = await courseWithBank(t, 5);
      // Question 1 separates: the three strong students get it right, the three weak ones wrong.
      // Question 5 is backwards: only the weak ones get it right.
      const plans = [
        [true, true, true, true, false],
        [true, true, true, false, false],
        [true, true, false, true, false],
        [false, true, false, false, true],
        [false, false, false, false, true],
        [false, false, false, false, true],
      ];
      for (const [i, plan] of plans.entries()) {
        const student = await seedUser(t, "student", { displayName: `Student ${i + 1}` });
        await enrol(student, courseId);
        await play(t, student, courseId, plan);
      }

      const analysis = await teacher.as.query(api.quiz.itemAnalysis.get, { courseId });
      expect(analysis.answersRead).toBe(30);
      expect(analysis.items.map((item) => item.question)).toEqual([1, 2, 3, 4, 5].map((n) => `Question ${n}?`));
      const [first, , , , last] = analysis.items;
      expect(first).toMatchObject({ answers: 6, meanCredit: 0.5, rightAnswer: { text: "[1, 2]" } });
      expect(first.mostWrong).toEqual({ answer: { text: "(1, 2)" }, count: 3 });
      expect(first.medianMs).toBeGreaterThan(0);
      expect(first.discrimination).toBeGreaterThan(0.5);
      expect(last.discrimination).toBeLessThan(-0.5);
    },
  );

  test("no answers yet: every question listed, nothing measured", async () => {
    const t = newTest();
    const { teacher, courseId } = await courseWithBank(t, 2);
    const analysis = await teacher.as.query(api.quiz.itemAnalysis.get, { courseId });
    expect(analysis.answersRead).toBe(0);
    expect(analysis.items).toHaveLength(2);
    expect(analysis.items[0]).toMatchObject({ answers: 0, meanCredit: null, discrimination: null });
  });

  test("an attempt an Admin resets leaves the analysis", async () => {
    const t = newTest();
    const { teacher, courseId } = await courseWithBank(t, 2);
    const student = await seedUser(t, "student");
    await enrol(student, courseId);
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, { courseName: "Rust Basics", courseId });
    const [question] = await snapshotOf(t, attemptId);
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: rightResponse(question) });
    expect((await teacher.as.query(api.quiz.itemAnalysis.get, { courseId })).answersRead).toBe(1);

    await t.mutation(internal.admin.admin.resetQuizAttempt, { attemptId });
    expect((await teacher.as.query(api.quiz.itemAnalysis.get, { courseId })).answersRead).toBe(0);
  });

  test("another teacher is refused", async () => {
    const t = newTest();
    const { courseId } = await courseWithBank(t, 1);
    const other = await seedUser(t, "teacher");
    await expect(other.as.query(api.quiz.itemAnalysis.get, { courseId })).rejects.toSatisfy((e) =>
      isAppError(e, "FORBIDDEN"),
    );
  });

  test("reads the bank and at most its latest answers (the window), however many there are", async () => {
    const t = newTest();
    const questions = 10;
    const window = 20;
    const { teacher, courseId } = await courseWithBank(t, questions);
    // Four attempts' time-outs, emitted as the quiz does: 40 answers, twice the window.
    await t.run(async (ctx) => {
      const course = await ctx.db.get("courses", courseId);
      const bank = courseBankKey(course!.key);
      const keys = (await bankQuestions(ctx, bank)).map((q) => q.key);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        for (const [index, questionKey] of keys.entries()) {
          await emit(ctx, {
            type: "quiz_timed_out",
            v: 1,
            attemptKey: `a${attempt}`,
            bank,
            index,
            questionKey,
            elapsedMs: 30_000,
          });
        }
      }
    });
    const { result, reads, bytes } = await t
      .withIdentity(identityFor(teacher.userId))
      .run((ctx) =>
        measureReads(ctx, async (c) => await itemAnalysis(c, await requireRole(c, ["teacher"]), courseId, window)),
      );
    expect(result.answersRead).toBe(window);
    // The window, the bank, and a few documents to know who asks and for which course.
    expect(reads).toBeLessThanOrEqual(window + questions + 10);
    console.log(
      `[reads] item analysis, ${questions} questions, window ${window} of 40 answers: ${reads} documents, ${bytes} B ` +
        `(the deployed window is ${ITEM_ANALYSIS_ANSWERS})`,
    );
  });
});

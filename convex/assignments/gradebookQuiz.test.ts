import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { courseWithPeople, POSTED_AT, postAssignment } from "./assignmentsTests.setup";
import { quizPercent } from "./model/gradebookQuiz";
import { noShuffle, rightResponse, snapshotOf, wrongResponse } from "../quiz/quizTests.setup";
import { seedQuizBanks } from "../quiz/model/quizBankStore";
import type { seedUser, TestConvex } from "../test.setup";

type Student = Awaited<ReturnType<typeof seedUser>>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
  noShuffle();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const question = (text: string) => ({
  question: text,
  options: ["yes", "no"],
  solution: { kind: "single" as const, answer: 1 },
  tags: [] as string[],
});

/** One finished attempt at the course's quiz answering the first `right` questions right. */
async function attempt(t: TestConvex, student: Student, courseId: Id<"courses">, courseName: string, right: number) {
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, { courseName, courseId });
  const questions = await snapshotOf(t, attemptId);
  for (const [index, q] of questions.entries()) {
    const response = index < right ? rightResponse(q) : wrongResponse(q);
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index, response });
    if (index < questions.length - 1) await student.as.mutation(api.quiz.quiz.next, { attemptId, index });
  }
  await student.as.mutation(api.quiz.quiz.finish, { attemptId });
}

describe("the course's quiz in the gradebook", () => {
  test("each student's best attempt that counts, in percent, on the page and in the CSV; none is null", async () => {
    const { t, teacher, courseId, alice } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId);
    for (const text of ["One?", "Two?", "Three?", "Four?"]) {
      await teacher.as.mutation(api.quiz.quizBank.addQuestion, { courseId, ...question(text) });
    }
    // With no attempt limit only the first attempt counts (ADR 0056): the better retake does not.
    await attempt(t, alice, courseId, "Rust for Everyone", 3);
    await attempt(t, alice, courseId, "Rust for Everyone", 4);

    const page = await teacher.as.query(api.assignments.gradebook.get, { courseId });
    expect(page.quiz).toEqual({ title: "Rust for Everyone", countedAttempts: 1 });
    expect(page.students.map((s) => [s.name, s.quiz])).toEqual([
      ["Alice", 75],
      ["Bob", null],
    ]);

    const { csv } = await teacher.as.query(api.assignments.gradebook.csv, { courseId });
    const [header, aliceRow, bobRow] = csv.replace("\uFEFF", "").split("\r\n");
    expect(header.split(",").at(-1)).toBe("Quiz: Rust for Everyone (%)");
    expect(aliceRow.split(",").at(-1)).toBe("75");
    expect(bobRow.split(",").at(-1)).toBe("");

    // The headers in the downloading teacher's language; the quiz's title as it is.
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "ar" });
    const arabic = (await teacher.as.query(api.assignments.gradebook.csv, { courseId })).csv;
    expect(arabic.replace("\uFEFF", "").split("\r\n")[0]!.split(",").at(-1)).toBe("الاختبار: Rust for Everyone (٪)");
  });

  test("a course with no quiz of its own, named after no SPEC bank, has no quiz column", async () => {
    const { t, teacher, courseId } = await courseWithPeople();
    await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
    });
    await postAssignment(t, teacher.as, courseId);
    const page = await teacher.as.query(api.assignments.gradebook.get, { courseId });
    expect(page.quiz).toBeNull();
    expect(page.students.every((s) => s.quiz === null)).toBe(true);
    const { csv } = await teacher.as.query(api.assignments.gradebook.csv, { courseId });
    expect(csv).not.toContain("Quiz");
  });
});

describe("quizPercent", () => {
  test("one decimal, rounded down, so a score short of the pass mark never shows as it", () => {
    expect(quizPercent(7, 10)).toBe(70);
    expect(quizPercent(6.99, 10)).toBe(69.9);
    expect(quizPercent(139.99, 200)).toBe(69.9);
    expect(quizPercent(7.5, 10)).toBe(75);
    expect(quizPercent(0.57, 1)).toBe(57);
    expect(quizPercent(2, 3)).toBe(66.6);
    expect(quizPercent(0, 0)).toBe(0);
  });
});

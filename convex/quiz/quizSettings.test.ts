import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { englishOf } from "../lib/appError";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { createCourse } from "../courses/courseTests.setup";
import { emit } from "../events/emit";
import { courseBankKey } from "../shared/quizRules";
import { DEFAULT_QUIZ_SETTINGS, NO_MATCHING_TAG } from "../shared/quizSettingsRules";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { drawTagsOf } from "./model/quizSettings";
import { seedQuizBanks } from "./model/quizBankStore";
import { snapshotOf, T0 } from "./quizTests.setup";

// A course's quiz settings (issue #31, ADR 0076): the pass mark, whether the certificate needs
// the quiz and the tags an attempt draws from, beside the attempt rules (ADR 0056).

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Questions of the course's own bank, as its teacher adds them, each with its tags. */
async function taggedBank(t: TestConvex, courseId: Id<"courses">, tags: string[][]): Promise<void> {
  await t.run(async (ctx) => {
    const course = await ctx.db.get("courses", courseId);
    if (course === null) throw new Error("no such course");
    for (const [position, questionTags] of tags.entries()) {
      await emit(ctx, {
        type: "question_added",
        v: 1,
        actorId: course.instructorId,
        courseKey: course.key,
        bank: courseBankKey(course.key),
        position,
        question: `Question ${position + 1}?`,
        options: ["a", "b", "c", "d"],
        solution: { kind: "single", answer: 1 },
        tags: questionTags,
      });
    }
  });
}

async function world() {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId = await createCourse(teacher.as);
  await taggedBank(t, courseId, [["loops"], ["loops", "syntax"], ["syntax"], [], ["recursion"]]);
  const bank = await t.run(async (ctx) => courseBankKey((await ctx.db.get("courses", courseId))!.key));
  return { t, teacher, courseId, bank };
}

describe("a course's quiz settings", () => {
  test("start as SPEC's defaults; the panel is offered the bank's tags with their counts", async () => {
    const { teacher, courseId } = await world();
    expect(await teacher.as.query(api.quiz.quizBank.rules, { courseId })).toEqual({
      ...DEFAULT_QUIZ_SETTINGS,
      maxAttemptsLimit: 20,
      bankTags: [
        { tag: "loops", questions: 2 },
        { tag: "recursion", questions: 1 },
        { tag: "syntax", questions: 2 },
      ],
    });
  });

  test("are set in one event with what they were; left-out settings keep their value", async () => {
    const { t, teacher, courseId, bank } = await world();
    await teacher.as.mutation(api.quiz.quizBank.setRules, {
      courseId,
      maxAttempts: 2,
      cooldownMinutes: 0,
      passPercent: 85,
      requiredForCertificate: false,
      drawTags: [" Loops ", "syntax"],
    });
    await teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: 3, cooldownMinutes: 60 });
    expect(await teacher.as.query(api.quiz.quizBank.rules, { courseId })).toMatchObject({
      maxAttempts: 3,
      cooldownMinutes: 60,
      passPercent: 85,
      requiredForCertificate: false,
      drawTags: ["loops", "syntax"],
    });
    const events = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).filter((event) => event.type === "quiz_settings_changed"),
    );
    expect(events).toMatchObject([
      { bank, passPercent: 85, drawTags: ["loops", "syntax"], before: DEFAULT_QUIZ_SETTINGS },
      { bank, maxAttempts: 3, before: { maxAttempts: 2, passPercent: 85, requiredForCertificate: false } },
    ]);
    // The same settings again record nothing.
    await teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: 3, cooldownMinutes: 60 });
    expect(
      await t.run(async (ctx) =>
        (await ctx.db.query("events").collect()).filter((event) => event.type === "quiz_settings_changed"),
      ),
    ).toHaveLength(2);
    expect(await t.run((ctx) => drawTagsOf(ctx, bank))).toEqual(["loops", "syntax"]);
  });

  test("refuses a pass mark out of range and a tag no question has, changing nothing", async () => {
    const { t, teacher, courseId, bank } = await world();
    const set = (extra: object) =>
      teacher.as.mutation(api.quiz.quizBank.setRules, { courseId, maxAttempts: null, cooldownMinutes: 0, ...extra });
    await expect(set({ passPercent: 0 })).rejects.toThrow("The pass mark must be at least 1%.");
    await expect(set({ passPercent: 101 })).rejects.toThrow("The pass mark can be at most 100%.");
    await expect(set({ passPercent: 70.5 })).rejects.toThrow("The pass mark must be a whole percent.");
    await expect(set({ drawTags: ["loops", "closures"] })).rejects.toThrow(englishOf(NO_MATCHING_TAG("closures")));
    expect(await t.run((ctx) => drawTagsOf(ctx, bank))).toEqual([]);
    expect(await teacher.as.query(api.quiz.quizBank.rules, { courseId })).toMatchObject(DEFAULT_QUIZ_SETTINGS);
  });

  test("only the course's teacher or an Admin sets them", async () => {
    const { t, courseId } = await world();
    const other = await seedUser(t, "teacher");
    await expect(
      other.as.mutation(api.quiz.quizBank.setRules, {
        courseId,
        maxAttempts: null,
        cooldownMinutes: 0,
        passPercent: 50,
      }),
    ).rejects.toThrow("Only this course's teacher or an admin can edit its quiz.");
    const admin = await seedUser(t, "Admin");
    await admin.as.mutation(api.quiz.quizBank.setRules, {
      courseId,
      maxAttempts: null,
      cooldownMinutes: 0,
      passPercent: 50,
    });
    expect((await admin.as.query(api.quiz.quizBank.rules, { courseId })).passPercent).toBe(50);
  });

  test("an attempt draws only questions with a drawn tag", async () => {
    const { t, teacher, courseId } = await world();
    await teacher.as.mutation(api.quiz.quizBank.setRules, {
      courseId,
      maxAttempts: null,
      cooldownMinutes: 0,
      drawTags: ["loops"],
    });
    const student = await seedUser(t, "student");
    await student.as.mutation(api.courses.enrollments.enroll, {
      courseId,
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "paypal",
    });
    const { attemptId } = await student.as.mutation(api.quiz.quiz.start, { courseId, courseName: "Rust for Everyone" });
    const asked = (await snapshotOf(t, attemptId)).map((question) => question.question).sort();
    expect(asked).toEqual(["Question 1?", "Question 2?"]);
  });
});

describe("My teaching says which courses have no quiz yet", () => {
  test("own bank: own; named after a SPEC bank: shared; any other name without questions: none", async () => {
    const { t, teacher, courseId } = await world();
    await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
    });
    await createCourse(teacher.as, { name: "Java" });
    await createCourse(teacher.as, { name: "Data Science" });
    const { page } = await teacher.as.query(api.courses.courses.myTeaching, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(Object.fromEntries(page.map((row) => [row.name, row.quiz]))).toEqual({
      "Rust for Everyone": "own",
      Java: "shared",
      "Data Science": "none",
    });
    expect(page.find((row) => row._id === courseId)?.quiz).toBe("own");
  });
});

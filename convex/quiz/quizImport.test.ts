import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { isAppError } from "../shared/errors";
import { questionContentSchema } from "../shared/forms/question";
import { IMPORT_TEXT_MAX, parseGift } from "../shared/quizFormats";
import { MAX_BANK_QUESTIONS } from "../shared/quizRules";
import { quizWorld, T0, teacherCourse } from "./quizTests.setup";
import type { TestConvex } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Five questions, one of each kind, and one block that cannot be read (line 7, an essay). */
const GIFT = [
  "$CATEGORY: $course$/top/Basics",
  "",
  "// [tag:week 1]",
  "What is 2 + 2? {=4 ~3 ~5 ####Two and two make four.}",
  "",
  "Write an essay about numbers. {}",
  "",
  "Tick the even numbers. {~%50%2 ~%50%4 ~%-100%3}",
  "",
  "Zero is even. {T}",
  "",
  "Name a primary colour. {=red =blue =yellow}",
  "",
  "Pi to two places? {#3.14:0.005}",
].join("\n");

async function messageOf(promise: Promise<unknown>, code: "INVALID" | "CONFLICT" | "FORBIDDEN"): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error, code)) return (error as { data: { message: string } }).data.message;
    throw error;
  }
  throw new Error("it succeeded");
}

async function ownQuestions(t: TestConvex, bank: string) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("quizQuestions")
      .withIndex("by_bank_position", (q) => q.eq("bank", bank))
      .collect(),
  );
}

async function importEvents(t: TestConvex) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("events")
      .withIndex("by_type", (q) => q.eq("type", "questions_imported"))
      .collect(),
  );
}

async function world() {
  const { t } = await quizWorld();
  const { teacher, courseId } = await teacherCourse(t);
  const course = await t.run(async (ctx) => ctx.db.get("courses", courseId));
  return { t, teacher, courseId, bank: `course:${course!.key}` };
}

describe("import", () => {
  test("appends every question read after the bank's own, in one event; the unreadable block is left out", async () => {
    const { t, teacher, courseId, bank } = await world();
    const kept = {
      question: "Already here?",
      options: ["yes", "no"],
      solution: { kind: "single" as const, answer: 1 },
      tags: [],
    };
    await teacher.as.mutation(api.quiz.quizBank.addQuestion, { courseId, ...kept });

    const result = await teacher.as.mutation(api.quiz.quizImport.importQuestions, {
      courseId,
      format: "auto",
      text: GIFT,
      expected: 5,
    });
    expect(result).toEqual({ imported: 5 });

    const [event, ...more] = await importEvents(t);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ bank, format: "gift", position: 1, actorId: teacher.userId });

    const rows = await ownQuestions(t, bank);
    expect(rows.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows.slice(1).map((q) => q.key)).toEqual([1, 2, 3, 4, 5].map((p) => `${event._id}:${p}`));
    expect(rows.slice(1).map((q) => q.solution.kind)).toEqual(["single", "multiple", "truefalse", "text", "numeric"]);
    expect(rows[1]).toMatchObject({
      question: "What is 2 + 2?",
      options: ["4", "3", "5"],
      solution: { kind: "single", answer: 1 },
      explanation: "Two and two make four.",
      tags: ["basics", "week 1"],
    });
    expect(rows[2].solution).toEqual({ kind: "multiple", answers: [1, 2] });
    expect(rows[5].solution).toEqual({ kind: "numeric", value: 3.14, tolerance: 0.005 });
    expect(await teacher.as.query(api.quiz.quizImport.summary, { courseId })).toMatchObject({ ownQuestions: 6 });
  });

  test("the server reads the text itself: a count other than the preview's is refused, nothing saved", async () => {
    const { t, teacher, courseId, bank } = await world();
    const message = await messageOf(
      teacher.as.mutation(api.quiz.quizImport.importQuestions, { courseId, format: "gift", text: GIFT, expected: 6 }),
      "CONFLICT",
    );
    expect(message).toMatch(/preview showed 6 questions but the text gives 5/);
    // Read as Aiken, the same text gives nothing at all.
    expect(
      await messageOf(
        teacher.as.mutation(api.quiz.quizImport.importQuestions, {
          courseId,
          format: "aiken",
          text: GIFT,
          expected: 5,
        }),
        "INVALID",
      ),
    ).toMatch(/No question could be read/);
    expect(await ownQuestions(t, bank)).toEqual([]);
    expect(await importEvents(t)).toEqual([]);
  });

  test("empty or too long text is refused before reading", async () => {
    const { teacher, courseId } = await world();
    for (const text of [" \n", `Q {T}\n\n${"x".repeat(IMPORT_TEXT_MAX)}`]) {
      expect(
        await messageOf(
          teacher.as.mutation(api.quiz.quizImport.importQuestions, { courseId, format: "gift", text, expected: 1 }),
          "INVALID",
        ),
      ).toMatch(/Paste the questions|too long/);
    }
  });

  test("the bank's question limit holds: an import that would pass it is refused whole", async () => {
    const { t, teacher, courseId, bank } = await world();
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Question ${i + 1}? {T}`).join("\n\n");
    await teacher.as.mutation(api.quiz.quizImport.importQuestions, {
      courseId,
      format: "gift",
      text: many(MAX_BANK_QUESTIONS - 1),
      expected: MAX_BANK_QUESTIONS - 1,
    });
    const message = await messageOf(
      teacher.as.mutation(api.quiz.quizImport.importQuestions, {
        courseId,
        format: "gift",
        text: many(2),
        expected: 2,
      }),
      "CONFLICT",
    );
    expect(message).toMatch(new RegExp(`at most ${MAX_BANK_QUESTIONS} questions.*import at most 1, not 2`));
    expect(await ownQuestions(t, bank)).toHaveLength(MAX_BANK_QUESTIONS - 1);
    await teacher.as.mutation(api.quiz.quizImport.importQuestions, {
      courseId,
      format: "gift",
      text: many(1),
      expected: 1,
    });
    expect(await ownQuestions(t, bank)).toHaveLength(MAX_BANK_QUESTIONS);
  });

  test("only the course's teacher or an Admin imports into its bank", async () => {
    const { t, courseId } = await world();
    const other = await teacherCourse(t, "Other course");
    expect(
      await messageOf(
        other.teacher.as.mutation(api.quiz.quizImport.importQuestions, {
          courseId,
          format: "gift",
          text: GIFT,
          expected: 5,
        }),
        "FORBIDDEN",
      ),
    ).toMatch(/Only this course's teacher or an admin/);
  });
});

describe("export", () => {
  test("the course's own bank as GIFT reads back to the same questions", async () => {
    const { teacher, courseId } = await world();
    await teacher.as.mutation(api.quiz.quizImport.importQuestions, {
      courseId,
      format: "gift",
      text: GIFT,
      expected: 5,
    });
    const exported = await teacher.as.query(api.quiz.quizImport.exportGift, { courseId });
    expect(exported.fileName).toBe("Rust-Basics.gift");
    expect(exported.questions).toBe(5);
    const bank = await teacher.as.query(api.quiz.quizBank.get, { courseId });
    const stored = bank.questions.map(({ question, options, solution, explanation, tags }) =>
      questionContentSchema.parse({ question, options, solution, explanation, tags }),
    );
    const read = parseGift(exported.text);
    expect(read.problems).toEqual([]);
    expect(read.questions.map((q) => q.content)).toEqual(stored);
  });

  test("a course without its own questions exports the shared bank it uses", async () => {
    const { teacher, courseId } = await world();
    const exported = await teacher.as.query(api.quiz.quizImport.exportGift, { courseId });
    expect(exported.questions).toBe(10);
    expect(exported.text).toMatch(/^\/\/ Rust Basics: the shared JavaScript quiz/);
    expect(parseGift(exported.text).questions).toHaveLength(10);
  });
});

import { expect, test } from "vitest";
import { internal } from "../_generated/api";
import { SHARED_BANK_QUESTIONS } from "./model/quizBanks";
import { SHARED_BANKS } from "../shared/quizRules";
import { QUESTION_KINDS } from "../shared/questionTypes";
import { questionContentSchema } from "../shared/forms/question";
import { SAMPLE_EXTRA_QUESTIONS, SAMPLE_QUIZ_COURSE } from "./model/quizSampleBank";
import { newTest } from "../test.setup";

test("six shared banks of ten valid questions, each with one right option", () => {
  expect(Object.keys(SHARED_BANK_QUESTIONS).sort()).toEqual([...SHARED_BANKS].sort());
  const texts = new Set<string>();
  for (const bank of SHARED_BANKS) {
    expect(SHARED_BANK_QUESTIONS[bank], bank).toHaveLength(10);
    for (const question of SHARED_BANK_QUESTIONS[bank]) {
      const parsed = questionContentSchema.safeParse(question);
      expect(parsed.success, `${bank}: ${question.question} ${parsed.error?.message ?? ""}`).toBe(true);
      // SPEC §3's questions: one right option of four, parsed to exactly what the seed writes.
      expect(parsed.data).toEqual(question);
      expect(question.solution.kind).toBe("single");
      expect(question.options).toHaveLength(4);
      texts.add(question.question);
    }
  }
  expect(texts.size).toBe(60);
});

test("the seed adds the banks on an empty backend, once", async () => {
  const t = newTest();
  expect(await t.mutation(internal.seed.sampleData, {})).toMatchObject({ seeded: true, quizQuestions: 60 });
  expect(await t.mutation(internal.seed.sampleData, {})).toMatchObject({ seeded: false, quizQuestions: 0 });
  const rows = await t.run((ctx) => ctx.db.query("quizQuestions").collect());
  const shared = rows.filter((r) => r.courseId === undefined);
  expect(shared).toHaveLength(60);
  expect(new Set(shared.map((r) => r.bank))).toEqual(new Set(SHARED_BANKS));
});

test("one sample course's own bank has a question of every kind, with tags and explanations", async () => {
  const t = newTest();
  await t.mutation(internal.seed.sampleData, {});
  const own = await t.run(async (ctx) => {
    const course = (await ctx.db.query("courses").collect()).find((c) => c.name === SAMPLE_QUIZ_COURSE);
    return (await ctx.db.query("quizQuestions").collect()).filter((q) => q.courseId === course?._id);
  });
  expect(new Set(own.map((q) => q.solution.kind))).toEqual(new Set(QUESTION_KINDS));
  // Positions follow on from the copied ones; each added question parses as the editor's would.
  expect(own.map((q) => q.position).sort((a, b) => a - b)).toEqual(own.map((_, i) => i));
  for (const question of SAMPLE_EXTRA_QUESTIONS) {
    expect(questionContentSchema.parse(question)).toEqual(question);
    expect(question.tags.length).toBeGreaterThan(0);
    expect(question.explanation).toBeDefined();
  }
});

import { expect, test } from "vitest";
import { internal } from "../_generated/api";
import { SHARED_BANK_QUESTIONS } from "./model/quizBanks";
import { SHARED_BANKS } from "../shared/quizRules";
import { questionContentSchema } from "../shared/questionTypes";
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
  expect(rows).toHaveLength(60);
  expect(new Set(rows.map((r) => r.bank))).toEqual(new Set(SHARED_BANKS));
});

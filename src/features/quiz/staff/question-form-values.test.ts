import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { EMPTY_QUESTION, questionFormValues, questionResolver, type QuestionFormValues } from "./question-form-values";

const options = {} as ResolverOptions<QuestionFormValues>; // the resolver reads only the values
const check = async (values: QuestionFormValues) => await questionResolver(values, undefined, options);
const valid = questionFormValues({
  question: " Which? ",
  options: ["a", "b", "c", "d"],
  solution: { kind: "single", answer: 2 },
});

describe("questionResolver", () => {
  it("gives the mutations the schema's trimmed output, the answer as a number", async () => {
    expect(await check(valid)).toEqual({
      values: { question: "Which?", options: ["a", "b", "c", "d"], solution: { kind: "single", answer: 2 }, tags: [] },
      errors: {},
    });
  });

  it("puts a right answer out of range on the Right option field", async () => {
    const { errors } = await check({ ...valid, answer: "5" });
    expect(errors.answer?.message).toBe("The right option must be one of the options.");
    expect(Object.keys(errors)).toEqual(["answer"]);
  });

  it("puts each option's message on that option, and a repeat on every repeated option", async () => {
    const { errors } = await check({
      ...EMPTY_QUESTION,
      question: "Q",
      option1: "Same",
      option2: " same",
      option3: "c",
      option4: "d",
      answer: "1",
    });
    expect(errors.option1?.message).toBe("The options must differ.");
    expect(errors.option2?.message).toBe("The options must differ.");
    expect(errors.option4).toBeUndefined();
  });
});

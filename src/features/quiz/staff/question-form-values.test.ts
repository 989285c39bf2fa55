import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { EMPTY_QUESTION, questionFormValues, questionResolver, type QuestionFormValues } from "./question-form-values";

const options = {} as ResolverOptions<QuestionFormValues>; // the resolver reads only the values
const check = async (values: QuestionFormValues) => await questionResolver(values, undefined, options);
const valid = questionFormValues({
  question: " Which? ",
  options: ["a", "b", "c", "d"],
  solution: { kind: "single", answer: 2 },
  tags: [],
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

describe("questionResolver: the other question types", () => {
  const base = { ...EMPTY_QUESTION, question: "Q?" };

  it("multiple answers: the ticked options, sorted; none ticked is refused on the ticks", async () => {
    const values = { ...base, kind: "multiple" as const, option1: "a", option2: "b", option3: "c", option4: "d" };
    expect((await check({ ...values, rights: ["3", "1"] })).values).toMatchObject({
      solution: { kind: "multiple", answers: [1, 3] },
    });
    const { errors } = await check({ ...values, rights: [] });
    expect(errors.rights?.message).toBe("Tick at least one right option.");
  });

  it("true or false: True/False options, and a message when neither is chosen", async () => {
    expect((await check({ ...base, kind: "truefalse", answer: "2" })).values).toMatchObject({
      options: ["True", "False"],
      solution: { kind: "truefalse", answer: 2 },
    });
    expect((await check({ ...base, kind: "truefalse", answer: "" })).errors.answer?.message).toBe(
      "Choose True or False.",
    );
  });

  it("short text: one accepted answer per line; none is refused", async () => {
    expect((await check({ ...base, kind: "text", accepted: " Paris \n\nparis, France " })).values).toMatchObject({
      options: [],
      solution: { kind: "text", accepted: ["Paris", "paris, France"] },
    });
    expect((await check({ ...base, kind: "text", accepted: " \n " })).errors.accepted?.message).toBe(
      "Give at least one accepted answer.",
    );
  });

  it("number: a decimal comma, an empty tolerance is 0; a word is refused on its field", async () => {
    expect((await check({ ...base, kind: "numeric", value: "3,5", tolerance: "" })).values).toMatchObject({
      solution: { kind: "numeric", value: 3.5, tolerance: 0 },
    });
    const { errors } = await check({ ...base, kind: "numeric", value: "three", tolerance: "-1" });
    expect(errors.value?.message).toBe("Give the right number.");
    expect(errors.tolerance?.message).toBe("The tolerance cannot be negative.");
  });

  it("explanation and tags: trimmed, tags lower-case and unique; a sixth tag is refused", async () => {
    const values = { ...valid, explanation: "  Because.  ", tags: "Loops, loops , Arrays," };
    expect((await check(values)).values).toMatchObject({ explanation: "Because.", tags: ["loops", "arrays"] });
    expect((await check({ ...valid, tags: "a, b, c, d, e, f" })).errors.tags?.message).toBe("Give at most 5 tags.");
  });

  it("an existing question of each kind comes back as the same content", async () => {
    const questions = [
      {
        question: "M?",
        options: ["a", "b", "c"],
        solution: { kind: "multiple" as const, answers: [1, 2] },
        tags: ["x"],
      },
      { question: "T?", options: ["True", "False"], solution: { kind: "truefalse" as const, answer: 1 }, tags: [] },
      { question: "W?", options: [], solution: { kind: "text" as const, accepted: ["a", "b"] }, tags: [] },
      {
        question: "N?",
        options: [],
        solution: { kind: "numeric" as const, value: 2.5, tolerance: 0.1 },
        explanation: "E.",
        tags: [],
      },
    ];
    for (const question of questions) expect((await check(questionFormValues(question))).values).toEqual(question);
  });
});

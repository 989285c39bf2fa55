import { describe, expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { englishOf } from "../lib/appError";
import { asMessage } from "./messages";
import type { QuestionContent } from "./questionTypes";
import { questionContentSchema, type QuestionContentInput } from "./forms/question";
import {
  detectFormat,
  giftFileName,
  importTextProblem,
  IMPORT_TEXT_MAX,
  parseAiken as parseAikenKeyed,
  parseGift as parseGiftKeyed,
  parseQuestions as parseQuestionsKeyed,
  toGift,
} from "./quizFormats";

/** The parsers' problems name keys (issue #33): here in English, as the preview shows them. */
function inEnglish<R extends { problems: { reason: string }[] }>(result: R): R {
  return { ...result, problems: result.problems.map((p) => ({ ...p, reason: englishOf(asMessage(p.reason)) })) };
}
const parseGift = (text: string) => inEnglish(parseGiftKeyed(text));
const parseAiken = (text: string) => inEnglish(parseAikenKeyed(text));
const parseQuestions = (...args: Parameters<typeof parseQuestionsKeyed>) => inEnglish(parseQuestionsKeyed(...args));

const contents = (text: string) => parseGift(text).questions.map((q) => q.content);
const only = (text: string) => {
  const result = parseGift(text);
  expect(result.problems).toEqual([]);
  expect(result.questions).toHaveLength(1);
  return result.questions[0].content;
};
const reasonOf = (text: string) => {
  const result = parseGift(text);
  expect(result.questions).toEqual([]);
  expect(result.problems).toHaveLength(1);
  return result.problems[0].reason;
};

describe("Aiken", () => {
  test("a question, lettered options with . or ), and ANSWER: give a single-answer question", () => {
    const result = parseAiken(
      [
        "What is the capital of France?",
        "A. Berlin",
        "B. Paris",
        "C) Rome",
        "ANSWER: B",
        "",
        "Which is a prime?",
        "A) 4",
        "B) 6",
        "C) 7",
        "answer: c",
      ].join("\n"),
    );
    expect(result.problems).toEqual([]);
    expect(result.questions.map((q) => q.line)).toEqual([1, 7]);
    expect(result.questions[0].content).toEqual({
      question: "What is the capital of France?",
      options: ["Berlin", "Paris", "Rome"],
      solution: { kind: "single", answer: 2 },
      tags: [],
    });
    expect(result.questions[1].content.solution).toEqual({ kind: "single", answer: 3 });
  });

  test("each broken question is reported on its first line with why; the others are read", () => {
    const text = [
      "Q1 has no answer line?", // 1
      "A. yes",
      "B. no",
      "",
      "Q2 names a missing option?", // 5
      "A. yes",
      "B. no",
      "ANSWER: D",
      "Q3 skips a letter?", // 9
      "A. one",
      "C. three",
      "ANSWER: A",
      "ANSWER: B", // 13: no question
      "Q4 is fine?", // 14
      "A. one",
      "B. two",
      "ANSWER: A",
      "Q5 has one option?", // 18
      "A. one",
      "ANSWER: A",
    ].join("\n");
    const result = parseAiken(text);
    expect(result.questions.map((q) => q.content.question)).toEqual(["Q4 is fine?"]);
    expect(result.problems.map((p) => p.line)).toEqual([1, 5, 9, 13, 18]);
    expect(result.problems[0]).toEqual({
      line: 1,
      text: "Q1 has no answer line?",
      reason: "No ANSWER: line after the options.",
    });
    expect(result.problems[1].reason).toMatch(/ANSWER: D names no option/);
    expect(result.problems[2].reason).toMatch(/out of order/);
    expect(result.problems[3].reason).toMatch(/no question before it/);
    expect(result.problems[4].reason).toBe("Give at least 2 options.");
  });
});

describe("GIFT", () => {
  test("multiple choice with = is a single-answer question, options in the order written", () => {
    expect(only("Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}")).toEqual({
      question: "Who's buried in Grant's tomb?",
      options: ["Grant", "Jefferson", "no one"],
      solution: { kind: "single", answer: 3 },
      tags: [],
    });
  });

  test("weighted ~ answers with no = are a multiple-answers question: positive weights are right", () => {
    const content = only("Which are even? {~%50%2 ~%50%4 ~%-100%3 ~5}");
    expect(content.options).toEqual(["2", "4", "3", "5"]);
    expect(content.solution).toEqual({ kind: "multiple", answers: [1, 2] });
  });

  test("true/false in its four spellings, with or without feedback", () => {
    expect(contents("A {T}\n\nB {TRUE}\n\nC {F}\n\nD {FALSE#no#yes}").map((c) => c.solution)).toEqual([
      { kind: "truefalse", answer: 1 },
      { kind: "truefalse", answer: 1 },
      { kind: "truefalse", answer: 2 },
      { kind: "truefalse", answer: 2 },
    ]);
    expect(only("Grant is buried in Grant's tomb.{FALSE}").options).toEqual(["True", "False"]);
  });

  test("only = answers are a short text question accepting each", () => {
    expect(only("Who's buried in Grant's tomb?{=no one =nobody}").solution).toEqual({
      kind: "text",
      accepted: ["no one", "nobody"],
    });
  });

  test("numbers: value:tolerance, with or without =, and a low..high range", () => {
    expect(only("Pi to two places? {#3.14:0.01}").solution).toEqual({ kind: "numeric", value: 3.14, tolerance: 0.01 });
    expect(only("Pi again? {#=3.14:0.01#Close enough}").solution).toEqual({
      kind: "numeric",
      value: 3.14,
      tolerance: 0.01,
    });
    expect(only("Exactly? {#42}").solution).toEqual({ kind: "numeric", value: 42, tolerance: 0 });
    expect(only("Between one and five? {#1..5}").solution).toEqual({ kind: "numeric", value: 3, tolerance: 2 });
    expect(only("Several weights, one full? {#=1822:0 =%50%1822:2}").solution).toEqual({
      kind: "numeric",
      value: 1822,
      tolerance: 0,
    });
  });

  test("#### is the explanation; ::title:: and [html] are skipped; per-answer feedback is dropped", () => {
    expect(
      only("::Capitals:: [html]The capital of Italy? {=Rome#Yes ~Milan#No ####Rome has been the capital since 1871.}"),
    ).toEqual({
      question: "The capital of Italy?",
      options: ["Rome", "Milan"],
      solution: { kind: "single", answer: 1 },
      explanation: "Rome has been the capital since 1871.",
      tags: [],
    });
  });

  test("text after the answers makes a missing-word question", () => {
    expect(only("Grant is {~buried =entombed ~living} in Grant's tomb.").question).toBe(
      "Grant is _____ in Grant's tomb.",
    );
    expect(only("The capital of France is {=Paris}.").question).toBe("The capital of France is _____.");
  });

  test("escapes keep their character; \\n is a line break", () => {
    const content = only(String.raw`Is 1 \= 1 \{always\}\: a \~ b \# c \\ d?\nSecond line {=yes \~ sure ~no}`);
    expect(content.question).toBe("Is 1 = 1 {always}: a ~ b # c \\ d?\nSecond line");
    expect(content.options).toEqual(["yes ~ sure", "no"]);
  });

  test("// comments are skipped; their [tag:…] and $CATEGORY: give tags", () => {
    const result = parseGift(
      [
        "// A comment line",
        "$CATEGORY: $course$/top/Loops and Ifs",
        "",
        "// [tag:Basics] [tag:week 1]",
        "Is a while loop a loop? {T}",
        "",
        "Is an if a loop? {F}",
        "",
        "$CATEGORY: $course$/top",
        "",
        "Untagged? {T}",
      ].join("\n"),
    );
    expect(result.problems).toEqual([]);
    expect(result.questions.map((q) => q.content.tags)).toEqual([
      ["loops and ifs", "basics", "week 1"],
      ["loops and ifs"],
      [],
    ]);
    expect(result.questions.map((q) => q.line)).toEqual([5, 7, 11]);
  });

  test("questions may span lines, answers one per line; blank lines separate questions", () => {
    const result = parseGift("What is\n2 + 2? {\n\t=4\n\t~3\n\t~5\n}\n\n\n// between\n\nNext? {T}\n");
    expect(result.problems).toEqual([]);
    expect(result.questions.map((q) => q.content.question)).toEqual(["What is\n2 + 2?", "Next?"]);
    expect(result.questions[0].content.options).toEqual(["4", "3", "5"]);
    expect(result.questions.map((q) => q.line)).toEqual([1, 11]);
  });

  test("what our kinds cannot hold is a problem with its line, its text and why", () => {
    expect(reasonOf("Write an essay. {}")).toMatch(/Essay/);
    expect(reasonOf("Match them. {=Canada -> Ottawa =Italy -> Rome}")).toMatch(/Matching/);
    expect(reasonOf("Just a description.")).toMatch(/description/);
    expect(reasonOf("Broken { =a ~b")).toMatch(/no matching/);
    expect(reasonOf("Two right? {=a =b ~c}")).toMatch(/Only one answer may start with =/);
    expect(reasonOf("Partial? {=a ~%50%b ~c}")).toMatch(/Partial credit/);
    expect(reasonOf("Partial text? {=a =%50%b}")).toMatch(/Partial credit/);
    expect(reasonOf("No right? {~a ~b}")).toMatch(/No right answer/);
    expect(reasonOf("Bad number? {#abc}")).toMatch(/number answer/);
    expect(reasonOf("Too many? {=1 ~2 ~3 ~4 ~5 ~6 ~7}")).toBe("Give at most 6 options.");
    expect(reasonOf("{=nothing asked ~b}")).toBe("Question is required.");
    expect(reasonOf("Same twice? {=a ~A}")).toBe("The options must differ.");
    expect(parseGift("One {T}\n\nline three is bad {x\n\nFour {F}").problems).toEqual([
      { line: 3, text: "line three is bad {x", reason: "A { has no matching }, or a } no {." },
    ]);
  });

  test("every question read passes the editor's schema unchanged", () => {
    const read = contents("A {=a ~b}\n\nB {~%50%x ~%50%y ~z}\n\nC {T}\n\nD {=p =q}\n\nE {#1:0.5}");
    for (const content of read) expect(questionContentSchema.parse(content)).toEqual(content);
  });
});

describe("GIFT export", () => {
  const bank: QuestionContentInput[] = [
    {
      question: "Which one is right: a = b, {c}, d: e, ~f, #g, \\h?",
      options: ["a = b", "{c}", "d: e", "~f #g \\h"],
      solution: { kind: "single", answer: 2 },
      explanation: "Because {c}.\nSecond line: yes.",
      tags: ["basics", "week [1]"],
    },
    {
      question: "Tick the even numbers",
      options: ["2", "3", "4", "6", "7", "9"],
      solution: { kind: "multiple", answers: [1, 3, 4] },
      tags: [],
    },
    { question: "One right among many?", options: ["x", "y"], solution: { kind: "multiple", answers: [2] }, tags: [] },
    { question: "The sky is green.", solution: { kind: "truefalse", answer: 2 }, tags: ["colours"] },
    { question: "Name a primary colour", solution: { kind: "text", accepted: ["red", "blue", "yellow"] }, tags: [] },
    {
      question: "Pi to two places",
      solution: { kind: "numeric", value: 3.14, tolerance: 0.005 },
      explanation: "3.14159…",
      tags: [],
    },
    { question: "A negative exact number", solution: { kind: "numeric", value: -2.5, tolerance: 0 }, tags: [] },
    {
      question: "Line one\nline two",
      options: ["p", "q", "r"],
      solution: { kind: "multiple", answers: [1, 2, 3] },
      tags: [],
    },
  ];
  const questions: QuestionContent[] = bank.map((q) => questionContentSchema.parse(q));

  test("a bank written as GIFT reads back to the same questions, every kind", () => {
    const text = toGift(questions, "Web basics: quiz bank");
    const result = parseGift(text);
    expect(result.problems).toEqual([]);
    expect(result.questions.map((q) => q.content)).toEqual(questions);
    expect(parseQuestions(text, "auto").format).toBe("gift");
  });

  test("multiple answers are written with Moodle weights: right shares, wrong ones negative", () => {
    expect(toGift([questions[1]])).toContain("~%33.33333%2");
    expect(toGift([questions[1]])).toContain("~%-33.33333%3");
  });

  test("the file is named after the course", () => {
    expect(giftFileName("Web basics: HTML & CSS")).toBe("Web-basics-HTML-CSS.gift");
    expect(giftFileName("///")).toBe("quiz.gift");
  });
});

describe("the text as a whole", () => {
  test("auto-detects Aiken by its ANSWER: lines, GIFT by its braces", () => {
    expect(detectFormat("Q?\nA. x\nB. y\nANSWER: A")).toBe("aiken");
    expect(detectFormat("Q? {T}")).toBe("gift");
    expect(detectFormat("Q? {=a ~b}\n\nQ2?\nA. x\nANSWER: A")).toBe("gift");
    expect(parseQuestions("Q?\nA. x\nB. y\nANSWER: A", "auto").questions).toHaveLength(1);
  });

  test("empty or too long text is refused before reading", () => {
    expect(englishOf(importTextProblem("  \n ")!)).toMatch(/Paste/);
    expect(englishOf(importTextProblem("x".repeat(IMPORT_TEXT_MAX + 1))!)).toMatch(/too long/);
    expect(importTextProblem("Q {T}")).toBeNull();
  });

  // 15–30 ms warm, 60–160 ms cold for the largest text (1,923 questions) on a busy 2-core machine;
  // the budget is wide for CI and still catches a reader gone quadratic (seen: 6.5 s).
  test("the largest text reads within a budget", () => {
    const one = "// [tag:t]\nWhat is 2 + 2? {=4 ~3 ~5 ~22 ####Sums.}\n\n";
    const text = one.repeat(Math.floor(IMPORT_TEXT_MAX / one.length));
    const started = performance.now();
    const result = parseGift(text);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.problems).toEqual([]);
  });
});

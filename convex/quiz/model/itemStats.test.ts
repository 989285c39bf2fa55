import { describe, expect, test } from "vitest";
import { bankItemStats, correlation, itemStats, median, type ItemAnswer, type ItemQuestion } from "./itemStats";
import { discriminationBand } from "../../shared/itemAnalysisRules";

const single: ItemQuestion = {
  key: "q1",
  question: "Which is a list?",
  options: ["(1, 2)", "[1, 2]", "{1, 2}", "1, 2"],
  solution: { kind: "single", answer: 2 },
};

/** An answer from a finished ten-question attempt that scored `score`. */
function answer(option: number | null, score: number, elapsedMs = 10_000): ItemAnswer {
  const credit = option === 2 ? 1 : 0;
  return {
    questionKey: "q1",
    credit,
    elapsedMs,
    ...(option === null ? {} : { response: { kind: "choice" as const, option } }),
    attemptScore: score,
    attemptTotal: 10,
  };
}

describe("item statistics on a known set of answers", () => {
  // Strong students (9, 8, 8 of 10) got it right; weak ones (3, 2, 2) chose {1, 2} twice and (1, 2) once.
  const strongRight = [answer(2, 9, 4_000), answer(2, 8, 6_000), answer(2, 8, 8_000)];
  const weakWrong = [answer(3, 3, 12_000), answer(3, 2, 20_000), answer(1, 2, 30_000)];

  test("share correct, median time and the wrong option chosen most", () => {
    const stats = itemStats(single, [...strongRight, ...weakWrong]);
    expect(stats.answers).toBe(6);
    expect(stats.meanCredit).toBe(0.5);
    expect(stats.medianMs).toBe(10_000);
    expect(stats.mostWrong).toEqual({ answer: { text: "{1, 2}" }, count: 2 });
    expect(stats.rightAnswer).toEqual({ text: "[1, 2]" });
  });

  test("a question the strong students get right discriminates positively", () => {
    const stats = itemStats(single, [...strongRight, ...weakWrong]);
    expect(stats.discrimination).toBeGreaterThan(0.9);
    expect(stats.discrimination).toBeLessThanOrEqual(1);
    expect(discriminationBand(stats.discrimination)).toBe("well");
  });

  test("a question the weak students get right and the strong ones miss discriminates negatively", () => {
    const reversed = [answer(3, 9), answer(1, 8), answer(3, 8), answer(2, 3), answer(2, 2), answer(2, 2)];
    const stats = itemStats(single, reversed);
    expect(stats.discrimination).toBeLessThan(-0.9);
    expect(discriminationBand(stats.discrimination)).toBe("check");
  });

  test("the item's own credit is left out of the rest score", () => {
    // Everyone's attempt scored 5: with the item in the total there is no spread at all; without
    // it, those who got the item wrong did better on the rest, so it discriminates negatively.
    const stats = itemStats(single, [answer(2, 5), answer(2, 5), answer(2, 5), answer(3, 5), answer(3, 5)]);
    expect(stats.discrimination).toBeLessThan(0);
  });

  test("too few finished answers, or no spread, give no discrimination", () => {
    expect(itemStats(single, strongRight).discrimination).toBeNull();
    const running = [...strongRight, ...weakWrong].map(({ attemptScore: _s, attemptTotal: _t, ...rest }) => rest);
    expect(itemStats(single, running).discrimination).toBeNull();
    const allRight = [answer(2, 9), answer(2, 8), answer(2, 7), answer(2, 4), answer(2, 3)];
    expect(itemStats(single, allRight).discrimination).toBeNull();
    expect(discriminationBand(null)).toBe("tooFew");
  });

  test("a time-out counts as no credit and as time taken, never as a wrong option", () => {
    const stats = itemStats(single, [answer(null, 4, 30_000), answer(2, 8, 5_000)]);
    expect(stats.timedOut).toBe(1);
    expect(stats.meanCredit).toBe(0.5);
    expect(stats.medianMs).toBe(17_500);
    expect(stats.mostWrong).toBeNull();
  });

  test("no answers: nothing to say", () => {
    const stats = itemStats(single, []);
    expect(stats).toMatchObject({
      answers: 0,
      meanCredit: null,
      medianMs: null,
      mostWrong: null,
      discrimination: null,
    });
  });
});

describe("the wrong answer of each kind", () => {
  test("multiple answers: the wrong options ticked, partial credit counted in the mean", () => {
    const multiple: ItemQuestion = {
      key: "m",
      question: "Which are even?",
      options: ["2", "3", "4", "5"],
      solution: { kind: "multiple", answers: [1, 3] },
    };
    const ticked = (options: number[], credit: number): ItemAnswer => ({
      questionKey: "m",
      credit,
      elapsedMs: 1,
      response: { kind: "choices", options },
    });
    const stats = itemStats(multiple, [ticked([1, 3], 1), ticked([1, 2], 0), ticked([1], 0.5), ticked([2, 3, 4], 0)]);
    expect(stats.meanCredit).toBe(0.38);
    expect(stats.mostWrong).toEqual({ answer: { text: "3" }, count: 2 });
  });

  test("text: the wrong answers compared after normalising", () => {
    const text: ItemQuestion = {
      key: "t",
      question: "Capital of France?",
      options: [],
      solution: { kind: "text", accepted: ["Paris"] },
    };
    const typed = (t: string, credit: number): ItemAnswer => ({
      questionKey: "t",
      credit,
      elapsedMs: 1,
      response: { kind: "text", text: t },
    });
    const stats = itemStats(text, [typed("Paris", 1), typed("Lyon", 0), typed(" lyon. ", 0), typed("Nice", 0)]);
    expect(stats.mostWrong).toEqual({ answer: { text: "lyon" }, count: 2 });
  });

  test("numeric: the key and the wrong numbers as numbers, however they were typed, for the reader's digits", () => {
    const numeric: ItemQuestion = {
      key: "n",
      question: "Pi to two places?",
      options: [],
      solution: { kind: "numeric", value: 3.14, tolerance: 0.005 },
    };
    const typed = (t: string, credit: number): ItemAnswer => ({
      questionKey: "n",
      credit,
      elapsedMs: 1,
      response: { kind: "text", text: t },
    });
    const stats = itemStats(numeric, [typed("3,14", 1), typed("3.2", 0), typed("3,2", 0), typed("22", 0)]);
    expect(stats.mostWrong).toEqual({ answer: { number: 3.2 }, count: 2 });
    expect(stats.rightAnswer).toEqual({ number: 3.14, tolerance: 0.005 });
  });

  test("true/false: the right and the wrong option by number, for the reader's words, never the bank's English", () => {
    const truefalse: ItemQuestion = {
      key: "tf",
      question: "The Earth is flat.",
      options: ["True", "False"],
      solution: { kind: "truefalse", answer: 2 },
    };
    const chose = (option: number, credit: number): ItemAnswer => ({
      questionKey: "tf",
      credit,
      elapsedMs: 1,
      response: { kind: "choice", option },
    });
    const stats = itemStats(truefalse, [chose(2, 1), chose(1, 0), chose(1, 0)]);
    expect(stats.rightAnswer).toEqual({ option: 2 });
    expect(stats.mostWrong).toEqual({ answer: { option: 1 }, count: 2 });
  });

  test("an option the question no longer has is named by its number", () => {
    // The teacher removed the fourth option after these answers were kept.
    const shorter: ItemQuestion = { ...single, options: ["(1, 2)", "[1, 2]", "{1, 2}"] };
    const stats = itemStats(shorter, [answer(4, 3), answer(4, 2), answer(3, 2)]);
    expect(stats.mostWrong).toEqual({ answer: { option: 4 }, count: 2 });
  });
});

describe("a bank's figures", () => {
  test("in the bank's order, answers to removed questions left out", () => {
    const other: ItemQuestion = { ...single, key: "q2", question: "Second" };
    const stats = bankItemStats([other, single], [answer(2, 5), { ...answer(3, 5), questionKey: "gone" }]);
    expect(stats.map((s) => s.questionKey)).toEqual(["q2", "q1"]);
    expect(stats[0].answers).toBe(0);
    expect(stats[1].answers).toBe(1);
  });
});

describe("helpers", () => {
  test("median of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  test("correlation is symmetric and scale-free", () => {
    const pairs = [
      { x: 1, y: 2 },
      { x: 2, y: 4 },
      { x: 3, y: 7 },
    ];
    const r = correlation(pairs);
    expect(r).toBeCloseTo(correlation(pairs.map(({ x, y }) => ({ x: y * 10, y: x })))!, 10);
    expect(r).toBeGreaterThan(0.9);
  });
});

/**
 * Item analysis statistics (docs/quiz.md "Item analysis", ADR 0078): pure functions over a bank's
 * questions and the answers kept for them (`quizItemAnswers`). No database here, so the figures
 * are tested on known sets of answers.
 */
import {
  normaliseText,
  parseNumber,
  solutionText,
  type QuestionContent,
  type QuestionKind,
  type Response,
} from "../../shared/questionTypes";
import { MIN_DISCRIMINATION_ANSWERS } from "../../shared/itemAnalysisRules";

/** One kept answer (or time-out) to a bank question. */
export type ItemAnswer = {
  questionKey: string;
  credit: number;
  elapsedMs: number;
  /** The response in the bank's order; absent when the time ran out. */
  response?: Response;
  /** Set once the attempt finished: its score (sum of credits) and its number of questions. */
  attemptScore?: number;
  attemptTotal?: number;
};

/** A bank question as the analysis needs it. */
export type ItemQuestion = Pick<QuestionContent, "question" | "options" | "solution"> & { key: string };

/**
 * An answer as the analysis names it: in words (the teacher's option or key, what a student
 * typed), an option by its 1-based number where the words are the reader's, not the bank's (a
 * true/false question's, 1 True and 2 False, and an option the question no longer has: "Option
 * 5"), or a number (a number question's key with its tolerance, a student's number without). The
 * browser words the numbers in the reader's language.
 */
export type AnswerShown = { text: string } | { option: number } | { number: number; tolerance?: number };

export type ItemStats = {
  questionKey: string;
  question: string;
  kind: QuestionKind;
  /** The key (staff only: this analysis is never a student's). */
  rightAnswer: AnswerShown;
  /** Answers and time-outs counted. */
  answers: number;
  timedOut: number;
  /** Mean credit, 0..1 (two decimals): the share correct, partial credit counted; null for none. */
  meanCredit: number | null;
  /** Median time taken, time-outs included (at the limit); null for none. */
  medianMs: number | null;
  /** The wrong answer given most, and how often; null when nobody answered wrongly. */
  mostWrong: { answer: AnswerShown; count: number } | null;
  /** Item–rest correlation, −1..1 (two decimals); null with too few answers or no spread. */
  discrimination: number | null;
  /** Answers from finished attempts the discrimination is computed from. */
  discriminationAnswers: number;
};

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Pearson's correlation of the pairs (with a right/wrong `x` it is the point-biserial one); null
 * when either side does not vary (everyone right, or every rest score equal).
 */
export function correlation(pairs: readonly { x: number; y: number }[]): number | null {
  if (pairs.length < 2) return null;
  const mx = pairs.reduce((sum, p) => sum + p.x, 0) / pairs.length;
  const my = pairs.reduce((sum, p) => sum + p.y, 0) / pairs.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const { x, y } of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  // Sums of squares of values that do not vary are zero up to rounding.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** The share of the rest of the attempt a student earned (without this question), or null while it runs. */
function restShare(answer: ItemAnswer): number | null {
  if (answer.attemptScore === undefined || answer.attemptTotal === undefined || answer.attemptTotal < 2) return null;
  return (answer.attemptScore - answer.credit) / (answer.attemptTotal - 1);
}

/** An option of the question as shown: the teacher's words, else its number (see AnswerShown). */
function optionShown(question: ItemQuestion, n: number): AnswerShown {
  const text = question.solution.kind === "truefalse" ? undefined : question.options[n - 1];
  return text === undefined ? { option: n } : { text };
}

/** The key as shown: a true/false question's right option by number, a number question's number, any other in words. */
function rightShown(question: ItemQuestion): AnswerShown {
  const { solution } = question;
  if (solution.kind === "truefalse") return { option: solution.answer };
  if (solution.kind === "numeric") return { number: solution.value, tolerance: solution.tolerance };
  return { text: solutionText(question) };
}

/** What a wrong answer gave, or [] when it was right or timed out. */
function wrongAnswers(question: ItemQuestion, answer: ItemAnswer): AnswerShown[] {
  const { response } = answer;
  if (response === undefined || answer.credit >= 1) return [];
  const option = (n: number) => optionShown(question, n);
  const { solution } = question;
  switch (solution.kind) {
    case "single":
    case "truefalse":
      return response.kind === "choice" && response.option !== solution.answer ? [option(response.option)] : [];
    case "multiple":
      // The options ticked that are not right (a right option left out is no option chosen).
      return response.kind === "choices"
        ? response.options.filter((n) => !solution.answers.includes(n)).map(option)
        : [];
    case "text": {
      const text = response.kind === "text" ? normaliseText(response.text) : "";
      return text === "" ? [] : [{ text }];
    }
    case "numeric": {
      const value = response.kind === "text" ? parseNumber(response.text) : null;
      return value === null ? [] : [{ number: value }];
    }
  }
}

/** How two answers shown are told apart and ordered: numbers and words by their characters, then options by number. */
function sortKey(answer: AnswerShown): string {
  if ("number" in answer) return `n${String(answer.number)}`;
  return "text" in answer ? `t${answer.text}` : `o${String(answer.option).padStart(3, "0")}`;
}

/** The answer given most often (ties: the first in sortKey's order), with its count. */
function mostCommon(answers: readonly AnswerShown[]): { answer: AnswerShown; count: number } | null {
  const counts = new Map<string, { answer: AnswerShown; count: number }>();
  for (const answer of answers) {
    const key = sortKey(answer);
    const seen = counts.get(key);
    counts.set(key, { answer, count: (seen?.count ?? 0) + 1 });
  }
  let best: { key: string; answer: AnswerShown; count: number } | null = null;
  for (const [key, { answer, count }] of counts) {
    if (best === null || count > best.count || (count === best.count && key < best.key)) best = { key, answer, count };
  }
  return best === null ? null : { answer: best.answer, count: best.count };
}

/** One question's figures from its answers. */
export function itemStats(question: ItemQuestion, answers: readonly ItemAnswer[]): ItemStats {
  const credits = answers.map((a) => a.credit);
  const meanCredit = mean(credits);
  const pairs = answers.flatMap((a) => {
    const rest = restShare(a);
    return rest === null ? [] : [{ x: a.credit, y: rest }];
  });
  const r = pairs.length >= MIN_DISCRIMINATION_ANSWERS ? correlation(pairs) : null;
  return {
    questionKey: question.key,
    question: question.question,
    kind: question.solution.kind,
    rightAnswer: rightShown(question),
    answers: answers.length,
    timedOut: answers.filter((a) => a.response === undefined).length,
    meanCredit: meanCredit === null ? null : twoDecimals(meanCredit),
    medianMs: median(answers.map((a) => a.elapsedMs)),
    mostWrong: mostCommon(answers.flatMap((a) => wrongAnswers(question, a))),
    discrimination: r === null ? null : twoDecimals(r),
    discriminationAnswers: pairs.length,
  };
}

/** Every question's figures, in the bank's order; answers to questions no longer in the bank are left out. */
export function bankItemStats(questions: readonly ItemQuestion[], answers: readonly ItemAnswer[]): ItemStats[] {
  const byQuestion = new Map<string, ItemAnswer[]>(questions.map((q) => [q.key, []]));
  for (const answer of answers) byQuestion.get(answer.questionKey)?.push(answer);
  return questions.map((question) => itemStats(question, byQuestion.get(question.key) ?? []));
}

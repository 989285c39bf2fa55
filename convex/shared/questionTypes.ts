/**
 * Question types (issue #31), written once: what a bank question is, what a student answers, how
 * an answer is scored and how the rule is said. Pure data and functions, no Zod (the question's
 * and an answer's schemas are in ./forms/question.ts, so a student's quiz loads no schema library);
 * shared by the Convex functions (attempts, the live game, the importers) and the browser. A question's `solution` is the key: the server never sends it to a
 * student before that question is locked (docs/quiz.md).
 */
import { keyed, type Keyed, type ServerMessageKey } from "./messages";
import { tooLongMessage } from "./limits";

/** The kinds a bank holds; "single" is SPEC's four-option question. */
export const QUESTION_KINDS = ["single", "multiple", "truefalse", "text", "numeric"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * The options of a true/false question as a bank stores them, in this order (answer 1 = True);
 * never shuffled. Screens never show these: they word option 1 and 2 with TRUE_FALSE_WORDS.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- stored data (bank rows, events), never shown
export const TRUE_FALSE_OPTIONS = ["True", "False"] as const;

/** The words of a true/false question's options 1 and 2 (True, False): keys of the server's catalog. */
export const TRUE_FALSE_WORDS = [
  "server.quiz.optionTrue",
  "server.quiz.optionFalse",
] as const satisfies readonly ServerMessageKey[];

/** Options of a choice question (SPEC's has four; imported ones may have two to six). */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
/** Accepted answers of a short-text question. */
export const MAX_ACCEPTED = 10;
/** Tags per question, and each tag's length. */
export const MAX_TAGS = 5;
export const TAG_MAX = 30;
/** Longest explanation (characters, after trimming). */
export const EXPLANATION_MAX = 1000;
/** Longest short-text or number answer a student may send. */
export const RESPONSE_TEXT_MAX = 200;

/**
 * The key of a question, by kind. Options are 1-based in the bank's order.
 * - single: `answer` the one right option;
 * - multiple: `answers` every right option (at least one, in ascending order);
 * - truefalse: `answer` 1 (True) or 2 (False); the options are TRUE_FALSE_OPTIONS;
 * - text: `accepted` answers, matched after normaliseText;
 * - numeric: right when |given - value| <= tolerance.
 */
export type Solution =
  | { kind: "single"; answer: number }
  | { kind: "multiple"; answers: number[] }
  | { kind: "truefalse"; answer: number }
  | { kind: "text"; accepted: string[] }
  | { kind: "numeric"; value: number; tolerance: number };

/**
 * The key of a question answered by typing (text, numeric), which a screen states as it is once the
 * question is closed: the accepted answers, or the number and its tolerance (in the reader's digits).
 */
export type TypedSolution = Extract<Solution, { kind: "text" | "numeric" }>;

/** The key to state of a text or number question; null for the choice kinds, whose right options say it. */
export function typedSolution(solution: Solution): TypedSolution | null {
  return solution.kind === "text" || solution.kind === "numeric" ? solution : null;
}

/** A question as a bank keeps it (and as events carry it). `options` is [] for text and numeric. */
export type QuestionContent = {
  question: string;
  options: string[];
  solution: Solution;
  /** Shown after the question is answered (or timed out); absent when the teacher wrote none. */
  explanation?: string;
  /** Lower-case, trimmed, unique; a course's quiz may draw by tag. */
  tags: string[];
};

/**
 * What a student sends, by kind. Choice positions are 1-based as SHOWN (the attempt's shuffled
 * order); the server maps them to the bank's order before scoring.
 */
export type Response =
  { kind: "choice"; option: number } | { kind: "choices"; options: number[] } | { kind: "text"; text: string };

/** Whether the question is answered by picking options (single, multiple, true/false). */
export function isChoiceKind(kind: QuestionKind): boolean {
  return kind === "single" || kind === "multiple" || kind === "truefalse";
}

/** Whether the teacher writes the question's options (single, multiple; true/false has its own two). */
export function hasOwnOptions(kind: QuestionKind): boolean {
  return kind === "single" || kind === "multiple";
}

/** The response kind a question takes. */
export function responseKindFor(kind: QuestionKind): Response["kind"] {
  if (kind === "multiple") return "choices";
  if (kind === "text" || kind === "numeric") return "text";
  return "choice";
}

/** Short-text matching: Unicode NFKC, case-folded, inner whitespace collapsed, outer punctuation dropped. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[\s.,;:!?"'`]+|[\s.,;:!?"'`]+$/g, "");
}

/** A number as people type it: "3.5", "3,5", "-2", "1e3", " 42 "; null when it is not one. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, "");
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed.replace(",", "."));
  return Number.isFinite(value) ? value : null;
}

/** Credit in [0, 1], rounded to hundredths, so that sums of credits stay exact enough to show. */
function rounded(credit: number): number {
  return Math.round(Math.max(0, Math.min(1, credit)) * 100) / 100;
}

/**
 * The rule a question states before it is answered, as a key of the server's catalog the browser
 * words: a multiple-answers question's partial credit (scoreResponse's), a number question's
 * tolerance (never its value: that is the key). Null for the kinds that state none.
 */
export function questionRule(solution: Solution): Keyed | null {
  if (solution.kind === "multiple") return keyed("server.quiz.ruleMultipleCredit");
  if (solution.kind !== "numeric") return null;
  return solution.tolerance === 0
    ? keyed("server.quiz.ruleNumericExact")
    : keyed("server.quiz.ruleNumericWithin", { tolerance: solution.tolerance });
}

/**
 * Scores one answer. `response` must already be in the bank's order (choice positions mapped
 * through the attempt's option order). Returns the credit (0..1) and whether it is fully right.
 * A response of the wrong kind scores nothing (the mutation refuses it before this runs).
 */
export function scoreResponse(solution: Solution, response: Response): { credit: number; correct: boolean } {
  let credit = 0;
  switch (solution.kind) {
    case "single":
    case "truefalse":
      credit = response.kind === "choice" && response.option === solution.answer ? 1 : 0;
      break;
    case "multiple": {
      if (response.kind !== "choices") break;
      const right = new Set(solution.answers);
      const ticked = new Set(response.options);
      let hits = 0;
      let misses = 0;
      for (const option of ticked) {
        if (right.has(option)) hits += 1;
        else misses += 1;
      }
      credit = (hits - misses) / right.size;
      break;
    }
    case "text": {
      if (response.kind !== "text") break;
      const given = normaliseText(response.text);
      credit = given !== "" && solution.accepted.some((accepted) => normaliseText(accepted) === given) ? 1 : 0;
      break;
    }
    case "numeric": {
      if (response.kind !== "text") break;
      const given = parseNumber(response.text);
      // A hair of slack for binary fractions: 0.1 + 0.2 within 0 of 0.3.
      credit = given !== null && Math.abs(given - solution.value) <= solution.tolerance + 1e-9 ? 1 : 0;
      break;
    }
  }
  const final = rounded(credit);
  return { credit: final, correct: final === 1 };
}

/**
 * Checks a response against the question it answers (options = how many the question shows) and
 * returns a message for the student when it cannot be scored; nothing is locked then.
 */
export function responseProblem(kind: QuestionKind, optionCount: number, response: Response): Keyed | null {
  const expected = responseKindFor(kind);
  if (response.kind !== expected) return keyed("server.quiz.answerDoesNotFit");
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= optionCount;
  switch (response.kind) {
    case "choice":
      return inRange(response.option) ? null : keyed("server.quiz.chooseAnOption");
    case "choices":
      if (response.options.length === 0) return keyed("server.quiz.tickAnOption");
      if (!response.options.every(inRange) || new Set(response.options).size !== response.options.length) {
        return keyed("server.quiz.tickOnce");
      }
      return null;
    case "text":
      if (response.text.trim() === "") return keyed("server.quiz.typeAnswer");
      if (response.text.length > RESPONSE_TEXT_MAX) return tooLongMessage("server.field.yourAnswer", RESPONSE_TEXT_MAX);
      if (kind === "numeric" && parseNumber(response.text) === null) return keyed("server.quiz.enterNumber");
      return null;
  }
}

/**
 * A question's right answer in the bank's words, as one text (the quiz's locked question, the item
 * analysis's key of a text question). Its True/False and numbers are English: a screen words a
 * true/false answer with TRUE_FALSE_WORDS and a typed one from typedSolution instead.
 */
export function solutionText(content: Pick<QuestionContent, "options" | "solution">): string {
  const { solution, options } = content;
  switch (solution.kind) {
    case "single":
      return options[solution.answer - 1] ?? "";
    case "truefalse":
      return TRUE_FALSE_OPTIONS[solution.answer - 1];
    case "multiple":
      return solution.answers.map((n) => options[n - 1]).join("; ");
    case "text":
      return solution.accepted.join(" / ");
    case "numeric":
      return solution.tolerance === 0 ? String(solution.value) : `${solution.value} ± ${solution.tolerance}`;
  }
}

/** A tag as stored: trimmed, lower-case, inner whitespace collapsed. */
export function normaliseTag(tag: string): string {
  return tag.trim().toLocaleLowerCase("en").replace(/\s+/g, " ");
}

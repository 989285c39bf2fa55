/**
 * A question's options and key in the language in force, for every screen that shows them (the
 * quiz, its item analysis, the live game). convex/shared/questionTypes.ts names them without words:
 * a true/false option by its number (TRUE_FALSE_WORDS), a typed answer's key as data
 * (`typedSolution`).
 */
import { TRUE_FALSE_WORDS, type QuestionKind, type TypedSolution } from "@convex/shared/questionTypes";
import { serverText } from "@/lib/errors";
import { formatNumber } from "@/lib/i18n/format";

/** A number of a question (a key, a tolerance, an answer) in the reader's digits, every decimal kept, never grouped. */
export function questionNumber(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 20, useGrouping: false });
}

/** "True" / "False" for option 1 / 2 of a true/false question. */
export function trueFalseOption(option: number): string {
  return serverText(option === 1 ? TRUE_FALSE_WORDS[0] : TRUE_FALSE_WORDS[1]);
}

/** The options to show: a true/false question's two in the reader's language, others as written. */
export function shownOptions(kind: QuestionKind, options: readonly string[]): string[] {
  return kind === "truefalse" ? options.map((_, i) => trueFalseOption(i + 1)) : [...options];
}

/** "8.25 ± 0.5" ("8,25 ± 0,5" in Spanish), or the number alone when nothing else counts. */
export function numberWords(value: number, tolerance = 0): string {
  return tolerance === 0
    ? questionNumber(value)
    : serverText("server.quiz.numberWithin", { value: questionNumber(value), tolerance: questionNumber(tolerance) });
}

/** The key of a text or number question in words: "String / java.lang.String", "8.25 ± 0.5". */
export function typedAnswerWords(solution: TypedSolution): string {
  return solution.kind === "text" ? solution.accepted.join(" / ") : numberWords(solution.value, solution.tolerance);
}

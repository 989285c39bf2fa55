/**
 * The quiz's own words for what convex/shared names without words (question kinds, waits, a
 * true/false answer, a question's rule), in the language in force. Call them at render time.
 */
import { keyed, unpack, type ServerMessageKey } from "@convex/shared/messages";
import type { QuestionContent, QuestionKind } from "@convex/shared/questionTypes";
import { solutionText, typedSolution } from "@convex/shared/questionTypes";
import { serverText, wordMessage } from "@/lib/errors";
import { questionNumber, trueFalseOption, typedAnswerWords } from "@/lib/words/question-words";
import { t } from "../i18n";

// The words the live game shares (src/lib/words/question-words.ts), for the quiz's screens too.
export { shownOptions, trueFalseOption } from "@/lib/words/question-words";

const KIND_LABELS = {
  single: "quiz.kind.single",
  multiple: "quiz.kind.multiple",
  truefalse: "quiz.kind.truefalse",
  text: "quiz.kind.text",
  numeric: "quiz.kind.numeric",
} as const satisfies Record<QuestionKind, string>;

/** "Single answer", "Number"… */
export function kindLabel(kind: QuestionKind): string {
  return t(KIND_LABELS[kind]);
}

/** The partial-credit rule of a multiple-answers question (the one questionRule names). */
export function multipleCreditRule(): string {
  return serverText("server.quiz.ruleMultipleCredit");
}

/**
 * A question's rule as the server names it (questionRule: a key and its parameters), in the
 * language in force, its numbers in the reader's digits ("±0,5" in Spanish).
 */
export function ruleText(rule: string): string {
  const parts = unpack(rule);
  if (parts === null) return rule;
  const params = Object.fromEntries(
    Object.entries(parts.params).map(([name, value]) => [
      name,
      typeof value === "number" ? questionNumber(value) : value,
    ]),
  );
  return wordMessage(keyed(parts.key as ServerMessageKey, params));
}

/**
 * A question's right answer in words: the teacher's (solutionText), True/False and numbers in the
 * reader's language ("8,25 ± 0,5" in Spanish).
 */
export function solutionWords(content: Pick<QuestionContent, "options" | "solution">): string {
  const { solution } = content;
  if (solution.kind === "truefalse") return trueFalseOption(solution.answer);
  const typed = typedSolution(solution);
  return typed === null ? solutionText(content) : typedAnswerWords(typed);
}

/** "45 minutes", "2 hours", "1 hour 30 minutes", "3 days 2 hours": a wait, rounded up to the minute. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return t("quiz.wait.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    const first = t("quiz.wait.hours", { count: hours });
    return rest === 0 ? first : t("quiz.wait.pair", { first, second: t("quiz.wait.minutes", { count: rest }) });
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  const first = t("quiz.wait.days", { count: days });
  return restHours === 0 ? first : t("quiz.wait.pair", { first, second: t("quiz.wait.hours", { count: restHours }) });
}

/** A cool-down as the rules say it: "no wait", "10 minutes", "1 day". */
export function cooldownText(minutes: number): string {
  return minutes === 0 ? t("quiz.wait.none") : waitText(minutes * 60_000);
}

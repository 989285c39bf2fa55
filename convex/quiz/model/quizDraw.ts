/**
 * Which questions an attempt asks and in what order (issue #27, ADR 0056): QUESTIONS_PER_ATTEMPT
 * drawn at random from the bank (all of a bank that has no more), shuffled, and each question's
 * four options shuffled. The mutation draws (`quiz.start`); the draw and both orders are written
 * into the `quiz_started` event, so the projector and a replay use them and never draw again.
 */
import type { Doc } from "../../_generated/dataModel";
import { QUESTIONS_PER_ATTEMPT } from "../../shared/quizRules";

/** A uniform whole number in [0, n). */
export type RandomInt = (n: number) => number;

/**
 * The randomness an attempt is drawn with: the platform's cryptographic generator, so a student
 * cannot predict a draw from earlier ones. An object, so a test can replace `int` with a seeded
 * generator (`vi.spyOn(quizRandom, "int")`) instead of hoping two real draws differ.
 */
export const quizRandom: { int: RandomInt } = {
  int: (n) => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`No random whole number below ${n}.`);
    // Rejection sampling: only the values below the largest multiple of n are used (no bias).
    const limit = Math.floor(2 ** 32 / n) * n;
    const word = new Uint32Array(1);
    for (;;) {
      crypto.getRandomValues(word);
      if (word[0] < limit) return word[0] % n;
    }
  },
};

/** A shuffled copy (Fisher–Yates with `random`). */
export function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A question as `quiz_started` carries it: the bank's question and the order its options are shown in. */
export type DrawnQuestion = {
  questionKey: string;
  question: string;
  /** In the bank's order. */
  options: string[];
  /** The right option in the bank's order (1-based). */
  answer: number;
  /** optionOrder[i] is the bank option (1-based) shown at position i + 1. */
  optionOrder: number[];
};

/** The attempt's questions: drawn, in their shown order, each with its options' shown order. */
export function drawAttempt(bank: readonly Doc<"quizQuestions">[], random: RandomInt): DrawnQuestion[] {
  return shuffled(bank, random)
    .slice(0, QUESTIONS_PER_ATTEMPT)
    .map((q) => ({
      questionKey: q.key,
      question: q.question,
      options: [...q.options],
      answer: q.answer,
      optionOrder: shuffled(
        q.options.map((_, i) => i + 1),
        random,
      ),
    }));
}

/** A snapshot question's order (attempts started before the shuffle have none: the bank's order). */
function orderOf(question: { options: string[]; optionOrder?: number[] }): number[] {
  return question.optionOrder ?? question.options.map((_, i) => i + 1);
}

/** The options in the order the student sees them. */
export function shownOptions(question: { options: string[]; optionOrder?: number[] }): string[] {
  return orderOf(question).map((bankOption) => question.options[bankOption - 1]);
}

/** The bank option (1-based) behind shown option `shown` (1-based): how an answer is scored. */
export function bankOptionOf(question: { options: string[]; optionOrder?: number[] }, shown: number): number {
  return orderOf(question)[shown - 1];
}

/** Where the right option is shown (1-based): what the student is told once the question locks. */
export function shownAnswerOf(question: { options: string[]; answer: number; optionOrder?: number[] }): number {
  return orderOf(question).indexOf(question.answer) + 1;
}

/**
 * Which questions an attempt asks and in what order (issue #27, ADR 0056): QUESTIONS_PER_ATTEMPT
 * drawn at random from the bank (all of a bank that has no more), shuffled, and each question's
 * options shuffled (true/false keeps True, False). The mutation draws (`quiz.start`); the draw and both orders are written
 * into the `quiz_started` event, so the projector and a replay use them and never draw again.
 */
import { keyed, type Keyed } from "../../shared/messages";
import type { Doc } from "../../_generated/dataModel";
import { appError } from "../../lib/appError";
import type { Response, Solution } from "../../shared/questionTypes";
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
  /** In the bank's order ([] for text and numeric). */
  options: string[];
  /** The key, in the bank's order: server only. */
  solution: Solution;
  explanation?: string;
  /** optionOrder[i] is the bank option (1-based) shown at position i + 1; [] without options. */
  optionOrder: number[];
};

/** The refusal when a quiz draws by tags no question carries. */
export function noTaggedQuestionsMessage(tags: readonly string[]): Keyed {
  return keyed("server.quiz.noTaggedQuestions", { tags: tags.join(", ") });
}

/**
 * The questions an attempt draws from: those carrying one of `tags` (the course's "Draw questions
 * tagged" setting), or every one when there are none. Refuses when the tags match nothing.
 */
export function drawPool<Q extends { tags: string[] }>(bank: readonly Q[], tags: readonly string[]): Q[] {
  const pool = drawPoolOrEmpty(bank, tags);
  if (pool.length === 0 && tags.length > 0) throw appError("CONFLICT", noTaggedQuestionsMessage(tags));
  return pool;
}

/** The questions an attempt may draw: those with one of `tags` (all when there are none); maybe none. */
export function drawPoolOrEmpty<Q extends { tags: string[] }>(bank: readonly Q[], tags: readonly string[]): Q[] {
  return tags.length === 0 ? [...bank] : bank.filter((q) => q.tags.some((tag) => tags.includes(tag)));
}

/** The order a question's options are shown in: shuffled, except true/false (always True, False). */
function drawOrder(question: Doc<"quizQuestions">, random: RandomInt): number[] {
  const bankOrder = question.options.map((_, i) => i + 1);
  return question.solution.kind === "truefalse" ? bankOrder : shuffled(bankOrder, random);
}

/** The attempt's questions: drawn, in their shown order, each with its options' shown order. */
export function drawAttempt(bank: readonly Doc<"quizQuestions">[], random: RandomInt): DrawnQuestion[] {
  return shuffled(bank, random)
    .slice(0, QUESTIONS_PER_ATTEMPT)
    .map((q) => ({
      questionKey: q.key,
      question: q.question,
      options: [...q.options],
      solution: q.solution,
      ...(q.explanation !== undefined ? { explanation: q.explanation } : {}),
      optionOrder: drawOrder(q, random),
    }));
}

type Ordered = { options: string[]; optionOrder: number[] };

/** The options in the order the student sees them. */
export function shownOptions(question: Ordered): string[] {
  return question.optionOrder.map((bankOption) => question.options[bankOption - 1]);
}

/** The bank option (1-based) behind shown option `shown` (1-based). */
export function bankOptionOf(question: Ordered, shown: number): number {
  return question.optionOrder[shown - 1];
}

/** Where bank option `bankOption` is shown (1-based). */
function shownPositionOf(question: Ordered, bankOption: number): number {
  return question.optionOrder.indexOf(bankOption) + 1;
}

/**
 * A response as shown, in the bank's order (how it is scored). `responseProblem` has checked it
 * against the question first, so every position exists.
 */
export function bankResponseOf(question: Ordered, response: Response): Response {
  switch (response.kind) {
    case "choice":
      return { kind: "choice", option: bankOptionOf(question, response.option) };
    case "choices":
      return {
        kind: "choices",
        options: response.options.map((shown) => bankOptionOf(question, shown)).sort((a, b) => a - b),
      };
    case "text":
      return response;
  }
}

/** Where the right options are shown (1-based, ascending): what the student is told once the question locks. */
export function shownRightOptions(question: Ordered & { solution: Solution }): number[] {
  const { solution } = question;
  const right =
    solution.kind === "single" || solution.kind === "truefalse"
      ? [solution.answer]
      : solution.kind === "multiple"
        ? solution.answers
        : [];
  return right.map((bankOption) => shownPositionOf(question, bankOption)).sort((a, b) => a - b);
}

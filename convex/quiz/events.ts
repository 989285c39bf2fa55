/**
 * Events of quizzes: question banks, attempts (start, each answer or time-out, Next, finish, the
 * Admin's reset) and time allowances. A bank question is named by its key (the id of the event
 * that created it, `<event id>:<position>` for a bank seeded or copied at once); an attempt by the
 * id of its `quiz_started`. A course's own bank is `course:<courseKey>`, a shared bank its name.
 */
import { v } from "convex/values";
import { defineEvent } from "../events/define";
import { quizSettingsFields, quizSettingsValidator } from "./model/settingsValidators";
import { questionContentValidator, responseValidator, solutionValidator } from "./model/questionValidators";

/** A question as written in a bank (any kind, convex/shared/questionTypes.ts): text, options, key, explanation, tags. */
const questionFieldsValidator = questionContentValidator;

/**
 * A question as an attempt serves it: the bank question's key, and its content as it was then
 * (options and the key in the bank's order). `optionOrder[i]` is the bank option (1-based) shown at
 * position i + 1, drawn at the start (issue #27); [] for kinds without options.
 */
const servedQuestionValidator = v.object({
  questionKey: v.string(),
  question: v.string(),
  options: v.array(v.string()),
  solution: solutionValidator,
  explanation: v.optional(v.string()),
  optionOrder: v.array(v.number()),
});

const kindValidator = v.union(
  v.literal("single"),
  v.literal("multiple"),
  v.literal("truefalse"),
  v.literal("text"),
  v.literal("numeric"),
);

const grantedValidator = v.union(v.literal("x1.5"), v.literal("x2"), v.literal("untimed"));
const allowanceValidator = v.union(v.literal("standard"), ...grantedValidator.members);

export const quizEvents = [
  /** The seed wrote a shared bank (no actor); its questions' keys are `<event id>:<position>`. */
  defineEvent("bank_seeded", 1, { bank: v.string(), questions: v.array(questionFieldsValidator) }),
  /** A teacher appended a question to the course's own bank (`courseKey`); its key is this event's id. */
  defineEvent("question_added", 1, {
    bank: v.string(),
    position: v.number(),
    ...questionContentValidator.fields,
  }),
  /** A teacher rewrote a question (`entityKey`): before and after. */
  defineEvent("question_edited", 1, {
    bank: v.string(),
    questionKey: v.string(),
    position: v.number(),
    before: questionFieldsValidator,
    after: questionFieldsValidator,
  }),
  /** A teacher removed a question (`entityKey`): what it said. */
  defineEvent("question_removed", 1, {
    bank: v.string(),
    questionKey: v.string(),
    position: v.number(),
    ...questionContentValidator.fields,
  }),
  /** A teacher swapped a question (`entityKey`) with its neighbour: both positions after the swap. */
  defineEvent("question_moved", 1, {
    bank: v.string(),
    questionKey: v.string(),
    direction: v.union(v.literal("up"), v.literal("down")),
    from: v.number(),
    to: v.number(),
    neighbourKey: v.string(),
  }),
  /** A teacher started the course's own bank as a copy of a shared one; keys `<event id>:<position>`. */
  defineEvent("bank_copied", 1, {
    bank: v.string(),
    sharedBank: v.string(),
    questions: v.array(questionFieldsValidator),
  }),
  /**
   * A teacher (`actorId`, `courseKey`) imported questions from Aiken or GIFT text into the course's
   * own bank (ADR 0077), appended from `position`: question i's key is `<event id>:<position + i>`.
   */
  defineEvent("questions_imported", 1, {
    bank: v.string(),
    format: v.union(v.literal("gift"), v.literal("aiken")),
    position: v.number(),
    questions: v.array(questionFieldsValidator),
  }),
  /**
   * A student (`actorId`) started an attempt (its key is this event's id) from a course (`courseKey`,
   * when they came from one): the questions it serves, frozen, drawn and in their shown order (the
   * mutation drew them: a replay reads the draw from here), and the first question's clock.
   */
  defineEvent("quiz_started", 1, {
    bank: v.string(),
    bankTitle: v.string(),
    questions: v.array(servedQuestionValidator),
    allowance: allowanceValidator,
    startedAt: v.number(),
    /** Per-question time under the allowance; null when untimed. */
    timeLimitMs: v.union(v.number(), v.null()),
    /** When question 1 locks; null when untimed. */
    deadline: v.union(v.number(), v.null()),
    /** How many questions the bank had (with a drawn tag, when the quiz draws by tag) when these were drawn. */
    drawnFrom: v.number(),
  }),
  /**
   * The first answer to a question locked it: the response as shown (choice positions the student
   * clicked) and in the bank's order, the credit it earned (0..1; partial for multiple answers),
   * whether it was fully right, the time spent.
   */
  defineEvent("quiz_answered", 1, {
    attemptKey: v.string(),
    bank: v.string(),
    index: v.number(),
    questionKey: v.string(),
    question: v.string(),
    kind: kindValidator,
    response: responseValidator,
    bankResponse: responseValidator,
    credit: v.number(),
    correct: v.boolean(),
    elapsedMs: v.number(),
  }),
  /**
   * A question's time ran out (`subjectUserId`: whose attempt): locked with no score, by the student's
   * late click, Next or Finish (`actorId`), or by the scheduled lock (no actor).
   */
  defineEvent("quiz_timed_out", 1, {
    attemptKey: v.string(),
    bank: v.string(),
    index: v.number(),
    questionKey: v.string(),
    elapsedMs: v.number(),
  }),
  /** Next: the student left locked question `index - 1` for `index`, with a fresh clock; the progress so far. */
  defineEvent("quiz_next", 1, {
    attemptKey: v.string(),
    index: v.number(),
    at: v.number(),
    timeLimitMs: v.union(v.number(), v.null()),
    deadline: v.union(v.number(), v.null()),
    /** Credits (sum, may be fractional) and time spent in the questions before `index`. */
    score: v.number(),
    durationMs: v.number(),
  }),
  /** The student finished an attempt: the final score and time (the leaderboard's). */
  defineEvent("quiz_finished", 1, {
    attemptKey: v.string(),
    bank: v.string(),
    bankTitle: v.string(),
    studentName: v.string(),
    score: v.number(),
    total: v.number(),
    durationMs: v.number(),
    finishedAt: v.number(),
  }),
  /** An Admin reset a running attempt (`subjectUserId`: whose): it is gone, the student starts afresh. */
  defineEvent("quiz_reset", 1, {
    attemptKey: v.string(),
    bank: v.string(),
    bankTitle: v.string(),
    /** The question it had reached (0-based). */
    index: v.number(),
  }),
  /**
   * A course's teacher or an Admin (`actorId`, `courseKey`) set the settings of the course's own
   * quiz: attempts a student may take (null: no limit), the wait between two (ADR 0056), the pass
   * mark, whether the certificate needs it, and the tags an attempt draws from (ADR 0076).
   */
  defineEvent("quiz_settings_changed", 1, {
    bank: v.string(),
    ...quizSettingsFields,
    before: quizSettingsValidator,
  }),
  /** A course's teacher or an Admin (`actorId`, through `courseKey`) gave a student (`subjectUserId`) more time. */
  defineEvent("accommodation_granted", 1, { allowance: grantedValidator, before: allowanceValidator }),
  /** ... or took it back: the student has the standard time again. */
  defineEvent("accommodation_revoked", 1, { allowance: v.literal("standard"), before: grantedValidator }),
] as const;

import { defineTable } from "convex/server";
import { v } from "convex/values";
import { quizSettingsFields } from "./model/settingsValidators";
import { questionContentValidator, responseValidator, solutionValidator } from "./model/questionValidators";

/**
 * The quiz's read models (ADR 0049): written only by the quiz projector (quiz/projector.ts)
 * from the events of quiz/events.ts.
 */
export const quizTables = {
  /**
   * Quiz questions (SPEC §3), ordered by position within a bank. `bank` is a shared bank key
   * (SPEC §9 course name, e.g. "Python Course") or "course:<courseKey>" for a course's own bank,
   * which then also sets `courseId`. `key` names the question in events. The content is one of the
   * question types (convex/shared/questionTypes.ts); its `solution` never leaves the server before
   * the question is locked (docs/quiz.md).
   */
  quizQuestions: defineTable({
    key: v.string(),
    bank: v.string(),
    courseId: v.optional(v.id("courses")),
    position: v.number(),
    ...questionContentValidator.fields,
  })
    .index("by_bank_position", ["bank", "position"])
    .index("by_key", ["key"]),

  /**
   * One run through a bank; the server owns the clock and the score (ADR 0013). Its key is the id
   * of its `quiz_started`. The questions are frozen at the start in `quizAttemptQuestions` (ADR
   * 0033), so editing the bank never changes a running attempt; each lock is a `quizAttemptAnswers`
   * row (ADR 0037), so the attempt keeps its size. While the attempt runs, `score` and
   * `durationMs` count the questions before `index` only (Next and Finish add the one they leave).
   */
  quizAttempts: defineTable({
    key: v.string(),
    userId: v.id("users"),
    bank: v.string(),
    bankTitle: v.string(),
    status: v.union(v.literal("active"), v.literal("finished")),
    /** Questions in the attempt. */
    questionCount: v.number(),
    /** 0-based index of the question on screen. */
    index: v.number(),
    questionStartedAt: v.number(),
    /** Per-question time under the student's allowance; null when untimed. */
    timeLimitMs: v.union(v.number(), v.null()),
    /** When the current question locks (server clock); null when untimed or finished. */
    deadline: v.union(v.number(), v.null()),
    score: v.number(),
    startedAt: v.number(),
    /** Set once finished. */
    finishedAt: v.optional(v.number()),
    /** Sum of the locks' elapsedMs: the leaderboard's tie-breaker. */
    durationMs: v.number(),
    /**
     * The course it was started from (ADR 0037); none when the student sent only a course name.
     * The quiz page finds the attempt by it without resolving the bank.
     */
    courseId: v.optional(v.id("courses")),
  })
    .index("by_user_bank_status", ["userId", "bank", "status"])
    .index("by_user_course_status", ["userId", "courseId", "status"])
    // A student's attempts in one bank in the order they started: the attempt limit and the
    // attempts that count for a certificate (ADR 0056).
    .index("by_user_bank_started", ["userId", "bank", "startedAt"])
    // Kept for its order: a student's attempts in every bank, newest first (quiz.myAttempts).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_key", ["key"]),

  /**
   * An attempt's question snapshot, one document per question (ADR 0033), written once by
   * quiz_started and deleted with the attempt. `solution` is the key: server only.
   */
  quizAttemptQuestions: defineTable({
    attemptId: v.id("quizAttempts"),
    /** 0-based position in the attempt. */
    index: v.number(),
    /** The bank question it was copied from (the xAPI object of its answer). */
    questionKey: v.string(),
    question: v.string(),
    /** In the bank's order. */
    options: v.array(v.string()),
    /** The key, options in the bank's order: server only until the question is locked. */
    solution: solutionValidator,
    /** Shown once the question is locked. */
    explanation: v.optional(v.string()),
    /** optionOrder[i]: the bank option shown at position i + 1 (issue #27); [] without options. */
    optionOrder: v.array(v.number()),
  }).index("by_attempt_index", ["attemptId", "index"]),

  /**
   * The lock of one question of an attempt (ADR 0037): written once, when the question is
   * answered or times out. It names its attempt by key, so an answer writes it without reading the
   * attempt. No right option here.
   */
  quizAttemptAnswers: defineTable({
    attemptKey: v.string(),
    /** 0-based position in the attempt. */
    index: v.number(),
    /** The response as shown (choice positions clicked), or null when the time ran out. */
    response: v.union(responseValidator, v.null()),
    /** 0..1 (partial for multiple answers); 0 when timed out. */
    credit: v.number(),
    /** Fully right. */
    correct: v.boolean(),
    /** Time spent on the question (capped at its limit). */
    elapsedMs: v.number(),
  }).index("by_attempt_index", ["attemptKey", "index"]),

  /**
   * Item analysis (ADR 0078): one row per locked question of an attempt, written by the items
   * projector (quiz/projector/items.ts) from `quiz_answered` (`response` in the bank's order) and
   * `quiz_timed_out` (no response, credit 0); `quiz_finished` adds the attempt's score and size,
   * `quiz_reset` removes the rows. No student id: the figures are a class's, for its staff.
   */
  quizItemAnswers: defineTable({
    bank: v.string(),
    attemptKey: v.string(),
    /** 0-based position in the attempt. */
    index: v.number(),
    questionKey: v.string(),
    credit: v.number(),
    elapsedMs: v.number(),
    response: v.optional(responseValidator),
    attemptScore: v.optional(v.number()),
    attemptTotal: v.optional(v.number()),
  })
    // A bank's latest answers (newest last by creation time).
    .index("by_bank", ["bank"])
    .index("by_attempt_index", ["attemptKey", "index"]),

  /**
   * The leaderboard read model: each student's best finished attempt per bank, kept by
   * `quiz_finished`. One row per student and bank, written by that student only: no hot document.
   * `negScore` is -score so one ascending index gives score desc, then time asc.
   */
  quizBest: defineTable({
    bank: v.string(),
    userId: v.id("users"),
    displayName: v.string(),
    score: v.number(),
    negScore: v.number(),
    total: v.number(),
    durationMs: v.number(),
    attemptId: v.id("quizAttempts"),
    finishedAt: v.number(),
  })
    .index("by_bank_rank", ["bank", "negScore", "durationMs"])
    .index("by_user_bank", ["userId", "bank"]),

  /**
   * The settings of a course's own quiz (ADR 0056, 0076), kept by `quiz_settings_changed`:
   * attempts, cool-down, pass mark, whether the certificate needs it, tags to draw from. No row:
   * SPEC's open quiz (shared/quizSettingsRules.ts DEFAULT_QUIZ_SETTINGS).
   */
  quizSettings: defineTable({
    bank: v.string(),
    ...quizSettingsFields,
  }).index("by_bank", ["bank"]),

  /** More time per question for one student (WCAG 2.2.1), in every quiz; no row = standard. */
  quizAccommodations: defineTable({
    studentId: v.id("users"),
    allowance: v.union(v.literal("x1.5"), v.literal("x2"), v.literal("untimed")),
    grantedBy: v.id("users"),
    /** The course through which it was granted (the granter teaches it). */
    courseId: v.id("courses"),
  }).index("by_student", ["studentId"]),
};

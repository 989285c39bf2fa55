import { defineTable } from "convex/server";
import { v } from "convex/values";

export const quizTables = {
  /**
   * Quiz questions (SPEC §3), ordered by position within a bank. `bank` is a shared bank key
   * (SPEC §9 course name, e.g. "Python Course") or "course:<courseId>" for a course's own bank,
   * which then also sets `courseId`. `answer` is 1-based and never leaves the server before the
   * question is locked (docs/quiz.md).
   */
  quizQuestions: defineTable({
    bank: v.string(),
    courseId: v.optional(v.id("courses")),
    position: v.number(),
    question: v.string(),
    options: v.array(v.string()),
    answer: v.number(),
  }).index("by_bank_position", ["bank", "position"]),

  /**
   * One run through a bank; the server owns the clock and the score (ADR 0013). The questions
   * are copied at the start into `quizAttemptQuestions` (ADR 0033), so editing the bank never
   * changes a running attempt. `answers[i]` exists once question i is locked (answered or timed out),
   * in attempts started before ADR 0037; since then `answers` stays empty, each lock is a
   * `quizAttemptAnswers` row, and while the attempt runs `score` and `durationMs` count the
   * questions before `index` only (Next and Finish add the one they leave).
   */
  quizAttempts: defineTable({
    userId: v.id("users"),
    bank: v.string(),
    bankTitle: v.string(),
    status: v.union(v.literal("active"), v.literal("finished")),
    /** The snapshot of attempts started before ADR 0033; newer ones keep it in quizAttemptQuestions. */
    questions: v.optional(
      v.array(v.object({ question: v.string(), options: v.array(v.string()), answer: v.number() })),
    ),
    /** Questions in the attempt (set since ADR 0033; older attempts count `questions`). */
    questionCount: v.optional(v.number()),
    /** 0-based index of the question on screen. */
    index: v.number(),
    questionStartedAt: v.number(),
    /** Per-question time under the student's allowance; null when untimed. */
    timeLimitMs: v.union(v.number(), v.null()),
    /** When the current question locks (server clock); null when untimed. */
    deadline: v.union(v.number(), v.null()),
    answers: v.array(
      v.object({
        /** 1-based option, or null when the time ran out. */
        chosen: v.union(v.number(), v.null()),
        correct: v.boolean(),
        /** Time spent on the question (capped at its limit). */
        elapsedMs: v.number(),
      }),
    ),
    score: v.number(),
    startedAt: v.number(),
    finishedAt: v.optional(v.number()),
    /** Sum of answers' elapsedMs: the leaderboard's tie-breaker. */
    durationMs: v.optional(v.number()),
    /**
     * The course it was started from, when its bank is a shared one (ADR 0037): the quiz page finds
     * it without resolving the bank (a course's own bank already names the course).
     */
    courseId: v.optional(v.id("courses")),
  })
    .index("by_user_bank_status", ["userId", "bank", "status"])
    // Kept for its order: a student's attempts in every bank, newest first (quiz.myAttempts).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"]),

  /**
   * An attempt's question snapshot, one document per question (ADR 0033), written once by
   * quiz.start and deleted with the attempt. `answer` (1-based) is the right option: server only.
   */
  quizAttemptQuestions: defineTable({
    attemptId: v.id("quizAttempts"),
    /** 0-based position in the attempt. */
    index: v.number(),
    question: v.string(),
    options: v.array(v.string()),
    answer: v.number(),
  }).index("by_attempt_index", ["attemptId", "index"]),

  /**
   * The lock of one question of an attempt (ADR 0037): written once, when the question is
   * answered or times out, so the attempt document never grows. No right option here.
   */
  quizAttemptAnswers: defineTable({
    attemptId: v.id("quizAttempts"),
    /** 0-based position in the attempt. */
    index: v.number(),
    /** 1-based option, or null when the time ran out. */
    chosen: v.union(v.number(), v.null()),
    correct: v.boolean(),
    /** Time spent on the question (capped at its limit). */
    elapsedMs: v.number(),
  }).index("by_attempt_index", ["attemptId", "index"]),

  /**
   * The leaderboard read model: each student's best finished attempt per bank, updated by
   * `quiz.finish`. `negScore` is -score so one ascending index gives score desc, then time asc.
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

  /** More time per question for one student (WCAG 2.2.1), in every quiz; no row = standard. */
  quizAccommodations: defineTable({
    studentId: v.id("users"),
    allowance: v.union(v.literal("x1.5"), v.literal("x2"), v.literal("untimed")),
    grantedBy: v.id("users"),
    /** The course through which it was granted (the granter teaches it). */
    courseId: v.id("courses"),
  }).index("by_student", ["studentId"]),
};

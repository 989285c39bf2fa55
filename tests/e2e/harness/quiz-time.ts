/**
 * Seconds a quiz question stays open on the end-to-end tests' backend: global-setup passes it as
 * QUIZ_QUESTION_SECONDS (read once, by convex/model/config.ts), so the quiz spec's time-out takes
 * this long instead of SPEC's 30 s. Long enough for a loaded machine to answer a question (and load
 * a second tab) in time; the product default is proven by convex/quizQuestionTime.test.ts.
 */
export const QUIZ_QUESTION_SECONDS = 15;

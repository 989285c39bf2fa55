import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { deploymentConfig } from "../lib/config";
import { QUESTION_MS } from "../shared/quizRules";
import { PYTHON, quizWorld, T0 } from "./quizTests.setup";

// The question time is read in one place (deploymentConfig.quizQuestionMs): SPEC's 30 s unless
// QUIZ_QUESTION_SECONDS is set, which only the end-to-end tests' backend does (ADR 0048).

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

test("without QUIZ_QUESTION_SECONDS a question stays open SPEC's 30 seconds", async () => {
  vi.stubEnv("QUIZ_QUESTION_SECONDS", undefined);
  expect(QUESTION_MS).toBe(30_000);
  expect(deploymentConfig.quizQuestionMs).toBe(30_000);
  const { student } = await quizWorld();
  await student.as.mutation(api.quiz.quiz.start, PYTHON);
  expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({
    deadline: T0 + 30_000,
    timeLimitMs: 30_000,
  });
  expect(await student.as.query(api.quiz.quiz.overview, PYTHON)).toMatchObject({ secondsPerQuestion: 30 });
});

test("an unusable QUIZ_QUESTION_SECONDS keeps the 30 seconds", () => {
  for (const value of ["", "0", "-5", "soon"]) {
    vi.stubEnv("QUIZ_QUESTION_SECONDS", value);
    expect(deploymentConfig.quizQuestionMs).toBe(30_000);
  }
});

test("QUIZ_QUESTION_SECONDS sets the deadline and the rules page's seconds, allowances scaled from it", async () => {
  vi.stubEnv("QUIZ_QUESTION_SECONDS", "12");
  const { student } = await quizWorld();
  expect(await student.as.query(api.quiz.quiz.overview, PYTHON)).toMatchObject({ secondsPerQuestion: 12 });
  await student.as.mutation(api.quiz.quiz.start, PYTHON);
  expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({
    deadline: T0 + 12_000,
    timeLimitMs: 12_000,
  });
});

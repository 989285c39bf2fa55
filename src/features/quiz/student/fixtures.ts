/* eslint-disable lingui/no-unlocalized-strings -- test fixtures (server data for tests), never shown to people */
/** Quiz fixtures as the server returns them; ids are plain strings in tests. */

export const OVERVIEW = {
  bankTitle: "Java",
  questionCount: 10,
  standardSeconds: 30,
  secondsPerQuestion: 30,
  allowance: "standard",
  inProgress: false,
  kinds: ["single"],
  attempts: { max: null, used: 0, cooldownMinutes: 0, nextAttemptAt: null, countForCertificate: 1 },
};

export function profile(role: "student" | "teacher" | "Admin") {
  return { _id: "me", needsProfile: false, displayName: "Ada", email: "ada@example.com", role, dp: "" };
}

export const OPTIONS = ["int", "String", "boolean", "char"];

/** quiz.current for an unanswered question; `deadline` is on the server's clock. */
export function activeView(overrides: Record<string, unknown> = {}) {
  return {
    attemptId: "att1",
    bankTitle: "Java",
    status: "active",
    total: 10,
    index: 0,
    isLast: false,
    score: 0,
    question: { text: "Which type holds text in Java?", kind: "single", options: OPTIONS, rule: null },
    timeLimitMs: 30_000,
    deadline: Date.now() + 30_000,
    serverNow: Date.now(),
    locked: null,
    result: null,
    ...overrides,
  };
}

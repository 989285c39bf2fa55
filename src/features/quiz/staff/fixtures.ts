/* eslint-disable lingui/no-unlocalized-strings -- test fixtures (server data for tests), never shown to people */
import type { Id } from "@convex/_generated/dataModel";
import type { EditorBank, EditorQuestion } from "@convex/quiz/model/quizBankEditor";

export const courseId = "c1" as Id<"courses">;

export function question(n: number, answer = 1): EditorQuestion {
  return {
    questionId: `q${n}` as Id<"quizQuestions">,
    position: n - 1,
    question: `Question text ${n}?`,
    options: [`A${n}`, `B${n}`, `C${n}`, `D${n}`],
    solution: { kind: "single", answer },
    tags: [],
  };
}

export function bank(overrides: Partial<EditorBank> = {}): EditorBank {
  return {
    courseId,
    courseName: "Rust",
    own: true,
    sharedBank: "JavaScript",
    questions: [question(1), question(2, 3), question(3)],
    tags: [],
    maxQuestions: 200,
    ...overrides,
  };
}

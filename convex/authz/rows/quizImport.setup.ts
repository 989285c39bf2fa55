// Not deployed (two dots in the name): authorization rows of convex/quiz/quizImport.ts.
import { seedQuizBanks } from "../../quiz/model/quizBankStore";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, type Row, type Rows } from "../matrix.setup";

const MANAGERS = "the course's own teacher and Admins (ADR 0077): the bank's answer key goes both ways";

/** The shared banks: a course without questions of its own exports the one it uses. */
async function sharedBanks(t: TestConvex): Promise<void> {
  await t.run(async (ctx) => {
    await seedQuizBanks(ctx);
  });
}

const row = (args: Row["args"]): Row => ({ rule: MANAGERS, args, prepare: sharedBanks, expect: COURSE_MANAGERS });

export const rows: Rows = {
  "quiz/quizImport:summary": row((world) => ({ courseId: world.courseId })),
  "quiz/quizImport:importQuestions": row((world) => ({
    courseId: world.courseId,
    format: "gift",
    text: "Is the matrix square? {T}",
    expected: 1,
  })),
  "quiz/quizImport:exportGift": row((world) => ({ courseId: world.courseId })),
};

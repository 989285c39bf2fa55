// Not deployed (two dots in the name): authorization rows of convex/quiz.ts. Each row's `prepare`
// seeds the shared banks and, where needed, an attempt of the caller's own in the right state.
import type { Id } from "../../_generated/dataModel";
import { seedQuizBanks } from "../../model/quizBankStore";
import type { TestConvex } from "../../test.setup";
import { signedIn, type Caller, type Outcome, type Row, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

/** Students (enrolled or not) take the quiz; teachers and Admins do not. */
export const STUDENTS: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "allowed",
  enrolled: "allowed",
  owner: "refused",
  otherTeacher: "refused",
  admin: "refused",
};

const attempts = new WeakMap<World, Id<"quizAttempts">>();
const question = { question: "Q?", options: ["a", "b", "c", "d"], answer: 1 };

/** An attempt of the caller's (the visitor borrows the student's) with `total` questions and `answered` locked. */
function withAttempt(total: number, answered: number) {
  return async (t: TestConvex, world: World, caller: Caller) => {
    const now = Date.now();
    const attemptId = await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
      return await ctx.db.insert("quizAttempts", {
        userId: world.of(caller).userId,
        bank: "Python Course",
        bankTitle: "Python Course",
        status: "active",
        questions: Array.from({ length: total }, () => question),
        index: 0,
        questionStartedAt: now,
        timeLimitMs: 3_600_000,
        deadline: now + 3_600_000,
        answers: Array.from({ length: answered }, () => ({ chosen: 1, correct: true, elapsedMs: 1_000 })),
        score: answered,
        startedAt: now,
      });
    });
    attempts.set(world, attemptId);
  };
}

function attemptOf(world: World): Id<"quizAttempts"> {
  const id = attempts.get(world);
  if (id === undefined) throw new Error("The row needs a `prepare: withAttempt(...)`.");
  return id;
}

async function banks(t: TestConvex): Promise<void> {
  await t.run(async (ctx) => {
    await seedQuizBanks(ctx);
  });
}

const course = (world: World) => ({ courseName: "Python Course", courseId: world.courseId });

const studentRow = (rule: string, args: Row["args"], prepare: Row["prepare"] = banks): Row => ({
  rule,
  args,
  prepare,
  expect: STUDENTS,
});

export const rows: Rows = {
  "quiz:overview": studentRow("students; the bank follows the course they send", course),
  "quiz:start": studentRow("students; starts or resumes their own attempt", course),
  "quiz:current": studentRow("students; only their own attempt in that bank", course),
  "quiz:answer": studentRow(
    "students, on their own attempt (someone else's is not found)",
    (world) => ({ attemptId: attemptOf(world), index: 0, option: 1 }),
    withAttempt(2, 0),
  ),
  "quiz:next": studentRow(
    "students, on their own attempt",
    (world) => ({ attemptId: attemptOf(world), index: 0 }),
    withAttempt(2, 1),
  ),
  "quiz:finish": studentRow(
    "students, on their own attempt",
    (world) => ({ attemptId: attemptOf(world) }),
    withAttempt(1, 1),
  ),
  "quiz:syncClock": studentRow("students (the quiz page's clock offset)", () => ({})),
  "quiz:myAttempts": studentRow("students; only their own attempts", () => ({
    paginationOpts: { numItems: 10, cursor: null },
  })),
  "quiz:leaderboard": {
    rule: "any signed-in user (display names and scores only)",
    args: course,
    prepare: banks,
    expect: signedIn(),
  },
};

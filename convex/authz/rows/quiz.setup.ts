// Not deployed (two dots in the name): authorization rows of convex/quiz.ts. Each row's `prepare`
// seeds the shared banks and, where needed, an attempt of the caller's own in the right state.
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { emit } from "../../events/emit";
import { seedQuizBanks } from "../../quiz/model/quizBankStore";
import { courseBankKey } from "../../shared/quizRules";
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

/**
 * The calls made on every question check the caller's id and the attempt's owner only (ADR 0035,
 * ADR 0037): staff, who cannot start an attempt, act on a student's and are refused ("not found"),
 * and `quiz.current` shows them nothing.
 */
const OWN_ATTEMPT: Record<Caller, Outcome> = STUDENTS;
const OWN_VIEW: Record<Caller, Outcome> = { ...STUDENTS, owner: "hidden", otherTeacher: "hidden", admin: "hidden" };

const attempts = new WeakMap<World, Id<"quizAttempts">>();
const question = {
  question: "Q?",
  options: ["a", "b", "c", "d"],
  solution: { kind: "single" as const, answer: 1 },
  tags: [],
};

/**
 * An attempt with `total` questions and `answered` locked (as its events): a student's own; the
 * visitor and staff, who never have one, get the (plain) student's.
 */
function withAttempt(total: number, answered: number) {
  return async (t: TestConvex, world: World, caller: Caller) => {
    const now = Date.now();
    const owner = caller === "student" || caller === "enrolled" ? caller : "student";
    const userId = world.of(owner).userId;
    const attemptId = await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
      const bank = { bank: "Python Course", bankTitle: "Python Course" };
      const started = await emit(ctx, {
        type: "quiz_started",
        v: 1,
        actorId: userId,
        ...bank,
        questions: Array.from({ length: total }, (_, i) => ({
          questionKey: `q${i}`,
          question: question.question,
          options: question.options,
          solution: question.solution,
          optionOrder: [1, 2, 3, 4],
        })),
        allowance: "standard",
        startedAt: now,
        timeLimitMs: 3_600_000,
        deadline: now + 3_600_000,
        drawnFrom: total,
      });
      for (let index = 0; index < answered; index += 1) {
        await emit(ctx, {
          type: "quiz_answered",
          v: 1,
          actorId: userId,
          attemptKey: started._id,
          bank: bank.bank,
          index,
          questionKey: `q${index}`,
          question: question.question,
          kind: "single",
          response: { kind: "choice", option: 1 },
          bankResponse: { kind: "choice", option: 1 },
          credit: 1,
          correct: true,
          elapsedMs: 1_000,
        });
      }
      const attempt = await ctx.db
        .query("quizAttempts")
        .withIndex("by_key", (q) => q.eq("key", started._id))
        .unique();
      return attempt!._id;
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

/** Students enrolled in the course: its own bank is theirs only (issue #27); nobody else takes it. */
const ENROLLED_STUDENTS: Record<Caller, Outcome> = { ...STUDENTS, student: "refused" };

/** The shared banks, and a question in the world's course's own bank (its teacher's): the course's quiz is its own. */
async function ownBank(t: TestConvex, world: World): Promise<void> {
  await banks(t);
  await t.run(async (ctx) => {
    const own = await ctx.db.get("courses", world.courseId);
    if (own === null) throw new Error("The world has no course.");
    await emit(ctx, {
      type: "question_added",
      v: 1,
      actorId: own.instructorId,
      courseKey: own.key,
      bank: courseBankKey(own.key),
      position: 0,
      ...question,
    });
  });
}

/** A student caller starts an attempt from the course, so `quiz.current` has one to show. */
async function startedByStudents(t: TestConvex, world: World, caller: Caller): Promise<void> {
  await banks(t);
  if (caller !== "student" && caller !== "enrolled") return;
  // Loaded here, not at the top: scripts/authz-table.ts imports this file outside vitest.
  const { identityFor } = await import("../../test.setup");
  await t.withIdentity(identityFor(world.of(caller).userId)).mutation(api.quiz.quiz.start, course(world));
}

const studentRow = (rule: string, args: Row["args"], prepare: Row["prepare"] = banks): Row => ({
  rule,
  args,
  prepare,
  expect: STUDENTS,
});

export const rows: Rows = {
  "quiz/quiz:overview": {
    rule: "students; a course's own bank only for its enrolled students (shared banks: every student)",
    args: course,
    prepare: ownBank,
    expect: ENROLLED_STUDENTS,
  },
  "quiz/quiz:start": {
    rule: "students enrolled in the course for its own bank (shared banks: every student); their own attempt",
    args: course,
    prepare: ownBank,
    expect: ENROLLED_STUDENTS,
  },
  "quiz/quiz:current": {
    rule: "signed in; only their own attempt from that course or in that bank (staff have none)",
    args: course,
    prepare: startedByStudents,
    expect: OWN_VIEW,
  },
  "quiz/quiz:answer": {
    rule: "signed in, on their own attempt (someone else's, a student's for staff, is not found)",
    args: (world) => ({ attemptId: attemptOf(world), index: 0, response: { kind: "choice" as const, option: 1 } }),
    prepare: withAttempt(2, 0),
    expect: OWN_ATTEMPT,
  },
  "quiz/quiz:next": {
    rule: "signed in, on their own attempt (someone else's is not found)",
    args: (world) => ({ attemptId: attemptOf(world), index: 0 }),
    prepare: withAttempt(2, 1),
    expect: OWN_ATTEMPT,
  },
  "quiz/quiz:finish": studentRow(
    "students, on their own attempt",
    (world) => ({ attemptId: attemptOf(world) }),
    withAttempt(1, 1),
  ),
  "quiz/quiz:syncClock": {
    rule: "any signed-in user (the server's clock only)",
    args: () => ({}),
    prepare: banks,
    expect: signedIn(),
  },
  "quiz/quiz:myAttempts": studentRow("students; only their own attempts", () => ({
    paginationOpts: { numItems: 10, cursor: null },
  })),
  "quiz/quiz:leaderboard": {
    rule: "a course's own bank: its enrolled students, its teacher and Admins (shared banks: any signed-in user); display names and scores only",
    args: course,
    prepare: ownBank,
    expect: { ...ENROLLED_STUDENTS, owner: "allowed", otherTeacher: "refused", admin: "allowed" },
  },
};

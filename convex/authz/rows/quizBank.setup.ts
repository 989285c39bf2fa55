// Not deployed (two dots in the name): authorization rows of convex/quizBank.ts.
import type { Id } from "../../_generated/dataModel";
import { emit } from "../../events/emit";
import { seedQuizBanks } from "../../quiz/model/quizBankStore";
import { courseBankKey } from "../../shared/quizRules";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, type Row, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

const MANAGERS = "the course's own teacher and Admins; other teachers and students refused";
const good = {
  question: "What is 2 + 2?",
  options: ["3", "4", "5", "22"],
  solution: { kind: "single" as const, answer: 2 },
  tags: [],
};
const questions = new WeakMap<World, Id<"quizQuestions">>();

/** The shared banks, plus (with `own`) two questions in the world's course's own bank, added by its teacher. */
function prepare(own: boolean) {
  return async (t: TestConvex, world: World) => {
    const first = await t.run(async (ctx) => {
      await seedQuizBanks(ctx);
      if (!own) return null;
      const course = await ctx.db.get("courses", world.courseId);
      if (course === null) throw new Error("The world has no course.");
      const added = {
        v: 1,
        actorId: course.instructorId,
        courseKey: course.key,
        bank: courseBankKey(course.key),
      } as const;
      const event = await emit(ctx, { type: "question_added", ...added, position: 0, ...good });
      await emit(ctx, { type: "question_added", ...added, position: 1, ...good, question: "Second?" });
      const question = await ctx.db
        .query("quizQuestions")
        .withIndex("by_key", (q) => q.eq("key", event._id))
        .unique();
      return question!._id;
    });
    if (first !== null) questions.set(world, first);
  };
}

function questionOf(world: World): Id<"quizQuestions"> {
  const id = questions.get(world);
  if (id === undefined) throw new Error("The row needs `prepare: prepare(true)`.");
  return id;
}

const row = (args: Row["args"], own: boolean): Row => ({
  rule: MANAGERS,
  args,
  prepare: prepare(own),
  expect: COURSE_MANAGERS,
});

export const rows: Rows = {
  "quiz/quizBank:get": row((world) => ({ courseId: world.courseId }), true),
  "quiz/quizBank:addQuestion": row((world) => ({ courseId: world.courseId, ...good }), false),
  "quiz/quizBank:updateQuestion": row((world) => ({ questionId: questionOf(world), ...good }), true),
  "quiz/quizBank:removeQuestion": row((world) => ({ questionId: questionOf(world) }), true),
  "quiz/quizBank:moveQuestion": row((world) => ({ questionId: questionOf(world), to: "down" }), true),
  "quiz/quizBank:copySharedBank": row((world) => ({ courseId: world.courseId }), false),
  "quiz/quizBank:rules": row((world) => ({ courseId: world.courseId }), true),
  "quiz/quizBank:setRules": row((world) => ({ courseId: world.courseId, maxAttempts: 3, cooldownMinutes: 60 }), true),
};

// Not deployed (two dots in the name): authorization rows of convex/quiz/itemAnalysis.ts.
import { emit } from "../../events/emit";
import { courseBankKey } from "../../shared/quizRules";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

/** A question in the world's course's own bank, added by its teacher: the analysis has a row to show. */
async function prepare(t: TestConvex, world: World) {
  await t.run(async (ctx) => {
    const course = await ctx.db.get("courses", world.courseId);
    if (course === null) throw new Error("The world has no course.");
    await emit(ctx, {
      type: "question_added",
      v: 1,
      actorId: course.instructorId,
      courseKey: course.key,
      bank: courseBankKey(course.key),
      position: 0,
      question: "What is 2 + 2?",
      options: ["3", "4"],
      solution: { kind: "single", answer: 2 },
      tags: [],
    });
  });
}

export const rows: Rows = {
  "quiz/itemAnalysis:get": {
    rule: "the course's own teacher and Admins (the figures name each question's key); other teachers and students refused",
    prepare,
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
  },
};

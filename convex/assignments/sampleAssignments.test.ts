/** The seeded sample assignment (issue #28): instructions, points, a due time and a course rubric. */
import { expect, test } from "vitest";
import { api, internal } from "../_generated/api";
import { newTest, seedUser } from "../test.setup";
import { enrol } from "./assignmentsTests.setup";

test("the Python Course's sample project has its instructions, points, due time and two-criterion rubric", async () => {
  const t = newTest();
  await t.mutation(internal.seed.sampleData, {});
  const python = await t.run(async (ctx) =>
    (await ctx.db.query("courses").collect()).find((course) => course.name === "Python Course"),
  );
  const student = await seedUser(t, "student", { displayName: "Sam" });
  await enrol(t, student.userId, python!._id, "Sam");
  const [project] = await student.as.query(api.assignments.assignments.listForStudent, { courseId: python!._id });
  expect(project).toMatchObject({
    title: "Project: word counter",
    points: 15,
    deadlineTime: "17:00",
    timeZone: "UTC",
    gradesHeld: false,
    questionFile: { name: "word-counter.pdf", contentType: "application/pdf" },
    rubric: { title: "Project rubric", maxPoints: 15 },
  });
  expect(project.instructions).toContain("word_count.py");
  expect(project.rubric?.criteria.map((criterion) => criterion.title)).toEqual(["Correctness", "Style"]);
  expect(project.deadlineAt).toBe(Date.parse(`${project.deadlineDate}T17:00:59.999Z`));
});

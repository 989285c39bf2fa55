import { makeFunctionReference } from "convex/server";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { clientAs, createCourse, enrol, writeBank } from "./harness/seed";

/**
 * Item analysis and the gradebook's quiz column (issue #31, ADR 0078): a student answers the
 * course's quiz (through the backend: the quiz page has its own journeys); the teacher opens the
 * item analysis from the quiz bank and sees the question's figures, then the student's percent
 * beside the assignments. The statistics are unit-tested (convex/quiz/model/itemStats.test.ts).
 */
type Response = { kind: "choice"; option: number };
const start = makeFunctionReference<"mutation", { courseName: string; courseId: string }, { attemptId: string }>(
  "quiz/quiz:start",
);
const answer = makeFunctionReference<"mutation", { attemptId: string; index: number; response: Response }>(
  "quiz/quiz:answer",
);
const next = makeFunctionReference<"mutation", { attemptId: string; index: number }>("quiz/quiz:next");
const finish = makeFunctionReference<"mutation", { attemptId: string }>("quiz/quiz:finish");

test("a teacher reads the item analysis of the course's quiz and its result in the gradebook", async ({
  page,
  otherPage,
}) => {
  const teacher = await signInAs(page, "teacher");
  const course = await createCourse(teacher, `Analysis course ${Date.now().toString(36)}`);
  const questions = ["Which keyword declares a constant?", "Which method adds to the end of an array?"];
  await writeBank(
    teacher,
    course,
    questions.map((question, i) => ({ question, options: ["const", "push", "let", "pop"], answer: i === 0 ? 1 : 2 })),
  );
  const student = await signInAs(otherPage, "student");
  await enrol(otherPage, student, course);
  const client = clientAs(student);
  const { attemptId } = await client.mutation(start, { courseName: course.name, courseId: course.id });
  for (let index = 0; index < questions.length; index += 1) {
    await client.mutation(answer, { attemptId, index, response: { kind: "choice", option: 1 } });
    if (index < questions.length - 1) await client.mutation(next, { attemptId, index });
  }
  await client.mutation(finish, { attemptId });

  await page.goto(`/quizbank?course=${course.id}`);
  await page.getByRole("link", { name: "Item analysis" }).click();
  await expect(page).toHaveURL(/\/quizanalysis\?course=/);
  await expect(page.getByText("Based on all 2 answers to this quiz.")).toBeVisible();
  const table = page.getByRole("table", { name: "Item analysis per question" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("rowheader", { name: /Which keyword declares a constant\?/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Share correct per question/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Discrimination: Item–rest correlation/ })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "teacher: item analysis");

  await page.goto(`/assignmentpage?course=${course.id}`);
  await page.getByRole("tab", { name: "Gradebook" }).click();
  const gradebook = page.getByRole("region", { name: "Gradebook table" });
  await expect(gradebook.getByRole("columnheader", { name: /^Quiz \(%\)/ })).toBeVisible();
  await expect(gradebook.getByRole("row", { name: new RegExp(student.displayName) })).toContainText(/\d+(\.\d)?%/);
  // The gradebook's phone layout is scanned by assignments.spec; here its new column, on a desktop.
  await expectNoA11yViolations(page, "teacher: gradebook with the quiz column");
});

import { expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { createCourse } from "./harness/seed";

/**
 * Quiz import (issue #31, ADR 0077): a teacher pastes GIFT with one line that cannot be read; the
 * preview names that line and why before anything is saved; the import saves the rest and the bank
 * lists them. The readers' rules are unit-tested (convex/shared/quizFormats.test.ts); this is the
 * screen, end to end.
 */
const GIFT = [
  "// [tag:arithmetic]",
  "What is 2 + 2? {=4 ~3 ~5 ####Two and two make four.}",
  "",
  "Which of these is broken? {=a ~b",
  "",
  "Tick the even numbers. {~%50%2 ~%50%4 ~%-100%3}",
  "",
  "Zero is an even number. {T}",
].join("\n");

test("a teacher pastes GIFT with a bad line: the preview names it, the rest is imported into the bank", async ({
  page,
}) => {
  const teacher = await signInAs(page, "teacher");
  const course = await createCourse(teacher, `Import course ${Date.now().toString(36)}`);
  await page.goto(`/quizbank?course=${course.id}`);

  await page.getByRole("button", { name: "Import questions" }).click();
  await page.getByLabel("Questions as text").fill(GIFT);
  const problems = page.getByRole("list", { name: "Lines that could not be read" });
  await expect(problems.getByRole("listitem")).toHaveCount(1);
  await expect(problems).toContainText("Line 4: A { has no matching }, or a } no {.");
  const preview = page.getByRole("list", { name: "Questions to import" }).getByRole("listitem");
  await expect(preview).toHaveCount(3);
  await expect(preview.nth(0)).toContainText("Right answer: 4");
  await expect(preview.nth(1)).toContainText("Multiple answers");
  await expectNoA11yViolationsAtBothSizes(page, "teacher: quiz import preview");

  await page.getByRole("button", { name: "Import 3 questions" }).click();
  await expect(page.getByText("Imported 3 questions")).toBeVisible();
  await expect(page.getByRole("list", { name: "Questions to import" })).toHaveCount(0);
  for (const question of ["What is 2 + 2?", "Tick the even numbers.", "Zero is an even number."]) {
    await expect(page.getByText(question, { exact: true })).toBeVisible();
  }
});

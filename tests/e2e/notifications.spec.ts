import { expectNoA11yViolations } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { createCourse, enrol } from "./harness/seed";

function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

test("a posted assignment and a grade light the student's bell without reload; one opens its screen, all can be marked read", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(150_000);
  const id = Date.now().toString(36);
  const courseName = `Bells ${id}`;
  const title = `Essay on Lovelace ${id}`;

  const course = await createCourse(await signInAs(teacher, "teacher"), courseName, {
    description: "Notes on the first programmer.",
    hours: 4,
    category: "Humanities",
  });

  const studentAccount = await signInAs(student, "student");
  await enrol(student, studentAccount, course);
  await student.goto("/dashboard/viewcourse");
  const bell = student.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  // The teacher posts: the student's bell counts it without a reload.
  await teacher.goto("/assignmentpage");
  await expect(teacher.getByLabel("Course", { exact: true }).locator("option:checked")).toHaveText(courseName);
  await teacher.getByLabel("Title").fill(title);
  await expect(teacher.getByLabel("Due date")).not.toHaveValue("");
  await teacher
    .getByLabel("Question file")
    .setInputFiles({ name: "question.pdf", mimeType: "application/pdf", buffer: pdf("question") });
  await teacher.getByRole("button", { name: "Upload Assignment" }).click();
  await expect(teacher.getByText("Assignment Uploaded!")).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Notifications\s*, 1 unread$/);

  // The student hands in work from the notification's screen.
  await bell.click();
  await student.getByRole("menuitem", { name: new RegExp(`New assignment in ${courseName}`) }).click();
  await expect(student).toHaveURL(/\/assignmentpage\?course=/);
  await expect(bell).toHaveAccessibleName("Notifications");
  const assignment = student.getByRole("article", { name: title });
  await assignment
    .getByLabel("Your submission")
    .setInputFiles({ name: "answer.pdf", mimeType: "application/pdf", buffer: pdf("answer") });
  await assignment.getByRole("button", { name: "Submit Assignment" }).click();
  await expect(student.getByText("Assignment Submitted!")).toBeVisible();
  await student.goto("/dashboard/viewcourse");

  // The teacher grades it: the bell lights up on the student's open page.
  await teacher.getByRole("button", { name: "View submissions" }).click();
  const row = teacher.getByRole("listitem", { name: studentAccount.displayName });
  await row.getByLabel("Grade (0–100)").fill("92");
  await row.getByRole("button", { name: "Save grade" }).click();
  await expect(teacher.getByText("Submitted 1 of 1 · Graded 1")).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Notifications\s*, 1 unread$/);

  await bell.focus();
  await student.keyboard.press("Enter");
  await expect(
    student.getByRole("menuitem", { name: new RegExp(`Your work on ${title} was graded: 92`) }),
  ).toBeVisible();
  await expectNoA11yViolations(student, "student: notification bell open");
  await student.keyboard.press("Escape");
  await expect(student.getByRole("menu")).toHaveCount(0);
  await expect(bell).toBeFocused();

  await bell.click();
  await student.getByRole("menuitem", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
});

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { makeFunctionReference } from "convex/server";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, test, userIdOf } from "./harness/fixtures";
import { clientAs, createCourse, enrol } from "./harness/seed";

/** A small but real PDF: the server proves the type from the first bytes ("%PDF-"). */
function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

const listRubrics = makeFunctionReference<
  "query",
  { courseId: string },
  Array<{ title: string; criteria: Array<{ id: string; levels: Array<{ id: string; title: string }> }> }>
>("assignments/rubrics:list");
const grade = makeFunctionReference<"mutation", Record<string, unknown>, unknown>("assignments/submissions:grade");

/** The student's card of one assignment (an article named by its title). */
function studentCard(page: Page, title: string) {
  return page.getByRole("article", { name: title });
}

test("a teacher posts an assignment, a student hands in work, the teacher grades it and exports the gradebook, all live", async ({
  page: teacher,
  otherPage: student,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const id = Date.now().toString(36);
  const courseName = `Essays ${id}`;
  const title = `Essay on Turing ${id}`;

  // The teacher adds a course; the Assignments page picks it.
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, courseName, {
    description: "Writing about the history of computing.",
    hours: 6,
    category: "Humanities",
  });
  await teacher.goto("/assignmentpage");
  await expect(teacher.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
  const picker = teacher.getByLabel("Course", { exact: true });
  await expect(picker.locator("option:checked")).toHaveText(courseName);
  const courseId = await picker.inputValue();
  await expect(teacher.getByRole("heading", { name: "Post an assignment" })).toBeVisible();
  await expectNoA11yViolations(teacher, "teacher: assignments, nothing posted");

  // A student enrols in it and opens the Assignments page: nothing yet.
  const studentAccount = await signInAs(student, "student");
  await enrol(student, studentAccount, course);
  await student.goto("/assignmentpage");
  await expect(student.getByLabel("Course", { exact: true }).locator("option:checked")).toHaveText(courseName);
  await expect(student.getByText("No assignments yet")).toBeVisible();
  await expectNoA11yViolations(student, "student: assignments, none yet");

  // The teacher posts an assignment with a question file; the student's open page shows it.
  await teacher.getByLabel("Title").fill(title);
  await expect(teacher.getByLabel("Assigned date")).not.toHaveValue("");
  await expect(teacher.getByLabel("Due date")).not.toHaveValue("");
  await expect(teacher.getByLabel("Due time")).toHaveValue("23:59");
  await expect(teacher.getByLabel("Points")).toHaveValue("100");
  await teacher
    .getByLabel("Instructions (Markdown, optional)")
    .fill("## Task\n\nWrite **800 words** on the imitation game.");
  await teacher
    .getByLabel("Question file")
    .setInputFiles({ name: "turing-question.pdf", mimeType: "application/pdf", buffer: pdf("question") });
  await teacher.getByRole("button", { name: "Upload Assignment" }).click();
  await expect(teacher.getByText("Assignment Uploaded!")).toBeVisible();
  await expect(teacher.getByText("Submitted 0 of 1 · Graded 0")).toBeVisible();
  await expectNoA11yViolations(teacher, "teacher: assignments, one posted");

  const assignment = studentCard(student, title);
  await expect(assignment).toBeVisible();
  await expect(assignment.getByText("Not submitted", { exact: true })).toBeVisible();
  await expect(assignment.getByText(/^Due in \d+ days$/)).toBeVisible();
  await expect(assignment.getByText("Due", { exact: true }).locator("+ dd")).toHaveText(/, 23:59$/);
  const instructions = assignment.getByRole("region", { name: "Instructions" });
  await expect(instructions.getByRole("heading", { name: "Task", level: 5 })).toBeVisible();
  await expect(instructions.locator("strong")).toHaveText("800 words");
  // The question comes through a short-lived link made at the click, named after the assignment.
  const question = assignment.getByRole("button", { name: /Download question/ });
  await expect(question).toContainText("turing-question.pdf");
  const [questionDownload] = await Promise.all([student.waitForEvent("download"), question.click()]);
  expect(questionDownload.suggestedFilename()).toBe(`${title}.pdf`);
  expect((await readFile((await questionDownload.path()) ?? "")).subarray(0, 5).toString()).toBe("%PDF-");

  // Submitting with no file says so and sends nothing; with a PDF it is received.
  await assignment.getByRole("button", { name: "Submit Assignment" }).click();
  await expect(assignment.getByText("Please select a file to submit.")).toBeVisible();
  await expect(assignment.getByLabel("Your submission")).toBeFocused();
  await expectNoA11yViolations(student, "student: assignment, no file chosen");
  await assignment
    .getByLabel("Your submission")
    .setInputFiles({ name: "my-essay.pdf", mimeType: "application/pdf", buffer: pdf("answer") });
  await assignment.getByRole("button", { name: "Submit Assignment" }).click();
  await expect(student.getByText("Assignment Submitted!")).toBeVisible();
  await expect(assignment.getByText("Submitted", { exact: true })).toBeVisible();
  // What was handed in: the file's name and size, and when.
  await expect(assignment.getByText(/handed in/)).toHaveText(
    /^my-essay\.pdf · 1 KB, handed in on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  );
  await expect(assignment.getByLabel("Your submission")).toHaveValue("");
  await expect(assignment.getByRole("button", { name: "Submit a new version" })).toBeVisible();
  await expectNoA11yViolations(student, "student: assignment submitted, toast");

  // The teacher's open page counts it, lists it and grades it; the student sees the grade live.
  await expect(teacher.getByText("Submitted 1 of 1 · Graded 0")).toBeVisible();
  await teacher.getByRole("button", { name: "View submissions" }).click();
  const row = teacher.getByRole("listitem", { name: studentAccount.displayName });
  await expect(row.getByText(/^Submitted at /)).toBeVisible();
  await row.getByLabel("Grade (0–100)").fill("87");
  await row.getByLabel("Feedback").fill("A clear argument; cite the 1950 paper directly.");
  await expectNoA11yViolations(teacher, "teacher: submissions open, grade filled in");
  await row.getByRole("button", { name: "Save grade" }).click();
  await expect(teacher.getByText("Submitted 1 of 1 · Graded 1")).toBeVisible();

  await expect(assignment.getByText("Graded: 87 / 100")).toBeVisible();
  await expect(assignment.getByText("A clear argument; cite the 1950 paper directly.")).toBeVisible();
  await expectNoA11yViolations(student, "student: assignment graded");

  // On a phone the page fits the screen: nothing scrolls sideways.
  await student.setViewportSize({ width: 390, height: 844 });
  await expect(assignment.getByText("Graded: 87 / 100")).toBeVisible();
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(student, "student: assignment graded, phone");

  // A regrade keeps the earlier grade in the history, and the teacher can restore it (issue #26).
  await row.getByLabel("Grade (0–100)").fill("92");
  await row.getByLabel("Feedback").fill("Better with the citation.");
  await row.getByRole("button", { name: "Save grade" }).click();
  await expect(assignment.getByText("Graded: 92 / 100")).toBeVisible();
  await row.getByRole("button", { name: `History of ${studentAccount.displayName}’s grades` }).click();
  const history = row.getByRole("list", { name: `Grade history of ${studentAccount.displayName}` });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: a student's grade history");
  await history.getByRole("button", { name: /^Restore grade 87/ }).click();
  await expect(assignment.getByText("Graded: 87 / 100")).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(3);

  // A student who is not enrolled is refused and sees nothing of the assignment.
  const outsiderContext = await browser.newContext({ baseURL });
  try {
    const outsider = await outsiderContext.newPage();
    await signInAs(outsider, "student");
    await outsider.goto(`/assignmentpage?course=${courseId}`);
    await expect(outsider.getByText("Enrol in this course to see its assignments.")).toBeVisible();
    await expect(outsider.getByRole("link", { name: "Browse courses" })).toBeVisible();
    await expect(outsider.getByText(title)).toHaveCount(0);
    await expect(outsider.getByRole("button", { name: /Download question/ })).toHaveCount(0);
    await expectNoA11yViolations(outsider, "student not enrolled: assignments refused");
  } finally {
    await outsiderContext.close();
  }

  // The gradebook exports a CSV with the student's grade.
  await teacher.getByRole("tab", { name: "Gradebook" }).click();
  await expect(teacher.getByRole("region", { name: "Gradebook table" })).toContainText(studentAccount.displayName);
  // One page of students (ADR 0040): the pager under the table says which.
  await expect(teacher.getByRole("navigation", { name: "Gradebook pages" })).toContainText("Students 1–1 of 1");
  await expectNoA11yViolations(teacher, "teacher: gradebook");
  const downloading = teacher.waitForEvent("download");
  await teacher.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  const studentLine = csv.split("\r\n").find((line) => line.includes(studentAccount.displayName));
  expect(studentLine).toBeDefined();
  expect(studentLine).toContain(studentAccount.email);
  expect(studentLine?.split(",")).toContain("87");
  // On a phone the gradebook scrolls inside its region, and the pager stays on screen.
  await teacher.setViewportSize({ width: 390, height: 844 });
  await expect(teacher.getByRole("button", { name: "Next students" })).toBeVisible();
  expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(teacher, "teacher: gradebook, phone");

  // A reload keeps the course picked in the URL.
  await teacher.goto(`/assignmentpage?course=${courseId}`);
  await teacher.reload();
  await expect(teacher.getByLabel("Course", { exact: true })).toHaveValue(courseId);

  // A second assignment with a new rubric and held grades: its points are the rubric's total, and
  // the student reads the rubric, levels and points, before handing anything in.
  await teacher.setViewportSize({ width: 1280, height: 900 });
  const lab = `Lab report ${id}`;
  await teacher.getByLabel("Title").fill(lab);
  await teacher.getByRole("button", { name: "New rubric…" }).click();
  const editor = teacher.getByRole("dialog", { name: "New rubric" });
  await editor.getByLabel("Rubric title").fill(`Lab rubric ${id}`);
  await editor.getByLabel("Criterion 1", { exact: true }).fill("Method");
  for (const [level, [name, points]] of [
    ["Sound", "6"],
    ["Flawed", "1"],
  ].entries()) {
    await editor.getByLabel(`Method, level ${level + 1}: Level title`).fill(name ?? "");
    await editor.getByLabel(`Method, level ${level + 1}: Points`).fill(points ?? "");
  }
  await editor.getByLabel("Method, level 1: Description").fill("Every step can be repeated.");
  await expect(editor.getByText("Total: 6 points")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: rubric editor");
  await editor.getByRole("button", { name: "Save rubric" }).click();
  await expect(editor).toBeHidden();
  await expect(teacher.getByLabel("Points")).toHaveValue("6");
  await teacher.getByLabel("Hold grades until I release them").check();
  await teacher
    .getByLabel("Question file")
    .setInputFiles({ name: "lab-question.pdf", mimeType: "application/pdf", buffer: pdf("lab") });
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: post form with a rubric");
  await teacher.getByRole("button", { name: "Upload Assignment" }).click();
  const labCard = teacher.getByRole("listitem", { name: lab });
  await expect(labCard.getByText("Grades held")).toBeVisible();
  await expect(labCard.getByRole("link", { name: `Grade ${lab}` })).toHaveAttribute("href", /\/grade\//);
  await expect(labCard.getByText("Rubric", { exact: true }).locator("+ dd")).toHaveText(`Lab rubric ${id}`);
  await labCard.getByRole("button", { name: "Edit" }).click();
  await expect(labCard.getByRole("form", { name: `Edit ${lab}` }).getByLabel("Points")).toHaveValue("6");
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: held grades, editing an assignment");
  await labCard.getByRole("button", { name: "Cancel" }).click();

  const labForStudent = studentCard(student, lab);
  await expect(labForStudent.getByText("Points", { exact: true }).locator("+ dd")).toHaveText("6");
  await labForStudent.getByText(`Rubric: Lab rubric ${id}`).click();
  const levels = labForStudent.getByRole("list", { name: "Levels of Method" });
  await expect(levels.getByRole("listitem").first()).toHaveText("Sound6 pointsEvery step can be repeated.");
  await expectNoA11yViolationsAtBothSizes(student, "student: assignment with a rubric");

  // Handed in and graded while held: the student sees that it arrived, and nothing of the grade
  // until the teacher releases; then the grade and the level chosen, with its comment, at once.
  await labForStudent
    .getByLabel("Your submission")
    .setInputFiles({ name: "lab-report.pdf", mimeType: "application/pdf", buffer: pdf("lab report") });
  await labForStudent.getByRole("button", { name: "Submit Assignment" }).click();
  await expect(labForStudent.getByText("Handed in — grade not released yet")).toBeVisible();
  const labId = ((await labCard.getByRole("link", { name: `Grade ${lab}` }).getAttribute("href")) ?? "")
    .split("/")
    .pop();
  const rubric = (await clientAs(teacherAccount).query(listRubrics, { courseId })).find((r) => r.title.endsWith(id));
  const method = rubric?.criteria[0];
  await clientAs(teacherAccount).mutation(grade, {
    assignmentId: labId,
    studentId: userIdOf(studentAccount.token),
    grade: 6,
    feedback: "Careful work.",
    rubric: [{ criterionId: method?.id, levelId: method?.levels[0]?.id, comment: "Every step is there." }],
  });
  await expect(labCard.getByText("Submitted 1 of 1 · Graded 1")).toBeVisible();
  await expect(labForStudent.getByText("Handed in — grade not released yet")).toBeVisible();
  await expect(labForStudent.getByText(/Graded/)).toHaveCount(0);
  await labCard.getByRole("button", { name: "Release grades" }).click();
  await labCard.getByRole("button", { name: "Yes, release" }).click();
  await expect(labForStudent.getByText("Graded: 6 / 6")).toBeVisible();
  await expect(levels.getByRole("listitem").first()).toContainText("Chosen:");
  await expect(labForStudent.getByText("Every step is there.")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(student, "student: rubric grade released");
});

import { readFile } from "node:fs/promises";
import { makeFunctionReference } from "convex/server";
import { expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { addLessons, clientAs, createCourse, openCourse, uploadFile, writeBank } from "./harness/seed";

const postAssignment = makeFunctionReference<"mutation", Record<string, unknown>, string>(
  "assignments/assignments:post",
);
const listForStaff = makeFunctionReference<"query", { courseId: string }, Array<{ title: string }>>(
  "assignments/assignments:listForStaff",
);
const summaries = makeFunctionReference<"query", { courseId: string }, Array<{ submitted: number }>>(
  "assignments/submissions:summaries",
);
const bank = makeFunctionReference<"query", { courseId: string }, { questions: Array<{ question: string }> }>(
  "quiz/quizBank:get",
);

const PDF = Buffer.from("%PDF-1.7\n% a question\n");
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a teacher copies a course to a new term, exports the copy and imports the file", async ({ page }) => {
  const teacher = await signInAs(page, "teacher");
  const course = await createCourse(teacher, `Copy ${Date.now()}`);
  await addLessons(teacher, course, ["Welcome", "Ownership"]);
  await writeBank(teacher, course, [
    { question: "Who owns a value?", options: ["Its variable", "The heap", "Nobody", "The compiler"], answer: 1 },
  ]);
  const client = clientAs(teacher);
  const questionFileId = await uploadFile(teacher, {
    purpose: "assignmentQuestion",
    name: "question.pdf",
    contentType: "application/pdf",
    bytes: PDF,
  });
  await client.mutation(postAssignment, {
    courseId: course.id,
    title: "Essay one",
    instructions: "",
    points: 10,
    assignedDate: isoDay(0),
    deadlineDate: isoDay(7),
    deadlineTime: "23:59",
    timeZone: "UTC",
    questionFileId,
    holdGrades: false,
  });

  // Copy to a new term: the dialog proposes a name and the moved dates; the teacher lands on the copy.
  await openCourse(page, course);
  await page.getByRole("button", { name: "Copy to a new term" }).click();
  const form = page.getByRole("form", { name: "Copy to a new term" });
  await expect(form.getByLabel("New course name")).toHaveValue(`${course.name} (copy)`);
  await expect(form.getByLabel("Deadline of Essay one")).toHaveValue(isoDay(7));
  await expectNoA11yViolationsAtBothSizes(page, "copy to a new term");
  const copyName = `${course.name} spring`;
  await form.getByLabel("New course name").fill(copyName);
  await form.getByRole("button", { name: "Copy course" }).click();
  await expect(page.getByRole("heading", { name: copyName, level: 1 })).toBeVisible();
  await expect(page.getByText("Ownership", { exact: true })).toBeVisible();
  const copyId = new URL(page.url()).pathname.split("/")[2];
  const assignments = await client.query(listForStaff, { courseId: copyId });
  expect(assignments.map((a) => a.title)).toEqual(["Essay one"]);
  const work = await client.query(summaries, { courseId: copyId });
  expect(work.every((summary) => summary.submitted === 0)).toBe(true);
  expect((await client.query(bank, { courseId: copyId })).questions.map((q) => q.question)).toEqual([
    "Who owns a value?",
  ]);

  // Export the copy: one JSON file.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export course" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${copyName}.lyceum.json`);
  const file = await readFile(await download.path());
  const doc = JSON.parse(file.toString()) as { lessons: unknown[]; assignments: unknown[]; files: unknown[] };
  expect([doc.lessons.length, doc.assignments.length, doc.files.length]).toEqual([2, 1, 1]);

  // Import it from My teaching: the preview first, then a new course.
  await page.goto("/teaching");
  await page.getByRole("link", { name: "Import course" }).click();
  await page.getByLabel("Course export file").setInputFiles({
    name: "copy.lyceum.json",
    mimeType: "application/json",
    buffer: file,
  });
  const preview = page.getByRole("region", { name: copyName });
  await expect(preview.getByText("Lessons")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "import course: preview");
  await preview.getByRole("button", { name: "Import course" }).click();
  await expect(page.getByRole("heading", { name: copyName, level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname.split("/")[2]).not.toBe(copyId);

  // A bad file says where the problem is and offers no import.
  await page.goto("/importcourse");
  await page.getByLabel("Course export file").setInputFiles({
    name: "bad.json",
    mimeType: "application/json",
    buffer: Buffer.from(file.toString().replace('"title":"Welcome"', `"title":"${"x".repeat(121)}"`)),
  });
  await expect(page.getByRole("alert")).toContainText("lessons[0].title: Lesson title must be at most 120 characters.");
  await expect(page.getByRole("button", { name: "Import course" })).toHaveCount(0);
});

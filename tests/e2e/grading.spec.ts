import { readFile } from "node:fs/promises";
import path from "node:path";
import { makeFunctionReference } from "convex/server";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import {
  backendSession,
  expect,
  newAccount,
  signInAs,
  signInAsAdmin,
  test,
  userIdOf,
  type SignedIn,
} from "./harness/fixtures";
import { clientAs, createCourse, enrol, uploadFile } from "./harness/seed";

/**
 * The grader (issue #28's "done when", ADR 0063): ten students hand in (eight PDFs, one real .docx, one .doc),
 * the teacher grades all ten with a two-criterion rubric using only the keyboard, reads the .docx
 * inline, downloads every paper as one ZIP with readable names, releases held grades (the students
 * see them only then), and undoes a regrade from the history. Data is made through the backend
 * (ADR 0048): only the grading itself goes through the page.
 */

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const DOCX_FIXTURE = path.join(import.meta.dirname, "fixtures", "essay.docx");
/** A Word 97 file's head (the OLE compound-file signature the server checks) and some bytes. */
const WORD_97 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);

type Ref<Args, Result> = ReturnType<typeof makeFunctionReference<"mutation", Args & Record<string, unknown>, Result>>;
const mutation = <Args, Result>(name: string) =>
  makeFunctionReference<"mutation", Args & Record<string, unknown>, Result>(name) as Ref<Args, Result>;

const saveRubric = mutation<{ courseId: string; title: string; criteria: unknown[] }, string>(
  "assignments/rubrics:save",
);
const postAssignment = mutation<Record<string, unknown>, string>("assignments/assignments:post");
const submit = mutation<{ assignmentId: string; fileId: string }, unknown>("assignments/submissions:submit");
const myWork = makeFunctionReference<
  "query",
  { courseId: string },
  Array<{ assignmentId: string; grade?: number; feedback?: string }>
>("assignments/submissions:myWork");

type Person = Pick<SignedIn, "token" | "displayName" | "userId">;

/** A real one-page PDF with a line of text. */
async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText(text, { x: 60, y: 760, size: 18, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** Uploads bytes as `who` the way the browser does (harness/seed.ts). */
async function upload(who: Person, purpose: string, name: string, contentType: string, bytes: Buffer) {
  return await uploadFile(who, { purpose, name, contentType, bytes });
}

/** The names in a ZIP's central directory. */
function zipNames(zip: Buffer): string[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** An accessible name that begins with `text` and a space (a student's row: name, then status). */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `);
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test("a teacher grades ten papers with a rubric by keyboard, reads a .docx inline, downloads a ZIP and releases held grades", async ({
  page: teacher,
  otherPage: studentPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const title = `Turing essay ${id}`;

  // The course, its two-criterion rubric (10 points) and an assignment whose grades are held.
  const owner = await signInAs(teacher, "teacher");
  const course = await createCourse(owner, `Computing history ${id}`);
  const rubricId = await clientAs(owner).mutation(saveRubric, {
    courseId: course.id,
    title: "Essay rubric",
    criteria: [
      {
        id: "arg",
        title: "Argument",
        levels: [
          { id: "arg0", title: "Weak", points: 0, description: "No clear claim." },
          { id: "arg3", title: "Sound", points: 3, description: "A claim, argued." },
          { id: "arg5", title: "Strong", points: 5, description: "A claim, argued and defended." },
        ],
      },
      {
        id: "src",
        title: "Sources",
        levels: [
          { id: "src0", title: "None", points: 0, description: "" },
          { id: "src2", title: "Some", points: 2, description: "" },
          { id: "src5", title: "Well used", points: 5, description: "" },
        ],
      },
    ],
  });
  const questionFileId = await upload(owner, "assignmentQuestion", "question.pdf", "application/pdf", await pdf("Q"));
  const assignmentId = await clientAs(owner).mutation(postAssignment, {
    courseId: course.id,
    title,
    instructions: "Write about the imitation game.",
    points: 10,
    assignedDate: isoDay(0),
    deadlineDate: isoDay(7),
    deadlineTime: "23:59",
    timeZone: "UTC",
    questionFileId,
    rubricId,
    holdGrades: true,
  });

  // Ten students hand in: one (signed in on the other page) a real .docx, one a .doc, eight a PDF.
  const docxStudent: Person = await signInAs(studentPage, "student");
  await enrol(studentPage, docxStudent as SignedIn, course);
  const others: Person[] = await Promise.all(
    Array.from({ length: 9 }, async () => {
      const account = newAccount("student");
      const { token } = await backendSession(account, "signUp");
      return { token, displayName: account.displayName, userId: userIdOf(token) };
    }),
  );
  const docStudent = others[others.length - 1];
  const handIn = async (who: Person, name: string, type: string, bytes: Buffer) => {
    const fileId = await upload(who, "submission", name, type, bytes);
    await clientAs(who).mutation(submit, { assignmentId, fileId });
  };
  await Promise.all([
    handIn(docxStudent, "essay.docx", DOCX, await readFile(DOCX_FIXTURE)),
    ...others.map(async (who) => {
      await clientAs(who).mutation(mutation<Record<string, unknown>, unknown>("courses/enrollments:enroll"), {
        courseId: course.id,
        phoneNumber: "",
        degreeProgram: "",
        yearOrSemester: "",
        paymentMethod: "paypal",
      });
      if (who === docStudent) await handIn(who, "essay.doc", "application/msword", WORD_97);
      else await handIn(who, "essay.pdf", "application/pdf", await pdf(`Essay by ${who.displayName}`));
    }),
  ]);
  const students = [docxStudent, ...others];

  // The grader opens on the first paper, the focus on its rubric.
  await teacher.goto(`/grade/${assignmentId}`);
  await expect(teacher.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(teacher.getByText("Grades held", { exact: true })).toBeVisible();
  const list = teacher.getByRole("navigation", { name: "Students" });
  await expect(list.getByRole("link")).toHaveCount(10);
  const order = (await list.getByRole("link").locator(":scope > span:first-child").allTextContents()).map((name) =>
    name.trim(),
  );
  const heading = teacher.locator("#grader-work-heading");
  const argument = teacher.getByRole("group", { name: /^Argument/ });
  const sources = teacher.getByRole("group", { name: /^Sources/ });
  await expect(heading).toHaveText(order[0]);
  await expect(argument.getByRole("radio").first()).toBeFocused();

  // Ten papers, keyboard only: arrows choose a level, Tab moves on, Ctrl+Shift+Enter saves and
  // opens the next paper with the focus back on its rubric.
  const expected = new Map<string, number>();
  const started = performance.now();
  for (let index = 0; index < 10; index += 1) {
    await expect(heading).toHaveText(order[index]);
    await expect(argument.getByRole("radio").first()).toBeFocused();
    const argumentSteps = 1 + (index % 2);
    const sourcesSteps = 2 - (index % 2);
    for (let step = 0; step < argumentSteps; step += 1) await teacher.keyboard.press("ArrowDown");
    await teacher.keyboard.press("Tab");
    await teacher.keyboard.press("Tab");
    await expect(sources.getByRole("radio").first()).toBeFocused();
    for (let step = 0; step < sourcesSteps; step += 1) await teacher.keyboard.press("ArrowDown");
    expected.set(order[index], [0, 3, 5][argumentSteps] + [0, 2, 5][sourcesSteps]);
    await expect(teacher.getByText(`Total from the rubric: ${expected.get(order[index])} / 10`)).toBeVisible();
    await teacher.keyboard.press("Control+Shift+Enter");
  }
  await expect(teacher.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Keyboard walk: 10 papers in ${seconds.toFixed(1)} s, ${(seconds / 10).toFixed(2)} s per paper`);
  await expect(teacher.getByLabel("Show", { exact: true })).toContainText("Not graded (0)");
  for (const name of order) {
    await expect(list.getByRole("link", { name: startsWith(name) })).toContainText(`${expected.get(name)} / 10`);
  }

  // Held: the students see no grade yet.
  const gradeSeenBy = async (who: Person) =>
    (await clientAs(who).query(myWork, { courseId: course.id })).find((row) => row.assignmentId === assignmentId)
      ?.grade;
  expect(await gradeSeenBy(docxStudent)).toBeUndefined();
  expect(await gradeSeenBy(others[0])).toBeUndefined();

  // The .docx is read in the page, as safe HTML; a PDF is drawn by pdf.js.
  await list.getByRole("link", { name: startsWith(docxStudent.displayName) }).click();
  const docx = teacher.getByRole("article", { name: "essay.docx, shown in the page" });
  await expect(docx).toContainText("Turing replaced the question");
  await expect(docx.getByRole("heading", { name: "On Computing Machinery" })).toBeVisible();
  await expect(docx.locator("script")).toHaveCount(0);
  await expectNoA11yViolationsAtBothSizes(teacher, "grader: a .docx read inline");
  await list.getByRole("link", { name: startsWith(others[0].displayName) }).click();
  await expect(teacher.getByRole("img", { name: "Page 1 of 1" })).toBeVisible();
  await expect(teacher.getByRole("region", { name: "essay.pdf, shown in the page" })).toContainText(
    `Essay by ${others[0].displayName}`,
  );

  // An Admin opens the same paper: the teacher sees it live, and sees it end when the Admin moves on.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/grade/${assignmentId}?student=${others[0].userId}`);
    await expect(admin.getByRole("heading", { name: others[0].displayName, level: 2 })).toBeVisible();
    await expect(teacher.getByText("Also grading: Ada Admin")).toBeVisible();
    await admin.keyboard.press("Alt+ArrowDown");
    await expect(admin.getByRole("heading", { name: others[0].displayName, level: 2 })).toHaveCount(0);
    await expect(teacher.getByText("Also grading:")).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
  await expectNoA11yViolationsAtBothSizes(teacher, "grader: a PDF read inline");

  // One ZIP of every paper, named "<student> – <assignment>.<ext>".
  const downloading = teacher.waitForEvent("download");
  await teacher.getByRole("button", { name: "Download all (ZIP)" }).click();
  const download = await downloading;
  const names = zipNames(await readFile(await download.path())).sort();
  expect(names).toEqual(
    students
      .map(
        (who) => `${who.displayName} – ${title}.${who === docxStudent ? "docx" : who === docStudent ? "doc" : "pdf"}`,
      )
      .sort(),
  );

  // Release: every graded student sees their grade, all at once.
  await teacher.getByRole("button", { name: "Release grades" }).click();
  const dialog = teacher.getByRole("alertdialog", { name: "Release grades?" });
  await expect(dialog).toContainText("10 graded students will see their grade now");
  await dialog.getByRole("button", { name: "Release to 10 graded students" }).click();
  await expect(teacher.getByRole("button", { name: "Hold grades" })).toBeVisible();
  expect(await gradeSeenBy(docxStudent)).toBe(expected.get(docxStudent.displayName));
  expect(await gradeSeenBy(others[0])).toBe(expected.get(others[0].displayName));

  // A regrade shows in the history and is undone by restoring the earlier grade.
  const first = expected.get(others[0].displayName) ?? 0;
  await argument.getByRole("radio", { name: /^Weak/ }).check();
  await teacher.getByRole("button", { name: "Save", exact: true }).click();
  const regraded = first - (first === 8 ? 3 : 5);
  await expect(list.getByRole("link", { name: startsWith(others[0].displayName) })).toContainText(`${regraded} / 10`);
  await teacher.getByRole("button", { name: `History of ${others[0].displayName}’s grades` }).click();
  const history = teacher.getByRole("list", { name: `Grade history of ${others[0].displayName}` });
  await expect(history.getByRole("listitem", { name: /^Grade / })).toHaveCount(2);
  await expect(history).toContainText("Argument: Weak (0)");
  await history.getByRole("button", { name: new RegExp(`^Restore grade ${first} `) }).click();
  await expect(history.getByRole("listitem", { name: /^Grade / })).toHaveCount(3);
  await expect(list.getByRole("link", { name: startsWith(others[0].displayName) })).toContainText(`${first} / 10`);
  expect(await gradeSeenBy(others[0])).toBe(first);

  // A .doc (Word 97) is not drawn in the page: it is offered as a download under its readable name.
  await list.getByRole("link", { name: startsWith(docStudent.displayName) }).click();
  await expect(teacher.getByText("This kind of file cannot be shown in the page.")).toBeVisible();
  const docDownload = teacher.waitForEvent("download");
  await teacher.getByRole("button", { name: "essay.doc", exact: true }).click();
  expect((await docDownload).suggestedFilename()).toBe(`${docStudent.displayName} – ${title}.doc`);
});

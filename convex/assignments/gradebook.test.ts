import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { courseWithPeople, enrol, POSTED_AT, postAssignment, uploadPdf } from "./assignmentsTests.setup";
import { csvText, gradebookCsv } from "./model/gradebookCsv";
import { seedUser } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("csvText", () => {
  test.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["Zoë", "Zoë"],
  ])("%j -> %s", (input, expected) => {
    expect(csvText(input)).toBe(expected);
  });
});

describe("gradebook", () => {
  test("students × assignments, grades in points, averages as percentages, and the same as safe CSV", async () => {
    const { t, teacher, courseId, alice, bob } = await courseWithPeople();
    // A hostile name: what the spreadsheet must show as text.
    const mallory = await seedUser(t, "student", { displayName: "=cmd|' /C calc'!A0" });
    await enrol(t, mallory.userId, courseId, "=cmd|' /C calc'!A0");
    const first = await postAssignment(t, teacher.as, courseId, { title: 'Essay, "part 1"' });
    vi.setSystemTime(POSTED_AT + 1000);
    const second = await postAssignment(t, teacher.as, courseId, { title: "@Lab", points: 20 });
    const submitAndGrade = async (who: typeof alice, assignmentId: typeof first, grade: number | null) => {
      await who.as.mutation(api.assignments.submissions.submit, {
        assignmentId,
        fileId: await uploadPdf(t, who.as, "submission"),
      });
      if (grade !== null) {
        await teacher.as.mutation(api.assignments.submissions.grade, {
          assignmentId,
          studentId: who.userId,
          grade,
          feedback: "",
        });
      }
    };
    await submitAndGrade(alice, first, 90);
    await submitAndGrade(alice, second, 15.5);
    await submitAndGrade(bob, first, 60);
    await submitAndGrade(mallory, second, null);

    const book = await teacher.as.query(api.assignments.gradebook.get, { courseId });
    // A column's average is in its points; a student's and the course's are percentages of the
    // points graded, so 15.5 / 20 weighs less than 90 / 100 (Alice: 105.5 / 120).
    expect(book.assignments.map((a) => [a.title, a.points, a.average, a.graded])).toEqual([
      ['Essay, "part 1"', 100, 75, 2],
      ["@Lab", 20, 15.5, 1],
    ]);
    expect(book.students.map((s) => [s.name, s.average, s.cells.map((c) => `${c.status}:${c.grade}`)])).toEqual([
      ["=cmd|' /C calc'!A0", null, ["not_submitted:null", "submitted:null"]],
      ["Alice", 87.9, ["graded:90", "graded:15.5"]],
      ["Bob", 60, ["graded:60", "not_submitted:null"]],
    ]);
    expect(book.average).toBe(75.2);
    expect(book.truncated).toBe(false);

    const { csv, fileName } = await teacher.as.query(api.assignments.gradebook.csv, { courseId });
    expect(fileName).toBe("gradebook-Rust_for_Everyone-2026-11-20.csv");
    expect(csv).toBe(
      "\uFEFF" +
        [
          `Student,Email,"Essay, ""part 1"" (/ 100)",'@Lab (/ 20),Average (%)`,
          `'=cmd|' /C calc'!A0,${mallory.userId}@example.com,,,`,
          `Alice,${alice.userId}@example.com,90,15.5,87.9`,
          `Bob,${bob.userId}@example.com,60,,60`,
          "Assignment average,,75,15.5,75.2",
        ].join("\r\n") +
        "\r\n",
    );
    expect(gradebookCsv(book, "en")).toBe(csv);

    // In the downloading teacher's language: the header row and the footer; names, titles,
    // numbers and the CSV's escaping as they are.
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    const spanish = (await teacher.as.query(api.assignments.gradebook.csv, { courseId })).csv.split("\r\n");
    expect(spanish[0]).toBe(
      `\uFEFFEstudiante,Correo electrónico,"Essay, ""part 1"" (/ 100)",'@Lab (/ 20),Promedio (%)`,
    );
    expect(spanish[4]).toBe("Promedio de la tarea,,75,15.5,75.2");
    expect(spanish.slice(1, 4)).toEqual(csv.split("\r\n").slice(1, 4));
  });

  test("only the course's teacher or an Admin", async () => {
    const { teacher, courseId, alice, otherTeacher, admin } = await courseWithPeople();
    await expect(otherTeacher.as.query(api.assignments.gradebook.get, { courseId })).rejects.toThrow(
      /course's teacher/,
    );
    await expect(otherTeacher.as.query(api.assignments.gradebook.csv, { courseId })).rejects.toThrow(
      /course's teacher/,
    );
    await expect(alice.as.query(api.assignments.gradebook.csv, { courseId })).rejects.toThrow(/Only teachers/);
    expect((await admin.as.query(api.assignments.gradebook.get, { courseId })).students).toHaveLength(2);
    expect((await teacher.as.query(api.assignments.gradebook.get, { courseId })).students).toHaveLength(2);
  });

  test("column and course averages follow grades and regrades from the kept sums", async () => {
    const { t, teacher, courseId, alice, bob } = await courseWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId);
    for (const who of [alice, bob]) {
      await who.as.mutation(api.assignments.submissions.submit, {
        assignmentId,
        fileId: await uploadPdf(t, who.as, "submission"),
      });
    }
    const gradeOf = async (who: typeof alice, grade: number) =>
      await teacher.as.mutation(api.assignments.submissions.grade, {
        assignmentId,
        studentId: who.userId,
        grade,
        feedback: "",
      });
    const averages = async () => {
      const book = await teacher.as.query(api.assignments.gradebook.get, { courseId, cursor: null });
      return { column: book.assignments[0].average, graded: book.assignments[0].graded, course: book.average };
    };
    const keptSum = async () =>
      await t.run(async (ctx) =>
        (await ctx.db.query("submissionCounts").collect())
          .filter((row) => row.assignmentId === assignmentId)
          .reduce((sum, row) => sum + row.gradeTenths, 0),
      );

    await gradeOf(alice, 90.1);
    await gradeOf(bob, 60.2);
    expect(await averages()).toEqual({ column: 75.2, graded: 2, course: 75.2 });
    expect(await keptSum()).toBe(1503);
    await gradeOf(bob, 70.2); // a regrade moves the sum, not the count
    expect(await averages()).toEqual({ column: 80.2, graded: 2, course: 80.2 });
    await gradeOf(alice, 100);
    expect(await keptSum()).toBe(1702);
    expect(await averages()).toEqual({ column: 85.1, graded: 2, course: 85.1 });
    // The whole gradebook (the CSV's) agrees.
    const csv = await teacher.as.query(api.assignments.gradebook.csv, { courseId });
    expect(csv.csv).toContain("Assignment average,,85.1,85.1");
  });

  test("a page names its cursor and the enrolled count", async () => {
    const { t, teacher, courseId } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId);
    const first = await teacher.as.query(api.assignments.gradebook.get, { courseId, cursor: null });
    expect(first.students.map((s) => s.name)).toEqual(["Alice", "Bob"]);
    expect(first.enrolled).toBe(2);
    expect(first.isDone).toBe(true);
  });
});

import { describe, expect, test } from "vitest";
import { englishOf } from "../lib/appError";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { oldTerm, type World } from "./courseCopyTests.setup";
import { courseWithPeople, PDF, PDF_TYPE } from "../assignments/assignmentsTests.setup";
import { uploadBytes } from "../accounts/uploadTests.setup";
import { MP4 } from "./courseTests.setup";
import {
  buildExport,
  courseExportSchema,
  exportProblems,
  type CourseExportInput as CourseExport,
  type ExportLessonPage,
} from "../shared/courseExportFormat";
import { shiftIsoDate } from "../shared/courseCopyRules";
import { LESSON_BODY_MAX } from "../shared/lessonRules";
import type { TestConvex } from "../test.setup";

type Client = World["teacher"]["as"];

/** What the Export button does: the pages, every file "embedded" (the test's bytes stand in). */
async function exportOf(as: Client, courseId: Id<"courses">): Promise<CourseExport> {
  const head = await as.query(api.courses.courseExport.get, { courseId });
  const pages: ExportLessonPage[] = [];
  for (let from: number | null = 0; from !== null;) {
    const page: ExportLessonPage & { next: number | null } = await as.query(api.courses.courseExport.lessons, {
      courseId,
      from,
    });
    pages.push(page);
    from = page.next;
  }
  const all = [...head.files, ...pages.flatMap((p) => p.files)];
  const embedded = new Map(all.map((file) => [file.ref, "AAAA"]));
  return buildExport(head, pages, embedded, "2026-11-27T00:00:00.000Z");
}

/** What the Import page does: each embedded file uploaded with its purpose, then one mutation. */
async function importAs(t: TestConvex, as: Client, doc: CourseExport) {
  const files: Array<{ ref: string; fileId: Id<"files"> }> = [];
  for (const file of doc.files) {
    if (file.data === undefined) continue;
    const [bytes, type] = file.purpose === "courseVideo" ? [MP4, "video/mp4"] : [PDF, PDF_TYPE];
    files.push({ ref: file.id, fileId: await uploadBytes(t, as, bytes, type, file.name, file.purpose) });
  }
  const withoutBytes = { ...doc, files: doc.files.map(({ data: _data, ...file }) => file) };
  const courseId = await as.mutation(api.courses.courseExport.importCourse, { doc: withoutBytes, files });
  await t.finishAllScheduledFunctions(() => {});
  return courseId;
}

describe("export and import", () => {
  test("an export holds the course and imports into a new course of the importer", async () => {
    const world = await courseWithPeople();
    const { t, teacher, courseId, otherTeacher } = world;
    await oldTerm(world);

    const doc = await exportOf(teacher.as, courseId);
    expect(courseExportSchema.safeParse(doc).success).toBe(true);
    expect(doc).toMatchObject({
      format: "lyceum-course",
      version: 1,
      course: { name: "Rust for Everyone", image: null },
      lessons: [
        { title: "Ownership", draft: { body: "# Ownership", video: 0 }, published: { body: "# Ownership" } },
        { title: "Borrowing", draft: { body: "# Borrowing (draft)", video: null }, published: null },
      ],
      videos: [{ title: "Welcome" }],
      rubrics: [{ title: "Essay rubric" }],
      assignments: [{ form: { title: "Borrow checker essay", points: 5 }, rubric: 0 }],
      quiz: { questions: [{ question: "Who owns a value?" }] },
    });
    expect(doc.files.map((f) => f.purpose).sort()).toEqual(["assignmentQuestion", "courseVideo", "lessonAttachment"]);
    // The export names no person, grade or hand-in.
    expect(JSON.stringify(doc)).not.toMatch(/Alice|Bob|work\.pdf/);

    const importedId = await importAs(t, otherTeacher.as, doc);
    const imported = await otherTeacher.as.query(api.courses.courses.get, { courseId: importedId });
    expect(imported).toMatchObject({ name: "Rust for Everyone", instructorId: otherTeacher.userId });
    const again = await exportOf(otherTeacher.as, importedId);
    // The same course again, but for its files (new uploads) and when it was exported.
    const shape = (d: CourseExport) => ({ ...d, files: d.files.map(({ purpose, name }) => ({ purpose, name })) });
    expect(shape(again)).toEqual(shape(doc));
  });

  test("a bad file is refused with where and what, before anything is written", async () => {
    const world = await courseWithPeople();
    const { t, teacher, courseId } = world;
    await oldTerm(world);
    const doc = await exportOf(teacher.as, courseId);
    const bad = structuredClone(doc);
    bad.lessons[1].title = "x".repeat(121);
    expect(exportProblems(bad).map(englishOf)).toEqual([
      "lessons[1].title: Lesson title must be at most 120 characters.",
    ]);
    const badRef = structuredClone(doc);
    badRef.assignments[0].questionFile = "f99";
    expect(englishOf(exportProblems(badRef)[0]!)).toBe('assignments[0].questionFile: No file "f99" in files.');
    expect(englishOf(exportProblems({ hello: 1 })[0]!)).toMatch(/not a Lyceum course export/);

    // Events other than the uploads themselves (the import page uploads before it imports) and
    // the mail delivery's outcomes, which its scheduled actions record meanwhile (ADR 0072).
    const others = new Set(["file_stored", "notifications_mailed", "notification_mail_failed", "digest_sent"]);
    const events = async () =>
      t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((e) => !others.has(e.type)).length);
    const before = await events();
    await expect(teacher.as.mutation(api.courses.courseExport.importCourse, { doc: bad, files: [] })).rejects.toThrow(
      /lessons\[1\]\.title: Lesson title must be at most 120 characters/,
    );
    // A deadline gone by is named too (the import page moves the dates first).
    const late = structuredClone(doc);
    late.assignments[0].form.assignedDate = "2020-01-01";
    late.assignments[0].form.deadlineDate = "2020-01-08";
    await expect(importAs(t, teacher.as, late)).rejects.toThrow(/assignments\[0\].*That deadline has already passed/);
    expect(await events()).toBe(before);
  });

  test("students cannot export or import; other teachers cannot export", async () => {
    const world = await courseWithPeople();
    const { teacher, courseId, alice, otherTeacher } = world;
    const doc = await exportOf(teacher.as, courseId);
    await expect(alice.as.query(api.courses.courseExport.get, { courseId })).rejects.toThrow(
      /Only teachers and admins/,
    );
    await expect(otherTeacher.as.query(api.courses.courseExport.get, { courseId })).rejects.toThrow(
      /teacher or an admin/,
    );
    await expect(otherTeacher.as.query(api.courses.courseExport.lessons, { courseId, from: 0 })).rejects.toThrow(
      /teacher or an admin/,
    );
    await expect(alice.as.mutation(api.courses.courseExport.importCourse, { doc, files: [] })).rejects.toThrow(
      /Only teachers and admins/,
    );
  });

  test("a course of 50 long lessons exports in pages and imports in batches", async () => {
    const world = await courseWithPeople();
    const { t, teacher, courseId, otherTeacher } = world;
    const body = "y".repeat(LESSON_BODY_MAX);
    for (let i = 0; i < 50; i++) {
      const lessonId = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: `Lesson ${i + 1}` });
      await teacher.as.mutation(api.courses.lessonContent.saveDraft, {
        lessonId,
        body,
        videoId: null,
        attachmentIds: [],
      });
      await teacher.as.mutation(api.courses.lessonContent.publish, { lessonId });
    }
    const doc = await exportOf(teacher.as, courseId);
    expect(doc.lessons).toHaveLength(50);
    const started = performance.now();
    const importedId = await importAs(t, otherTeacher.as, doc);
    expect(performance.now() - started).toBeLessThan(20_000);
    const published = await t.run(async (ctx) =>
      (await ctx.db.query("lessonContents").collect()).filter((c) => c.courseId === importedId && c.published),
    );
    expect(published).toHaveLength(50);
    const batches = await t.run(async (ctx) => (await ctx.db.system.query("_scheduled_functions").collect()).length);
    expect(batches).toBeGreaterThanOrEqual(2);
    expect(shiftIsoDate("2026-12-31", 1)).toBe("2027-01-01");
  });
});

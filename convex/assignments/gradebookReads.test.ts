/**
 * Read budgets (and, with `npm run bench:reads`, figures; not timed): documents read by the
 * teacher's submission list (roster page + summary) and by the gradebook, for a course of 75
 * students × 3 assignments (bench: 200 × 10) where everyone submitted everything and half of it
 * is graded. Counted like convex/readCounts.test.ts: a Proxy around ctx.db counts every document a
 * database call returns; the model functions are what the public functions call (plus the
 * caller's users row). Everything is handed in and graded through the real functions (the file
 * rows are planted: `files` is not a projection), so the kept counts are the projector's.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { bigCourseIn, enrolmentRow, POSTED_AT } from "./assignmentsTests.setup";
import { insertEnrolment } from "../courses/courseMembersTests.setup";
import { ASSIGNMENT_LIMITS } from "../shared/assignmentRules";
import { gradebook } from "./model/gradebook";
import { GRADEBOOK_PAGE, gradebookPage, type GradebookPage } from "./model/gradebookPage";
import { SHARDS } from "../events/shards";
import { roster, summary } from "./model/submissionsRoster";
import { rosterWork } from "./model/submissionsRosterWork";
import { grade, submit } from "./model/submissions";
import { graderList, graderWork } from "./model/grader";
import { requireUser, type AppUser } from "../accounts/model/users";
import { identityFor, newTest, seedUser } from "../test.setup";
import { figureSize, figureTimeout } from "../figures.setup";
import { measureReads } from "../readCounting.setup";

// The suite: a gradebook page and a half of students (two pages: 75, more than a roster page of
// PAGE too) × 3 assignments; bench:reads: 200 × 10. Seeding is most of the file's time and grows
// faster than the course (convex-test scans every document for each query): only enough students
// to cross the bounds, so that a page reading the whole course breaks its reads and bytes budgets.
const STUDENTS = figureSize(GRADEBOOK_PAGE + ASSIGNMENT_LIMITS.rosterPage, 200);
const ASSIGNMENTS = figureSize(3, 10);
const PAGE = 50;
/** The fixed reads of a call: the caller (session and users row), the assignment or course, and 3 to spare. */
const FIXED = 2 + 2 + 3;

/** Varied grades with a decimal, so averages are not trivially equal. */
const gradeOf = (s: number, a: number) => 50 + ((s * 7 + a * 3) % 101) / 2;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A file row as an UploadThing upload leaves it (`files` is not a projection: a test may plant it). */
function fileRow(ownerId: Id<"users">, purpose: "assignmentQuestion" | "submission") {
  return {
    provider: "uploadthing" as const,
    key: crypto.randomUUID(),
    url: "https://example.ufs.sh/f/x",
    path: "x",
    name: "x.pdf",
    size: 10,
    contentType: "application/pdf",
    purpose,
    ownerId,
  };
}

/**
 * A course of `students` × `assignments` where everyone handed everything in (on time) and every
 * other submission is graded (50–100, halves), through the functions the public ones call (one
 * transaction per student, for speed): every row comes from their events.
 */
async function seedBigCourse(students: number, assignments: number) {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId = await t.run((ctx) => bigCourseIn(ctx, teacher.userId));
  const assignmentIds: Id<"assignments">[] = [];
  for (let a = 0; a < assignments; a++) {
    const questionFileId = await t.run((ctx) => ctx.db.insert("files", fileRow(teacher.userId, "assignmentQuestion")));
    assignmentIds.push(
      await teacher.as.mutation(api.assignments.assignments.post, {
        instructions: "",
        points: 100,
        holdGrades: false,
        courseId,
        title: `Assignment ${a}`,
        assignedDate: "2026-11-01",
        deadlineDate: "2026-12-01",
        deadlineTime: "23:59",
        timeZone: "UTC",
        questionFileId,
      }),
    );
  }
  for (let s = 0; s < students; s++) {
    await t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", {
        displayName: `Student ${s}`,
        role: "student",
        email: `s${s}@example.com`,
      });
      await insertEnrolment(ctx, {
        ...enrolmentRow(userId, courseId, {
          courseName: "Big course",
          studentName: `Student ${s}`,
          studentEmail: `s${s}@example.com`,
        }),
        // The rest of the enrolment form, as a student fills it in (and as the scale seed has it).
        phoneNumber: "+44 20 7946 0958",
        degreeProgram: "Computer Science",
        yearOrSemester: "Year 2",
      });
      const student = (await ctx.db.get("users", userId)) as AppUser;
      const staff = (await ctx.db.get("users", teacher.userId)) as AppUser;
      for (const [a, assignmentId] of assignmentIds.entries()) {
        const fileId = await ctx.db.insert("files", fileRow(userId, "submission"));
        await submit(ctx, student, { assignmentId, fileId });
        if ((s + a) % 2 === 0)
          await grade(ctx, staff, { assignmentId, studentId: userId, grade: gradeOf(s, a), feedback: "" });
      }
    });
  }
  return { t, teacher, courseId, assignmentIds };
}

/** The course of STUDENTS × ASSIGNMENTS, seeded once for the tests that only read it. */
let bigCourse: ReturnType<typeof seedBigCourse> | undefined;
const sharedBigCourse = () => (bigCourse ??= seedBigCourse(STUDENTS, ASSIGNMENTS));

/** Seeding a course through its events takes a while in convex-test (every query scans every document). */
const SEEDING = figureTimeout(240_000) ?? 30_000;

test(
  `reads: teacher's submission list and gradebook, ${STUDENTS} students × ${ASSIGNMENTS} assignments`,
  async () => {
    const { t, teacher, courseId, assignmentIds } = await sharedBigCourse();
    const as = t.withIdentity(identityFor(teacher.userId));
    const assignmentId = assignmentIds[0];
    const rosterPage = await as.run((ctx) =>
      measureReads(
        ctx,
        async (c) => (await roster(c, await requireUser(c), assignmentId, { numItems: PAGE, cursor: null })).page,
      ),
    );
    // rosterWork takes one client page (25) of the roster's ids at a time.
    const pageIds = rosterPage.result.map((row) => row.studentId).slice(0, ASSIGNMENT_LIMITS.rosterPage);
    const work = await as.run((ctx) =>
      measureReads(ctx, async (c) => (await rosterWork(c, await requireUser(c), assignmentId, pageIds)).rows.length),
    );
    const counts = await as.run((ctx) =>
      measureReads(ctx, async (c) => await summary(c, await requireUser(c), assignmentId)),
    );
    const book = await as.run((ctx) =>
      measureReads(ctx, async (c) => await gradebook(c, await requireUser(c), courseId)),
    );

    console.log(
      `[reads] ${STUDENTS} students × ${ASSIGNMENTS} assignments: ` +
        `submissions.roster (page of ${PAGE}) ${rosterPage.reads} + rosterWork (${pageIds.length} of them) ` +
        `${work.reads} documents; ` +
        `submissions.summary ${counts.reads} documents; gradebook.get ${book.reads} documents`,
    );
    expect(rosterPage.result).toHaveLength(PAGE);
    expect(work.result).toBe(ASSIGNMENT_LIMITS.rosterPage);
    expect(counts.result).toEqual({
      enrolled: STUDENTS,
      submitted: STUDENTS,
      late: 0,
      graded: Math.ceil(STUDENTS / 2),
    });
    expect(book.result.students).toHaveLength(STUDENTS);
    expect(book.result.assignments).toHaveLength(ASSIGNMENTS);
    // "caller" is two reads: the session (ADR 0019) and the users row.
    // Roster: caller, assignment, course, each member row. Its work: caller, assignment, course;
    // per student: extension (none), submission (its current file is kept on it).
    expect(rosterPage.reads).toBeLessThanOrEqual(FIXED + PAGE);
    expect(work.reads).toBeLessThanOrEqual(FIXED + ASSIGNMENT_LIMITS.rosterPage);
    // caller, assignment, course, the course's enrolled count (up to SHARDS rows), and the
    // assignment's counts row (the teacher's grades folded its shard rows in): no submission.
    expect(counts.reads).toBeLessThanOrEqual(FIXED + SHARDS + 1);
    // caller, course, member rows, assignments, every submission of the course (no extensions).
    const bookBudget = FIXED + STUDENTS + ASSIGNMENTS + STUDENTS * ASSIGNMENTS;
    expect(book.reads).toBeLessThanOrEqual(bookBudget);

    // The public functions give the same answers.
    const page = await as.query(api.assignments.submissions.roster, {
      assignmentId,
      paginationOpts: { numItems: PAGE, cursor: null },
    });
    expect(page.page).toHaveLength(PAGE);
    const csv = await as.query(api.assignments.gradebook.csv, { courseId });
    expect(csv.csv.split("\r\n")).toHaveLength(1 + STUDENTS + 1 + 1);
  },
  SEEDING,
);

type World = Awaited<ReturnType<typeof seedBigCourse>>;

/** Every page of the screen's gradebook, each with its reads. */
async function allPages({ t, teacher, courseId }: World) {
  const as = t.withIdentity(identityFor(teacher.userId));
  const pages: { result: GradebookPage; reads: number; bytes: number }[] = [];
  let cursor: string | null = null;
  for (;;) {
    const at: string | null = cursor;
    const page: { result: GradebookPage; reads: number; bytes: number } = await as.run((ctx) =>
      measureReads(ctx, async (c) => await gradebookPage(c, await requireUser(c), courseId, at)),
    );
    pages.push(page);
    if (page.result.isDone) return pages;
    cursor = page.result.continueCursor;
  }
}

async function wholeBook({ t, teacher, courseId }: World) {
  return await t
    .withIdentity(identityFor(teacher.userId))
    .run((ctx) => measureReads(ctx, async (c) => await gradebook(c, await requireUser(c), courseId)));
}

/** The pages put together are the whole gradebook: cells, names in order, and every average. */
function expectSameBook(pages: Awaited<ReturnType<typeof allPages>>, whole: Awaited<ReturnType<typeof wholeBook>>) {
  expect(pages.flatMap((page) => page.result.students)).toEqual(whole.result.students);
  for (const page of pages) {
    expect(page.result.assignments).toEqual(whole.result.assignments);
    expect(page.result.average).toBe(whole.result.average);
  }
}

test(
  `reads: gradebook pages of ${GRADEBOOK_PAGE}, ${STUDENTS} students × ${ASSIGNMENTS} assignments (ADR 0040)`,
  async () => {
    const world = await sharedBigCourse();
    const whole = await wholeBook(world);
    const pages = await allPages(world);
    expectSameBook(pages, whole);
    const pageCount = Math.ceil(STUDENTS / GRADEBOOK_PAGE);
    expect(pages.map((page) => page.result.students.length)).toEqual(
      Array.from({ length: pageCount }, (_, i) => Math.min(GRADEBOOK_PAGE, STUDENTS - i * GRADEBOOK_PAGE)),
    );
    expect(pages.map((page) => page.result.isDone)).toEqual(
      Array.from({ length: pageCount }, (_, i) => i === pageCount - 1),
    );
    expect(pages[0].result.enrolled).toBe(STUDENTS);
    // caller (2), course, its enrolled count (up to SHARDS rows), the page's member rows,
    // assignments and their counts rows (one each once graded), and the page's submissions (one
    // range per student; no extensions): never the course's other students' work (at 75 × 3 the
    // course's submissions alone would be 225, over the budget).
    for (const page of pages) {
      expect(page.reads).toBeLessThanOrEqual(
        FIXED + SHARDS + GRADEBOOK_PAGE + 2 * ASSIGNMENTS + GRADEBOOK_PAGE * ASSIGNMENTS,
      );
    }
    // A page's bytes go with its share of the students (two thirds of the whole at 75 students, a
    // quarter at 200).
    expect(pages[0].bytes).toBeLessThan(((whole.bytes * GRADEBOOK_PAGE) / STUDENTS) * (4 / 3));
    console.log(
      `[bytes] gradebook view ${whole.bytes} B / ${whole.reads} documents (whole course) → page of ${GRADEBOOK_PAGE} ` +
        `${pages[0].bytes} B / ${pages[0].reads} documents (${STUDENTS} students × ${ASSIGNMENTS} assignments)`,
    );
  },
  SEEDING,
);

test(
  `reads: a gradebook page within 2 × rows + 20 documents (+ the enrolled count's shards), ${STUDENTS} students × 1 assignment (bench:scale's course)`,
  async () => {
    const world = await seedBigCourse(STUDENTS, 1);
    const whole = await wholeBook(world);
    const pages = await allPages(world);
    expectSameBook(pages, whole);
    const rows = pages[0].result.students.length;
    expect(rows).toBe(GRADEBOOK_PAGE);
    expect(pages[0].reads).toBeLessThanOrEqual(2 * rows + 20 + SHARDS);
    console.log(
      `[bytes] gradebook view (${STUDENTS} × 1) ${whole.bytes} B / ${whole.reads} documents → ` +
        `${pages[0].bytes} B / ${pages[0].reads} documents`,
    );
  },
  SEEDING,
);

test(
  `reads: the grader's list and one student's work, ${STUDENTS} students (issue #28)`,
  async () => {
    const { t, teacher, assignmentIds } = await sharedBigCourse();
    const as = t.withIdentity(identityFor(teacher.userId));
    const assignmentId = assignmentIds[0];
    const list = await as.run((ctx) =>
      measureReads(ctx, async (c) => await graderList(c, await requireUser(c), assignmentId)),
    );
    const studentId = list.result[0].studentId;
    const work = await as.run((ctx) =>
      measureReads(ctx, async (c) => await graderWork(c, await requireUser(c), assignmentId, studentId)),
    );
    console.log(
      `[reads] grader, ${STUDENTS} students: submissions.graderList ${list.reads} documents; ` +
        `graderWork ${work.reads} documents`,
    );
    expect(list.result).toHaveLength(STUDENTS);
    // caller, assignment, course; per student: their member row, their user row (the name as it
    // is now) and their submission; the assignment's extensions (none).
    expect(list.reads).toBeLessThanOrEqual(FIXED + 3 * STUDENTS);
    // caller, assignment, course; the student's enrolment, submission, extension, versions, user
    // row and the grader's.
    expect(work.reads).toBeLessThanOrEqual(FIXED + 6 + ASSIGNMENT_LIMITS.versions);
  },
  figureTimeout(180_000),
);

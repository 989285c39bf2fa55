/**
 * Read budgets (and, with `npm run bench:reads`, figures; not timed): documents read by the
 * teacher's submission list (roster page + summary) and by the gradebook, for a course of 110
 * students × 3 assignments (bench: 200 × 10) where everyone submitted everything and half of it
 * is graded. Counted like
 * convex/readCounts.test.ts: a Proxy around ctx.db counts every document a database call returns;
 * the model functions are what the public functions call (plus the caller's users row).
 * The rows are inserted directly (each enrolment with its member row, ADR 0036), without the
 * counts and current files the mutations keep (ADR 0030): the roster and summary figures here are those of rows older than them (the fallback);
 * convex/assignmentsReads.test.ts measures the kept ones.
 */
import { getDocumentSize } from "convex/values";
import { expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { bigCourseRow, enrolmentRow } from "./assignmentsTests.setup";
import { insertEnrolment } from "./courseMembersTests.setup";
import { ASSIGNMENT_LIMITS } from "./model/assignmentRules";
import { gradebook } from "./model/gradebook";
import { GRADEBOOK_PAGE, gradebookPage, type GradebookPage } from "./model/gradebookPage";
import { recountSubmissions } from "./model/submissionCounts";
import { roster, summary } from "./model/submissionsRoster";
import { rosterWork } from "./model/submissionsRosterWork";
import { requireUser } from "./model/users";
import { identityFor, newTest, seedUser } from "./test.setup";
import { figureSize, figureTimeout } from "./figures.setup";
import { measureReads } from "./readCounting.setup";

// The suite: 110 students (three gradebook pages) × 3 assignments; bench:reads: 200 × 10.
const STUDENTS = figureSize(110, 200);
const ASSIGNMENTS = figureSize(3, 10);
const PAGE = 50;
/** The fixed reads of a call: the caller (session and users row), the assignment or course, and 3 to spare. */
const FIXED = 2 + 2 + 3;

/** Varied grades with a decimal, so averages are not trivially equal. */
const gradeOf = (s: number, a: number) => 50 + ((s * 7 + a * 3) % 101) / 2;

/**
 * A course of `students` × `assignments` where everyone submitted everything and every other
 * submission is graded (50–100, halves), inserted directly (no kept counts rows: see `keepCounts`).
 */
async function seedBigCourse(students: number, assignments: number) {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const { courseId, assignmentIds } = await t.run(async (ctx) => {
    const courseId = await ctx.db.insert("courses", bigCourseRow(teacher.userId, students));
    const file = (ownerId: Id<"users">, purpose: "assignmentQuestion" | "submission") =>
      ctx.db.insert("files", {
        provider: "uploadthing",
        key: crypto.randomUUID(),
        url: "https://example.ufs.sh/f/x",
        path: "x",
        name: "x.pdf",
        size: 10,
        contentType: "application/pdf",
        purpose,
        ownerId,
      });
    const assignmentIds: Id<"assignments">[] = [];
    for (let a = 0; a < assignments; a++) {
      assignmentIds.push(
        await ctx.db.insert("assignments", {
          courseId,
          title: `Assignment ${a}`,
          assignedDate: "2026-11-01",
          deadlineDate: "2026-12-01",
          timeZone: "UTC",
          deadlineAt: Date.UTC(2026, 11, 1, 23, 59, 59, 999),
          instructorName: "Tess",
          postedBy: teacher.userId,
          questionFileId: await file(teacher.userId, "assignmentQuestion"),
        }),
      );
    }
    for (let s = 0; s < students; s++) {
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
      for (const [a, assignmentId] of assignmentIds.entries()) {
        const fileId = await file(userId, "submission");
        const versionId = await ctx.db.insert("submissionVersions", {
          assignmentId,
          studentId: userId,
          version: 1,
          fileId,
          submittedAt: Date.UTC(2026, 10, 20),
        });
        await ctx.db.insert("submissions", {
          assignmentId,
          courseId,
          studentId: userId,
          currentVersionId: versionId,
          versionCount: 1,
          submittedAt: Date.UTC(2026, 10, 20),
          ...((s + a) % 2 === 0
            ? { grade: gradeOf(s, a), feedback: "", gradedAt: 1, gradedBy: teacher.userId, gradedVersion: 1 }
            : {}),
        });
      }
    }
    return { courseId, assignmentIds };
  });
  return { t, teacher, courseId, assignmentIds };
}

test(
  `reads: teacher's submission list and gradebook, ${STUDENTS} students × ${ASSIGNMENTS} assignments`,
  async () => {
    const { t, teacher, courseId, assignmentIds } = await seedBigCourse(STUDENTS, ASSIGNMENTS);
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
    expect(counts.result).toEqual({ enrolled: STUDENTS, submitted: STUDENTS, late: 0, graded: STUDENTS / 2 });
    expect(book.result.students).toHaveLength(STUDENTS);
    expect(book.result.assignments).toHaveLength(ASSIGNMENTS);
    // "caller" is two reads: the session (ADR 0019) and the users row.
    // Roster: caller, assignment, course, each enrolment. Its work: caller, assignment, course; per
    // student: extension (none), submission, version, file.
    expect(rosterPage.reads).toBeLessThanOrEqual(FIXED + PAGE);
    expect(work.reads).toBeLessThanOrEqual(FIXED + ASSIGNMENT_LIMITS.rosterPage * 3);
    // caller, assignment, course, every submission of the assignment (no extensions); the enrolled
    // count is the course's, so no enrolment is read (it was 4 + 2 × STUDENTS).
    expect(counts.reads).toBeLessThanOrEqual(FIXED + STUDENTS);
    // caller, course, enrolments, assignments, every submission of the course (no extensions).
    const bookBudget = FIXED + STUDENTS + ASSIGNMENTS + STUDENTS * ASSIGNMENTS;
    expect(book.reads).toBeLessThanOrEqual(bookBudget);

    // The same reads from the enrolments, as before the member rows (ADR 0036) or on a course the
    // backfill has not reached: every figure the same, the enrolment bytes ~4× the member rows'.
    const courseSize = async () =>
      await t.run(async (ctx) => {
        const course = await ctx.db.get("courses", courseId);
        return course === null ? 0 : getDocumentSize(course);
      });
    const flagged = await courseSize();
    await t.run((ctx) => ctx.db.patch("courses", courseId, { membersComplete: undefined }));
    const flagBytes = flagged - (await courseSize());
    const oldBook = await as.run((ctx) =>
      measureReads(ctx, async (c) => await gradebook(c, await requireUser(c), courseId)),
    );
    const oldRoster = await as.run((ctx) =>
      measureReads(
        ctx,
        async (c) => (await roster(c, await requireUser(c), assignmentId, { numItems: PAGE, cursor: null })).page,
      ),
    );
    console.log(
      `[bytes] gradebook.get ${oldBook.bytes} → ${book.bytes} (${STUDENTS} students); ` +
        `submissions.roster page of ${PAGE} ${oldRoster.bytes} → ${rosterPage.bytes}`,
    );
    expect(oldBook.result).toEqual(book.result);
    expect(oldRoster.result).toEqual(rosterPage.result);
    expect(oldBook.reads).toBeLessThanOrEqual(bookBudget);
    const sizes = await t.run(async (ctx) => ({
      enrolments: (await ctx.db.query("enrollments").collect()).map(getDocumentSize),
      members: (await ctx.db.query("courseMembers").collect()).map(getDocumentSize),
    }));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    // Reading member rows instead of enrolments saves at least their difference in size (the course
    // document read is the flag's bytes smaller).
    expect(oldBook.bytes - book.bytes + flagBytes).toBeGreaterThanOrEqual(sum(sizes.enrolments) - sum(sizes.members));
    // A member row is less than half an enrolment (whose form grows with its completed lessons).
    expect(sum(sizes.members)).toBeLessThan(sum(sizes.enrolments) / 2);
    expect(oldRoster.bytes - rosterPage.bytes + flagBytes).toBeGreaterThanOrEqual(
      sum(sizes.enrolments.slice(0, PAGE)) - sum(sizes.members.slice(0, PAGE)),
    );
    await t.run((ctx) => ctx.db.patch("courses", courseId, { membersComplete: true }));

    // The public functions give the same answers.
    const page = await as.query(api.submissions.roster, {
      assignmentId,
      paginationOpts: { numItems: PAGE, cursor: null },
    });
    expect(page.page).toHaveLength(PAGE);
    const csv = await as.query(api.gradebook.csv, { courseId });
    expect(csv.csv.split("\r\n")).toHaveLength(1 + STUDENTS + 1 + 1);
  },
  figureTimeout(120_000),
);

type World = Awaited<ReturnType<typeof seedBigCourse>>;

/** The kept counts rows with their grade sums, as the mutations leave them (ADR 0030, 0040). */
async function keepCounts({ t, assignmentIds }: World) {
  await t.run(async (ctx) => {
    for (const id of assignmentIds) await recountSubmissions(ctx, (await ctx.db.get("assignments", id))!);
  });
}

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
    const world = await seedBigCourse(STUDENTS, ASSIGNMENTS);
    const whole = await wholeBook(world);
    // Counts rows older than this ADR's grade sum (or none): each column counted from its submissions.
    const counted = await allPages(world);
    expectSameBook(counted, whole);
    expect(counted[0].reads).toBeLessThanOrEqual(
      FIXED + GRADEBOOK_PAGE + ASSIGNMENTS + STUDENTS * ASSIGNMENTS + GRADEBOOK_PAGE * ASSIGNMENTS,
    );

    await keepCounts(world);
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
    // caller (2), course, the page's member rows, assignments and their counts rows, and the page's
    // submissions (one range per student; no extensions): never the course's other students' work
    // (at 110 × 3 that alone would be 330, over the budget of 213).
    for (const page of pages) {
      expect(page.reads).toBeLessThanOrEqual(FIXED + GRADEBOOK_PAGE + 2 * ASSIGNMENTS + GRADEBOOK_PAGE * ASSIGNMENTS);
    }
    // A page's bytes go with its share of the students (a third of the whole at 200 students).
    expect(pages[0].bytes).toBeLessThan(((whole.bytes * GRADEBOOK_PAGE) / STUDENTS) * (4 / 3));

    // An older course read from its enrolments: the same pages, sorted in memory.
    await world.t.run((ctx) => ctx.db.patch("courses", world.courseId, { membersComplete: undefined }));
    const fromEnrolments = await allPages(world);
    expectSameBook(fromEnrolments, await wholeBook(world));
    console.log(
      `[bytes] gradebook view ${whole.bytes} B / ${whole.reads} documents (whole course) → page of ${GRADEBOOK_PAGE} ` +
        `${pages[0].bytes} B / ${pages[0].reads} documents (${STUDENTS} students × ${ASSIGNMENTS} assignments); ` +
        `counted columns (rows older than the sum) ${counted[0].bytes} B / ${counted[0].reads}`,
    );
  },
  figureTimeout(240_000),
);

test(
  `reads: a gradebook page within 2 × rows + 20 documents, ${STUDENTS} students × 1 assignment (bench:scale's course)`,
  async () => {
    const world = await seedBigCourse(STUDENTS, 1);
    await keepCounts(world);
    const whole = await wholeBook(world);
    const pages = await allPages(world);
    expectSameBook(pages, whole);
    const rows = pages[0].result.students.length;
    expect(rows).toBe(GRADEBOOK_PAGE);
    expect(pages[0].reads).toBeLessThanOrEqual(2 * rows + 20);
    console.log(
      `[bytes] gradebook view (${STUDENTS} × 1) ${whole.bytes} B / ${whole.reads} documents → ` +
        `${pages[0].bytes} B / ${pages[0].reads} documents`,
    );
  },
  figureTimeout(120_000),
);

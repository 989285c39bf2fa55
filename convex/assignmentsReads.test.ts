/**
 * Read-count regression test of the teacher's two assignment screens (issue #16, ADR 0030), at a
 * course of 28 students × 3 assignments (bench:reads: 60 × 10) where everyone handed everything in through
 * `submissions.submit`, some late, half graded, with extensions and a deadline change on the way:
 *  - the list: `assignments.listForStaff` + `submissions.summaries` (kept counts, one row each);
 *  - the detail: `submissions.roster` (page of 25) + `submissions.rosterWork` (its work) +
 *    `submissions.versions`.
 * Both must stay within ADR 0027's budget (2 × rows shown + 20), and the kept counts must equal a
 * count of the submissions themselves. Counted like convex/gradebookReads.test.ts.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { bigCourseRow, DEADLINE_AT, DEADLINE_DATE, enrolmentRow, POSTED_AT, ZONE } from "./assignmentsTests.setup";
import { insertEnrolment } from "./courseMembersTests.setup";
import { listForStaff } from "./model/assignments";
import { countSubmissions } from "./model/submissionCounts";
import { roster, summaries, summary, versions } from "./model/submissionsRoster";
import { rosterWork } from "./model/submissionsRosterWork";
import { requireUser } from "./model/users";
import { figureSize, figureTimeout } from "./figures.setup";
import { measureReads } from "./readCounting.setup";
import { identityFor, newTest, seedUser, type TestConvex } from "./test.setup";

// The suite: 28 students × 3 assignments; bench:reads: 60 × 10 (STUDENTS a multiple of 4, at least PAGE).
const STUDENTS = figureSize(28, 60);
const ASSIGNMENTS = figureSize(3, 10);
const PAGE = 25;
const budget = (rows: number) => 2 * rows + 20;
/** The fixed reads of one call: the caller (session, users row), the assignment, the course, and 2 to spare. */
const FIXED = 2 + 2 + 2;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A file row as finishUpload leaves it for an UploadThing upload (the roster links to its url). */
function fileRow(ownerId: Id<"users">, purpose: "assignmentQuestion" | "submission", name: string) {
  return {
    provider: "uploadthing" as const,
    key: crypto.randomUUID(),
    url: `https://example.ufs.sh/f/${name}`,
    path: `x/${name}`,
    name,
    size: 1234,
    contentType: "application/pdf",
    purpose,
    ownerId,
  };
}

async function bigCourse(t: TestConvex) {
  const teacher = await seedUser(t, "teacher");
  const { courseId, students } = await t.run(async (ctx) => {
    const courseId = await ctx.db.insert("courses", bigCourseRow(teacher.userId, STUDENTS));
    const students: Id<"users">[] = [];
    for (let s = 0; s < STUDENTS; s++) {
      const userId = await ctx.db.insert("users", {
        displayName: `Student ${s}`,
        role: "student",
        email: `s${s}@x.com`,
      });
      students.push(userId);
      await insertEnrolment(
        ctx,
        enrolmentRow(userId, courseId, {
          courseName: "Big course",
          studentName: `Student ${s}`,
          studentEmail: `s${s}@x.com`,
        }),
      );
    }
    return { courseId, students };
  });
  return { teacher, courseId, students };
}

/** Every student hands in every assignment: a quarter of them late (s % 4 === 0); half graded. */
async function handInEverything(
  t: TestConvex,
  teacherId: Id<"users">,
  courseId: Id<"courses">,
  students: Id<"users">[],
) {
  const teacherAs = t.withIdentity(identityFor(teacherId));
  const assignmentIds: Id<"assignments">[] = [];
  for (let a = 0; a < ASSIGNMENTS; a++) {
    const questionFileId = await t.run((ctx) =>
      ctx.db.insert("files", fileRow(teacherId, "assignmentQuestion", `q${a}.pdf`)),
    );
    assignmentIds.push(
      await teacherAs.mutation(api.assignments.post, {
        courseId,
        title: `Assignment ${a}`,
        assignedDate: "2026-11-20",
        deadlineDate: DEADLINE_DATE,
        timeZone: ZONE,
        questionFileId,
      }),
    );
  }
  const files = await t.run(async (ctx) => {
    const ids: Id<"files">[] = [];
    for (const [s, studentId] of students.entries()) {
      for (let a = 0; a < ASSIGNMENTS; a++)
        ids.push(await ctx.db.insert("files", fileRow(studentId, "submission", `s${s}a${a}.pdf`)));
    }
    return ids;
  });
  for (const late of [false, true]) {
    vi.setSystemTime(late ? DEADLINE_AT + 1000 : DEADLINE_AT - 1000);
    for (const [s, studentId] of students.entries()) {
      if ((s % 4 === 0) !== late) continue;
      const as = t.withIdentity(identityFor(studentId));
      for (const [a, assignmentId] of assignmentIds.entries()) {
        await as.mutation(api.submissions.submit, { assignmentId, fileId: files[s * ASSIGNMENTS + a] });
      }
    }
  }
  for (const [s, studentId] of students.entries()) {
    if (s % 2 !== 0) continue;
    for (const assignmentId of assignmentIds) {
      await teacherAs.mutation(api.submissions.grade, { assignmentId, studentId, grade: 70, feedback: "" });
    }
  }
  return assignmentIds;
}

test(
  `reads: the teacher's assignment list and detail, ${STUDENTS} students × ${ASSIGNMENTS} assignments`,
  async () => {
    const t = newTest();
    const { teacher, courseId, students } = await bigCourse(t);
    const assignmentIds = await handInEverything(t, teacher.userId, courseId, students);
    const [first, second, third] = assignmentIds;
    const lateStudents = STUDENTS / 4;

    // Rarer writes that move lateness: an extension rescues late student 0 on the first assignment,
    // another is granted then revoked (nothing changes), a regrade changes nothing, student 1
    // resubmits after the deadline (now late), and the second assignment's deadline moves past
    // every hand-in (nobody late there).
    const teacherAs = teacher.as;
    await teacherAs.mutation(api.submissions.grantExtension, {
      assignmentId: first,
      studentId: students[0],
      deadlineDate: "2026-12-05",
      timeZone: ZONE,
    });
    await teacherAs.mutation(api.submissions.grantExtension, {
      assignmentId: first,
      studentId: students[4],
      deadlineDate: "2026-12-05",
      timeZone: ZONE,
    });
    await teacherAs.mutation(api.submissions.revokeExtension, { assignmentId: first, studentId: students[4] });
    await teacherAs.mutation(api.submissions.grade, {
      assignmentId: first,
      studentId: students[0],
      grade: 90,
      feedback: "",
    });
    const resubmitted = await t.run((ctx) => ctx.db.insert("files", fileRow(students[1], "submission", "again.pdf")));
    vi.setSystemTime(DEADLINE_AT + 5000);
    await t
      .withIdentity(identityFor(students[1]))
      .mutation(api.submissions.submit, { assignmentId: first, fileId: resubmitted });
    vi.setSystemTime(POSTED_AT);
    await teacherAs.mutation(api.assignments.changeDeadline, {
      assignmentId: second,
      deadlineDate: "2026-12-10",
      timeZone: ZONE,
    });

    const as = t.withIdentity(identityFor(teacher.userId));
    const figures = await as.run(async (ctx) => {
      const list = await measureReads(ctx, async (c) => await listForStaff(c, await requireUser(c), courseId));
      const counts = await measureReads(ctx, async (c) => await summaries(c, await requireUser(c), courseId));
      const one = await measureReads(ctx, async (c) => await summary(c, await requireUser(c), third));
      const page = await measureReads(
        ctx,
        async (c) => (await roster(c, await requireUser(c), third, { numItems: PAGE, cursor: null })).page,
      );
      const pageIds = page.result.map((row) => row.studentId);
      const work = await measureReads(ctx, async (c) => await rosterWork(c, await requireUser(c), third, pageIds));
      const history = await measureReads(ctx, async (c) => await versions(c, await requireUser(c), first, students[1]));
      const recounted = [];
      for (const assignmentId of assignmentIds) {
        recounted.push({
          assignmentId,
          ...(await countSubmissions(ctx, (await ctx.db.get("assignments", assignmentId))!)),
        });
      }
      return { list, counts, one, page, work, history, recounted };
    });
    const { list, counts, one, page, work, history, recounted } = figures;
    const listTotal = list.reads + counts.reads;
    const detailTotal = page.reads + work.reads + history.reads;
    console.log(
      `[reads] ${STUDENTS} students × ${ASSIGNMENTS} assignments: list ${list.reads} + summaries ${counts.reads} = ` +
        `${listTotal} documents for ${ASSIGNMENTS} cards; one summary ${one.reads}; roster (page of ${PAGE}) ` +
        `${page.reads} + its work ${work.reads} + versions ${history.reads} = ${detailTotal} for ` +
        `${PAGE + history.result.length} rows`,
    );

    // The kept counts are exactly what counting the submissions gives, after every kind of change.
    const byAssignment = new Map(counts.result.map((c) => [c.assignmentId, c]));
    expect(counts.result).toHaveLength(ASSIGNMENTS);
    for (const expected of recounted) {
      expect(byAssignment.get(expected.assignmentId)).toEqual({ enrolled: STUDENTS, ...expected });
    }
    expect(byAssignment.get(first)).toMatchObject({ submitted: STUDENTS, late: lateStudents, graded: STUDENTS / 2 });
    expect(byAssignment.get(second)).toMatchObject({ submitted: STUDENTS, late: 0, graded: STUDENTS / 2 });
    expect(one.result).toEqual({ enrolled: STUDENTS, submitted: STUDENTS, late: lateStudents, graded: STUDENTS / 2 });

    // "caller" is two reads (session, users row). List: caller, course, each assignment and its
    // question file; summaries: caller, course, one counts row per assignment (no submission).
    expect(list.reads).toBeLessThanOrEqual(FIXED + 2 * ASSIGNMENTS);
    expect(counts.reads).toBeLessThanOrEqual(FIXED + ASSIGNMENTS);
    expect(listTotal).toBeLessThanOrEqual(budget(ASSIGNMENTS));
    // One card's summary: caller, assignment, course, its counts row (it read every submission).
    expect(one.reads).toBeLessThanOrEqual(FIXED + 1);
    // Roster: caller, assignment, course, each enrolment (no submission, no extension). Its work:
    // caller, assignment, course, each submission (the current file is on it: no version, no file
    // row; nobody holds an extension on this assignment). Versions: caller, assignment, course,
    // submission, each version and its file.
    expect(page.result).toHaveLength(PAGE);
    expect(page.reads).toBeLessThanOrEqual(FIXED + PAGE);
    expect(work.result.rows).toHaveLength(PAGE);
    expect(work.reads).toBeLessThanOrEqual(FIXED + PAGE);
    expect(history.result).toHaveLength(2);
    expect(history.reads).toBeLessThanOrEqual(FIXED + 1 + 2 * history.result.length);
    expect(detailTotal).toBeLessThanOrEqual(budget(PAGE + history.result.length));

    // The roster links the current file as before: the file row's own name, size, type and url.
    expect(work.result.rows[1].current).toEqual({
      name: `s1a2.pdf`,
      url: "https://example.ufs.sh/f/s1a2.pdf",
      contentType: "application/pdf",
      size: 1234,
      version: 1,
    });
  },
  figureTimeout(180_000),
);

test("rows older than the kept fields: counted and read as before, kept again from their next change", async () => {
  const t = newTest();
  const { teacher, courseId, students } = await bigCourse(t);
  // An assignment and two submissions as they were written before ADR 0030: no counts row, no
  // current file on the submission. Student 0 handed in late, student 1 on time and was graded.
  const assignmentId = await t.run(async (ctx) => {
    const assignmentId = await ctx.db.insert("assignments", {
      courseId,
      title: "Old essay",
      assignedDate: "2026-11-20",
      deadlineDate: DEADLINE_DATE,
      timeZone: ZONE,
      deadlineAt: DEADLINE_AT,
      instructorName: "Tess",
      postedBy: teacher.userId,
      questionFileId: await ctx.db.insert("files", fileRow(teacher.userId, "assignmentQuestion", "old-q.pdf")),
    });
    for (const s of [0, 1]) {
      const fileId = await ctx.db.insert("files", fileRow(students[s], "submission", `old${s}.pdf`));
      const submittedAt = s === 0 ? DEADLINE_AT + 1 : DEADLINE_AT - 1;
      const versionId = await ctx.db.insert("submissionVersions", {
        assignmentId,
        studentId: students[s],
        version: 1,
        fileId,
        submittedAt,
      });
      await ctx.db.insert("submissions", {
        assignmentId,
        courseId,
        studentId: students[s],
        currentVersionId: versionId,
        versionCount: 1,
        submittedAt,
        ...(s === 1 ? { grade: 80, gradedAt: 1, gradedBy: teacher.userId, gradedVersion: 1 } : {}),
      });
    }
    return assignmentId;
  });
  const teacherAs = teacher.as;
  const oldCounts = { enrolled: STUDENTS, submitted: 2, late: 1, graded: 1 };

  // The course-wide summaries leave it out (its card asks `summary`), which counts the submissions.
  expect(await teacherAs.query(api.submissions.summaries, { courseId })).toEqual([]);
  expect(await teacherAs.query(api.submissions.summary, { assignmentId })).toEqual(oldCounts);
  // The roster's work reads the version and the file for the link, with the same fields as a kept row.
  const before = await teacherAs.query(api.submissions.rosterWork, {
    assignmentId,
    studentIds: [students[0], students[1]],
  });
  expect(before.rows.map((row) => row.current)).toEqual([
    {
      name: "old0.pdf",
      url: "https://example.ufs.sh/f/old0.pdf",
      contentType: "application/pdf",
      size: 1234,
      version: 1,
    },
    {
      name: "old1.pdf",
      url: "https://example.ufs.sh/f/old1.pdf",
      contentType: "application/pdf",
      size: 1234,
      version: 1,
    },
  ]);

  // An extension that rescues student 0 is the assignment's next change: its counts row is taken
  // from the submissions then, and kept from there (a grade, a new hand-in).
  await teacherAs.mutation(api.submissions.grantExtension, {
    assignmentId,
    studentId: students[0],
    deadlineDate: "2026-12-05",
    timeZone: ZONE,
  });
  const kept = await teacherAs.query(api.submissions.summaries, { courseId });
  expect(kept).toEqual([{ assignmentId, ...oldCounts, late: 0 }]);
  await teacherAs.mutation(api.submissions.grade, { assignmentId, studentId: students[0], grade: 75, feedback: "" });
  const third = await t.run((ctx) => ctx.db.insert("files", fileRow(students[2], "submission", "new2.pdf")));
  vi.setSystemTime(DEADLINE_AT + 10);
  await t.withIdentity(identityFor(students[2])).mutation(api.submissions.submit, { assignmentId, fileId: third });
  expect(await teacherAs.query(api.submissions.summary, { assignmentId })).toEqual({
    enrolled: STUDENTS,
    submitted: 3,
    late: 1,
    graded: 2,
  });
  expect(await teacherAs.query(api.submissions.summaries, { courseId })).toEqual([
    { assignmentId, enrolled: STUDENTS, submitted: 3, late: 1, graded: 2 },
  ]);
});

test("a deleted assignment takes its counts row with it; other courses' teachers see no summaries", async () => {
  const t = newTest();
  const { teacher, courseId } = await bigCourse(t);
  const questionFileId = await t.run((ctx) =>
    ctx.db.insert("files", fileRow(teacher.userId, "assignmentQuestion", "q.pdf")),
  );
  const assignmentId = await teacher.as.mutation(api.assignments.post, {
    courseId,
    title: "Short-lived",
    assignedDate: "2026-11-20",
    deadlineDate: DEADLINE_DATE,
    timeZone: ZONE,
    questionFileId,
  });
  expect(await teacher.as.query(api.submissions.summaries, { courseId })).toEqual([
    { assignmentId, enrolled: STUDENTS, submitted: 0, late: 0, graded: 0 },
  ]);
  const other = await seedUser(t, "teacher");
  await expect(other.as.query(api.submissions.summaries, { courseId })).rejects.toThrow(/course's teacher/);
  await teacher.as.mutation(api.assignments.remove, { assignmentId });
  expect(await teacher.as.query(api.submissions.summaries, { courseId })).toEqual([]);
  expect(await t.run((ctx) => ctx.db.query("submissionCounts").collect())).toEqual([]);
});

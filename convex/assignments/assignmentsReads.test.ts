/**
 * Read-count regression test of the teacher's two assignment screens (issue #16, ADR 0030), at a
 * course of 28 students × 3 assignments (bench:reads: 60 × 10) where everyone handed everything in through
 * `submissions.submit`, some late, half graded, with extensions and a deadline change on the way:
 *  - the list: `assignments.listForStaff` + `submissions.summaries` (kept counts: one base row per
 *    assignment, and a shard row for each student shard that handed in since the teacher's last change);
 *  - the detail: `submissions.roster` (page of 25) + `submissions.rosterWork` (its work) +
 *    `submissions.versions`.
 * Both must stay within ADR 0027's budget (2 × rows shown + 20), and the kept counts must equal a
 * count of the submissions themselves. Counted like convex/gradebookReads.test.ts.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { bigCourseIn, DEADLINE_AT, DEADLINE_DATE, enrolmentRow, POSTED_AT, ZONE } from "./assignmentsTests.setup";
import { insertEnrolment } from "../courses/courseMembersTests.setup";
import { listForStaff } from "./model/assignments";
import { SHARDS } from "../events/shards";
import { countSubmissions, pick } from "./model/submissionCounts";
import { roster, summaries, summary, versions } from "./model/submissionsRoster";
import { rosterWork } from "./model/submissionsRosterWork";
import { requireUser } from "../accounts/model/users";
import { figureSize, figureTimeout } from "../figures.setup";
import { measureReads } from "../readCounting.setup";
import { identityFor, newTest, seedUser, type TestConvex } from "../test.setup";

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

/**
 * A file row as finishUpload leaves it for an UploadThing upload (the roster links to its url).
 * `files` is not a projection (a replay cannot store the bytes again): a test may plant its rows.
 */
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
    const courseId = await bigCourseIn(ctx, teacher.userId);
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
      await teacherAs.mutation(api.assignments.assignments.post, {
        instructions: "",
        points: 100,
        holdGrades: false,
        courseId,
        title: `Assignment ${a}`,
        assignedDate: "2026-11-20",
        deadlineDate: DEADLINE_DATE,
        deadlineTime: "23:59",
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
        await as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: files[s * ASSIGNMENTS + a] });
      }
    }
  }
  for (const [s, studentId] of students.entries()) {
    if (s % 2 !== 0) continue;
    for (const assignmentId of assignmentIds) {
      await teacherAs.mutation(api.assignments.submissions.grade, { assignmentId, studentId, grade: 70, feedback: "" });
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
    await teacherAs.mutation(api.assignments.submissions.grantExtension, {
      assignmentId: first,
      studentId: students[0],
      deadlineDate: "2026-12-05",
      timeZone: ZONE,
    });
    await teacherAs.mutation(api.assignments.submissions.grantExtension, {
      assignmentId: first,
      studentId: students[4],
      deadlineDate: "2026-12-05",
      timeZone: ZONE,
    });
    await teacherAs.mutation(api.assignments.submissions.revokeExtension, {
      assignmentId: first,
      studentId: students[4],
    });
    await teacherAs.mutation(api.assignments.submissions.grade, {
      assignmentId: first,
      studentId: students[0],
      grade: 90,
      feedback: "",
    });
    const resubmitted = await t.run((ctx) => ctx.db.insert("files", fileRow(students[1], "submission", "again.pdf")));
    vi.setSystemTime(DEADLINE_AT + 5000);
    await t
      .withIdentity(identityFor(students[1]))
      .mutation(api.assignments.submissions.submit, { assignmentId: first, fileId: resubmitted });
    vi.setSystemTime(POSTED_AT);
    await teacherAs.mutation(api.assignments.assignments.changeDeadline, {
      assignmentId: second,
      deadlineDate: "2026-12-10",
      deadlineTime: "23:59",
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
          ...pick(await countSubmissions(ctx, (await ctx.db.get("assignments", assignmentId))!)),
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

    // "caller" is two reads (session, users row). List: caller, course, each assignment (its
    // question file is kept on it). Summaries: caller, course, its enrolled count (up to SHARDS
    // rows), each assignment's counts rows: its base row, and student 1's shard row on the first
    // (the late resubmission came after the teacher's last change, which folded the others in).
    // No submission is read.
    expect(list.reads).toBeLessThanOrEqual(FIXED + ASSIGNMENTS);
    expect(counts.reads).toBeLessThanOrEqual(FIXED + SHARDS + ASSIGNMENTS + 1);
    expect(listTotal).toBeLessThanOrEqual(budget(ASSIGNMENTS));
    // One card's summary: caller, assignment, course, the enrolled count, its counts row.
    expect(one.reads).toBeLessThanOrEqual(FIXED + SHARDS + 1);
    // Roster: caller, assignment, course, each member row (no submission, no extension). Its work:
    // caller, assignment, course, each submission (the current file is on it: no version, no file
    // row; nobody holds an extension on this assignment). Versions: caller, assignment, course,
    // submission, each version (its file is kept on it).
    expect(page.result).toHaveLength(PAGE);
    expect(page.reads).toBeLessThanOrEqual(FIXED + PAGE);
    expect(work.result.rows).toHaveLength(PAGE);
    expect(work.reads).toBeLessThanOrEqual(FIXED + PAGE);
    expect(history.result).toHaveLength(2);
    expect(history.reads).toBeLessThanOrEqual(FIXED + 1 + history.result.length);
    expect(detailTotal).toBeLessThanOrEqual(budget(PAGE + history.result.length));

    // The roster describes the current file (its name, size and type), never its address.
    expect(work.result.rows[1].current).toEqual({
      name: `s1a2.pdf`,
      contentType: "application/pdf",
      size: 1234,
      version: 1,
    });
  },
  figureTimeout(180_000),
);

test("a deleted assignment takes its counts rows with it; other courses' teachers see no summaries", async () => {
  const t = newTest();
  const { teacher, courseId } = await bigCourse(t);
  const questionFileId = await t.run((ctx) =>
    ctx.db.insert("files", fileRow(teacher.userId, "assignmentQuestion", "q.pdf")),
  );
  const assignmentId = await teacher.as.mutation(api.assignments.assignments.post, {
    instructions: "",
    points: 100,
    holdGrades: false,
    courseId,
    title: "Short-lived",
    assignedDate: "2026-11-20",
    deadlineDate: DEADLINE_DATE,
    deadlineTime: "23:59",
    timeZone: ZONE,
    questionFileId,
  });
  expect(await teacher.as.query(api.assignments.submissions.summaries, { courseId })).toEqual([
    { assignmentId, enrolled: STUDENTS, submitted: 0, late: 0, graded: 0 },
  ]);
  const other = await seedUser(t, "teacher");
  await expect(other.as.query(api.assignments.submissions.summaries, { courseId })).rejects.toThrow(/course's teacher/);
  await teacher.as.mutation(api.assignments.assignments.remove, { assignmentId });
  expect(await teacher.as.query(api.assignments.submissions.summaries, { courseId })).toEqual([]);
  expect(await t.run((ctx) => ctx.db.query("submissionCounts").collect())).toEqual([]);
});

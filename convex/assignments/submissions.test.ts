import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import {
  courseWithPeople,
  DEADLINE_AT,
  eventsOf,
  POSTED_AT,
  postAssignment,
  uploadPdf,
  ZONE,
} from "./assignmentsTests.setup";
import { countRows, plantFile } from "../courses/courseTests.setup";
import { BASE_SHARD, shardOf, SHARDS } from "../events/shards";
import { countSubmissions } from "./model/submissionCounts";
import { grade as gradeWork, submit as submitWork } from "./model/submissions";
import { workOf } from "../shared/submissionsStatus";
import { requireUser } from "../accounts/model/users";
import { measureReads, recordingTables } from "../readCounting.setup";
import { enrol } from "./assignmentsTests.setup";
import { seedUser } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

async function withAssignment() {
  const people = await courseWithPeople();
  const assignmentId = await postAssignment(people.t, people.teacher.as, people.courseId);
  type Person = typeof people.alice;
  const submit = async (who: Person) =>
    await who.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: await uploadPdf(people.t, who.as, "submission"),
    });
  // The student's status as their Assignments page works it out: the list's deadline and their work.
  const mine = async (who: Person) => {
    const [view] = await who.as.query(api.assignments.assignments.listForStudent, { courseId: people.courseId });
    const work = await who.as.query(api.assignments.submissions.myWork, { courseId: people.courseId });
    return workOf(work.find((row) => row.assignmentId === view._id) ?? null, view.myDeadlineAt);
  };
  return { ...people, assignmentId, submit, mine };
}

describe("on time or late (deadline: end of 1 Dec 2026 in New York)", () => {
  test("the last millisecond of the day is on time; one millisecond later is late", async () => {
    const { alice, bob, submit, mine, teacher, assignmentId } = await withAssignment();
    vi.setSystemTime(DEADLINE_AT - 1);
    expect(await submit(alice)).toMatchObject({ version: 1, lateByMs: null });
    vi.setSystemTime(DEADLINE_AT + 1);
    expect(await submit(bob)).toMatchObject({ version: 1, lateByMs: 1 });
    expect(await mine(alice)).toMatchObject({ status: "submitted", submittedAt: DEADLINE_AT - 1, lateByMs: null });
    expect(await mine(bob)).toMatchObject({ status: "late", submittedAt: DEADLINE_AT + 1, lateByMs: 1 });
    expect(await teacher.as.query(api.assignments.submissions.summary, { assignmentId })).toEqual({
      enrolled: 2,
      submitted: 2,
      late: 1,
      graded: 0,
    });
  });

  test("exactly at the deadline instant is still on time; local midnight after it is late", async () => {
    const { alice, bob, submit } = await withAssignment();
    vi.setSystemTime(DEADLINE_AT);
    expect((await submit(alice)).lateByMs).toBeNull();
    vi.setSystemTime(Date.UTC(2026, 11, 2, 5)); // 00:00 on 2 Dec in New York
    expect((await submit(bob)).lateByMs).toBe(1);
  });

  test("an extension moves one student's deadline only", async () => {
    const { t, alice, bob, teacher, assignmentId, submit, mine, otherTeacher, courseId } = await withAssignment();
    const grant = { assignmentId, studentId: alice.userId, deadlineDate: "2026-12-03", timeZone: ZONE };
    await expect(otherTeacher.as.mutation(api.assignments.submissions.grantExtension, grant)).rejects.toThrow(
      /course's teacher/,
    );
    await expect(
      teacher.as.mutation(api.assignments.submissions.grantExtension, { ...grant, deadlineDate: "2026-12-01" }),
    ).rejects.toThrow("An extension must end after the assignment's deadline.");
    const extended = await teacher.as.mutation(api.assignments.submissions.grantExtension, grant);
    expect(extended).toBe(Date.UTC(2026, 11, 4, 4, 59, 59, 999));

    vi.setSystemTime(DEADLINE_AT + 3600_000);
    expect((await submit(alice)).lateByMs).toBeNull();
    expect((await submit(bob)).lateByMs).toBe(3600_000);
    const [aliceView] = await alice.as.query(api.assignments.assignments.listForStudent, { courseId });
    expect(aliceView).toMatchObject({ extendedDeadlineAt: extended, myDeadlineAt: extended, deadlineAt: DEADLINE_AT });
    expect(await mine(bob)).toMatchObject({ status: "late" });
    expect(await eventsOf(t, "extension_granted")).toHaveLength(1);

    await teacher.as.mutation(api.assignments.submissions.revokeExtension, { assignmentId, studentId: alice.userId });
    expect(await mine(alice)).toMatchObject({ status: "late", lateByMs: 3600_000 });
    expect(await eventsOf(t, "extension_revoked")).toHaveLength(1);
  });

  test("a closed assignment refuses new work; reopened, late work is accepted and marked late", async () => {
    const { t, alice, teacher, assignmentId, submit, mine } = await withAssignment();
    await teacher.as.mutation(api.assignments.assignments.close, { assignmentId });
    await expect(submit(alice)).rejects.toThrow("This assignment is closed to new work.");
    expect(await countRows(t, "submissions")).toBe(0);
    await teacher.as.mutation(api.assignments.assignments.reopen, { assignmentId });
    vi.setSystemTime(DEADLINE_AT + 10);
    await submit(alice);
    expect(await mine(alice)).toMatchObject({ status: "late", lateByMs: 10 });
  });
});

describe("versions", () => {
  test("resubmitting replaces the current version and keeps every version for the teacher", async () => {
    const { t, alice, bob, teacher, assignmentId, submit, mine } = await withAssignment();
    await submit(alice);
    vi.setSystemTime(POSTED_AT + 60_000);
    expect(await submit(alice)).toMatchObject({ version: 2 });
    expect(await mine(alice)).toMatchObject({ status: "submitted", versionCount: 2, submittedAt: POSTED_AT + 60_000 });

    const versions = await teacher.as.query(api.assignments.submissions.versions, {
      assignmentId,
      studentId: alice.userId,
    });
    expect(versions.map(({ version, current, submittedAt }) => ({ version, current, submittedAt }))).toEqual([
      { version: 2, current: true, submittedAt: POSTED_AT + 60_000 },
      { version: 1, current: false, submittedAt: POSTED_AT },
    ]);
    for (const v of versions) expect(v).not.toHaveProperty("url");
    expect(
      await alice.as.query(api.assignments.submissions.versions, { assignmentId, studentId: alice.userId }),
    ).toHaveLength(2);

    const roster = await teacher.as.query(api.assignments.submissions.roster, {
      assignmentId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    const work = await teacher.as.query(api.assignments.submissions.rosterWork, {
      assignmentId,
      studentIds: roster.page.map((row) => row.studentId),
    });
    const aliceRow = work.rows.find((row) => row.studentId === alice.userId)!;
    expect(aliceRow.current).toMatchObject({ version: 2 });
    expect(aliceRow.current?.name).toBe(versions[0].name);
    // Bob is on the roster but has no work: no row, "not submitted" by the assignment's deadline.
    expect(roster.page.map((row) => row.studentName).sort()).toEqual(["Alice", "Bob"]);
    expect(work.rows.find((row) => row.studentId === bob.userId)).toBeUndefined();
    expect(work.deadlineAt).toBe(DEADLINE_AT);
    expect(await eventsOf(t, "submitted")).toHaveLength(2);
  });

  test("two racing submits leave exactly one current version", async () => {
    const { t, alice, assignmentId } = await withAssignment();
    const files = [await uploadPdf(t, alice.as, "submission"), await uploadPdf(t, alice.as, "submission")];
    const results = await Promise.all(
      files.map((fileId) => alice.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId })),
    );
    expect(results.map((r) => r.version).sort()).toEqual([1, 2]);
    const state = await t.run(async (ctx) => {
      const rows = await ctx.db.query("submissions").collect();
      const versions = await ctx.db.query("submissionVersions").collect();
      return { rows, versions };
    });
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0].versionCount).toBe(2);
    expect(state.versions.map((v) => v.version).sort()).toEqual([1, 2]);
    // The current file is the last version's.
    const { version, ...currentFile } = state.rows[0].currentFile;
    expect(version).toBe(2);
    expect(state.versions.find((v) => v.version === 2)?.file).toEqual(currentFile);
  });
});

describe("who may submit and with which file", () => {
  test("only enrolled students; only their own submission upload, once", async () => {
    const { t, alice, bob, outsider, teacher, assignmentId, submit } = await withAssignment();
    await expect(submit(outsider)).rejects.toThrow("Enrol in this course to see its assignments.");
    const teachersFile = await plantFile(t, teacher.userId, "submission");
    await expect(
      teacher.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: teachersFile }),
    ).rejects.toThrow(/Only students/);
    const bobsFile = await uploadPdf(t, bob.as, "submission");
    await expect(
      alice.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: bobsFile }),
    ).rejects.toThrow(/upload was not found/);
    const questionPurpose = await plantFile(t, alice.userId, "assignmentQuestion");
    await expect(
      alice.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: questionPurpose }),
    ).rejects.toThrow(/uploaded for something else/);
    const mine = await uploadPdf(t, alice.as, "submission");
    await alice.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: mine });
    await expect(alice.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: mine })).rejects.toThrow(
      "That file was already submitted.",
    );
    expect(await countRows(t, "submissionVersions")).toBe(1);
  });
});

describe("grades", () => {
  test.each([-1, 100.01, 101, 87.55, Number.NaN, Number.POSITIVE_INFINITY])("grade %d is refused", async (grade) => {
    const { t, alice, teacher, assignmentId, submit } = await withAssignment();
    await submit(alice);
    await expect(
      teacher.as.mutation(api.assignments.submissions.grade, {
        assignmentId,
        studentId: alice.userId,
        grade,
        feedback: "",
      }),
    ).rejects.toThrow(/Grade (must be|may have)/);
    expect(await eventsOf(t, "graded")).toHaveLength(0);
  });

  test("feedback is bounded; nothing to grade without a submission", async () => {
    const { alice, bob, teacher, assignmentId, submit } = await withAssignment();
    await submit(alice);
    await expect(
      teacher.as.mutation(api.assignments.submissions.grade, {
        assignmentId,
        studentId: alice.userId,
        grade: 50,
        feedback: "x".repeat(2001),
      }),
    ).rejects.toThrow("Feedback must be at most 2000 characters.");
    await expect(
      teacher.as.mutation(api.assignments.submissions.grade, {
        assignmentId,
        studentId: bob.userId,
        grade: 50,
        feedback: "",
      }),
    ).rejects.toThrow("This student has not submitted anything to grade.");
  });

  test("the student sees their own grade at once, and nobody else's", async () => {
    const { t, alice, bob, teacher, otherTeacher, assignmentId, submit, mine, courseId } = await withAssignment();
    await submit(alice);
    await submit(bob);
    const grade = { assignmentId, studentId: alice.userId, grade: 87.5, feedback: "  Clear and correct.  " };
    await expect(otherTeacher.as.mutation(api.assignments.submissions.grade, grade)).rejects.toThrow(
      /course's teacher/,
    );
    await expect(bob.as.mutation(api.assignments.submissions.grade, grade)).rejects.toThrow(/Only teachers/);
    await teacher.as.mutation(api.assignments.submissions.grade, grade);

    expect(await mine(alice)).toMatchObject({ status: "graded", grade: 87.5, feedback: "Clear and correct." });
    expect(await mine(bob)).toMatchObject({ status: "submitted", grade: null, feedback: null });
    expect(JSON.stringify(await bob.as.query(api.assignments.assignments.listForStudent, { courseId }))).not.toContain(
      "Clear and correct",
    );
    await expect(
      bob.as.query(api.assignments.submissions.versions, { assignmentId, studentId: alice.userId }),
    ).rejects.toThrow("You can only see your own submissions.");
    await expect(
      bob.as.query(api.assignments.submissions.roster, { assignmentId, paginationOpts: { numItems: 5, cursor: null } }),
    ).rejects.toThrow(/Only teachers/);
    expect(await teacher.as.query(api.assignments.submissions.summary, { assignmentId })).toMatchObject({
      submitted: 2,
      graded: 1,
    });

    const events = await eventsOf(t, "graded");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: teacher.userId, subjectUserId: alice.userId });

    // A later version after grading keeps the grade and says so.
    await submit(alice);
    expect(await mine(alice)).toMatchObject({ status: "graded", grade: 87.5, resubmittedAfterGrading: true });
    // Boundaries are accepted.
    await teacher.as.mutation(api.assignments.submissions.grade, { ...grade, grade: 0 });
    await teacher.as.mutation(api.assignments.submissions.grade, { ...grade, grade: 100 });
    expect(await mine(alice)).toMatchObject({ grade: 100, resubmittedAfterGrading: false });
  });
  test("a regrade to the same grade skips the counts row: one document less than the first grade", async () => {
    const { teacher, assignmentId, submit, alice, bob } = await withAssignment();
    await submit(alice);
    await submit(bob);
    const gradeAlice = async (grade: number) =>
      await teacher.as.run(async (ctx) => {
        const user = await requireUser(ctx);
        const input = { assignmentId, studentId: alice.userId, grade, feedback: "" };
        const tables = new Set<string>();
        const { reads } = await measureReads(
          recordingTables(ctx, tables),
          async (c) => await gradeWork(c, user, input),
        );
        const assignment = await ctx.db.get("assignments", assignmentId);
        return { reads, tables: [...tables], recounted: await countSubmissions(ctx, assignment!) };
      });
    const first = await gradeAlice(70);
    const again = await gradeAlice(70);
    // A different grade moves the kept grade sum (ADR 0040): it reads the counts row like the first.
    const changed = await gradeAlice(85);
    expect(first.tables).toContain("submissionCounts");
    expect(again.tables).not.toContain("submissionCounts");
    expect(changed.tables).toContain("submissionCounts");
    expect(again.reads).toBeLessThanOrEqual(first.reads - 1);
    expect(changed.reads).toBeLessThanOrEqual(first.reads);
    const kept = { submitted: 2, late: 0, graded: 1 };
    expect(first.recounted).toMatchObject(kept);
    expect(again.recounted).toMatchObject(kept);
    expect(await teacher.as.query(api.assignments.submissions.summary, { assignmentId })).toMatchObject(kept);
  });
});

describe("the kept counts under a hand-in rush (no hot document)", () => {
  test("each hand-in writes only its student's shard row; the teacher's grade folds them into one", async () => {
    const { t, teacher, courseId, assignmentId } = await withAssignment();
    const students = [];
    for (let i = 0; i < 3 * SHARDS; i++) {
      const student = await seedUser(t, "student", { displayName: `Rush ${i}` });
      await enrol(t, student.userId, courseId, student.displayName);
      students.push({ ...student, fileId: await uploadPdf(t, student.as, "submission") });
    }
    // Every hand-in of the deadline minute, with the counts documents it writes (it reads only the
    // range of its own shard row, so two hand-ins conflict only within a shard).
    vi.setSystemTime(DEADLINE_AT - 30_000);
    const touchedBy = new Map<string, string[]>();
    for (const student of students) {
      const touched = await student.as.run(async (ctx) => {
        const seen = new Set<string>();
        const db = new Proxy(ctx.db, {
          get(target, prop) {
            const value: unknown = Reflect.get(target, prop, target);
            if (typeof value !== "function") return value;
            return (...args: unknown[]) => {
              if ((prop === "patch" || prop === "delete") && args[0] === "submissionCounts") seen.add(String(args[1]));
              const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
              if (prop === "insert" && args[0] === "submissionCounts") {
                return (result as Promise<string>).then((id) => (seen.add(id), id));
              }
              return result;
            };
          },
        });
        await submitWork({ ...ctx, db }, await requireUser(ctx), { assignmentId, fileId: student.fileId });
        return [...seen];
      });
      touchedBy.set(student.userId, touched);
    }
    const rows = await t.run((ctx) => ctx.db.query("submissionCounts").collect());
    const shardRow = (shard: number) => rows.find((row) => row.shard === shard);
    for (const student of students) {
      // One counts document per hand-in, its student's shard: never the assignment's base row.
      expect(touchedBy.get(student.userId)).toEqual([shardRow(shardOf(student.userId))?._id]);
    }
    const distinct = new Set([...touchedBy.values()].flat());
    expect(distinct.size).toBeLessThanOrEqual(SHARDS);
    expect(shardRow(BASE_SHARD)).toMatchObject({ submitted: 0 });
    expect(await teacher.as.query(api.assignments.submissions.summary, { assignmentId })).toMatchObject({
      submitted: students.length,
      late: 0,
      graded: 0,
    });

    // The teacher's first grade folds the shard rows into the base row: one row to read again.
    await teacher.as.mutation(api.assignments.submissions.grade, {
      assignmentId,
      studentId: students[0].userId,
      grade: 80,
      feedback: "",
    });
    const after = await t.run((ctx) => ctx.db.query("submissionCounts").collect());
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ shard: BASE_SHARD, submitted: students.length, graded: 1, gradeTenths: 800 });
  });
});

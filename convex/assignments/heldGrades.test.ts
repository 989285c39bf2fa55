/**
 * Held grades (ADR 0061), the grader's reads and a due time of day: while an assignment's grades
 * are held its students see nothing of them and are told nothing; on release every graded student
 * sees their grade at once and gets one notification.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { DEADLINE_AT, POSTED_AT, postAssignment, ZONE } from "./assignmentsTests.setup";
import { bell, classWithPeople, replayDifferences, submitWork } from "../notifications/notificationsTests.setup";
import type { TestConvex } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The student's notifications about grades (the bell's titles). */
async function gradeNews(as: Parameters<typeof bell>[0]) {
  return (await bell(as)).filter((row) => row.type === "graded").map((row) => row.title);
}

async function heldAssignment() {
  const people = await classWithPeople();
  const { t, teacher, courseId, alice, bob, outsider } = people;
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes", holdGrades: true });
  await submitWork(t, alice.as, assignmentId);
  await submitWork(t, bob.as, assignmentId);
  const grade = (studentId: Id<"users">, value: number) =>
    teacher.as.mutation(api.assignments.submissions.grade, {
      assignmentId,
      studentId,
      grade: value,
      feedback: `Feedback ${value}`,
    });
  return { ...people, t: t as TestConvex, assignmentId, grade, outsider };
}

describe("held grades", () => {
  test("students see nothing and hear nothing until release, then all at once, one notification each", async () => {
    const { t, teacher, courseId, alice, bob, assignmentId, grade } = await heldAssignment();
    await grade(alice.userId, 91);
    await grade(alice.userId, 93); // a regrade while held tells nothing either

    const [aliceRow] = await alice.as.query(api.assignments.submissions.myWork, { courseId });
    // Nothing of the grade reaches her: the work reads as handed in.
    expect(aliceRow.rubric).toBeNull();
    for (const key of ["grade", "feedback", "gradedAt", "gradedVersion"]) expect(aliceRow).not.toHaveProperty(key);
    expect(await gradeNews(alice.as)).toEqual([]);
    // The teacher sees the grades as usual.
    const list = await teacher.as.query(api.assignments.submissions.graderList, { assignmentId });
    expect(list.map((row) => [row.name, row.status, row.grade])).toEqual([
      ["Alice", "graded", 93],
      ["Bob", "submitted", null],
    ]);

    await teacher.as.mutation(api.assignments.assignments.releaseGrades, { assignmentId });
    const [released] = await alice.as.query(api.assignments.submissions.myWork, { courseId });
    expect(released).toMatchObject({ grade: 93, feedback: "Feedback 93" });
    expect(await gradeNews(alice.as)).toEqual(["Your grade for Lifetimes is ready"]);
    // Bob was not graded: nothing to tell him. A second release changes nothing.
    expect(await gradeNews(bob.as)).toEqual([]);
    await teacher.as.mutation(api.assignments.assignments.releaseGrades, { assignmentId });
    expect(await gradeNews(alice.as)).toHaveLength(1);
    // After release a grade is told at once, as without holding.
    await grade(bob.userId, 70);
    expect(await gradeNews(bob.as)).toEqual(["Your work on Lifetimes was graded: 70 / 100"]);
    expect(await replayDifferences(t, () => t.finishAllScheduledFunctions(() => {}))).toEqual([]);
  });

  test("holding again hides released grades; every graded student is told on the next release", async () => {
    const { teacher, courseId, alice, bob, assignmentId, grade } = await heldAssignment();
    await teacher.as.mutation(api.assignments.assignments.releaseGrades, { assignmentId });
    await grade(alice.userId, 80);
    await teacher.as.mutation(api.assignments.assignments.holdGrades, { assignmentId });
    await grade(bob.userId, 60);
    for (const who of [alice, bob]) {
      const [row] = await who.as.query(api.assignments.submissions.myWork, { courseId });
      expect(row.grade).toBeUndefined();
    }
    const [view] = await alice.as.query(api.assignments.assignments.listForStudent, { courseId });
    expect(view.gradesHeld).toBe(true);
    await teacher.as.mutation(api.assignments.assignments.releaseGrades, { assignmentId });
    expect(await gradeNews(bob.as)).toEqual(["Your grade for Lifetimes is ready"]);
    expect(await gradeNews(alice.as)).toEqual([
      "Your grade for Lifetimes is ready",
      "Your work on Lifetimes was graded: 80 / 100",
    ]);
  });

  test("only the course's teacher or an Admin holds and releases", async () => {
    const { alice, otherTeacher, admin, assignmentId } = await heldAssignment();
    await expect(alice.as.mutation(api.assignments.assignments.releaseGrades, { assignmentId })).rejects.toThrow(
      /Only teachers/,
    );
    await expect(otherTeacher.as.mutation(api.assignments.assignments.releaseGrades, { assignmentId })).rejects.toThrow(
      /course's teacher/,
    );
    await admin.as.mutation(api.assignments.assignments.releaseGrades, { assignmentId });
    await admin.as.mutation(api.assignments.assignments.holdGrades, { assignmentId });
  });
});

describe("the grader's reads", () => {
  test("graderWork: the student, their versions described newest first, the current grade and who gave it", async () => {
    const { t, teacher, alice, bob, assignmentId, grade, outsider } = await heldAssignment();
    vi.setSystemTime(DEADLINE_AT + 60_000);
    await submitWork(t, alice.as, assignmentId);
    await grade(alice.userId, 75);
    const work = await teacher.as.query(api.assignments.submissions.graderWork, {
      assignmentId,
      studentId: alice.userId,
    });
    expect(work).toMatchObject({
      student: { _id: alice.userId, name: "Alice" },
      status: "graded",
      deadlineAt: DEADLINE_AT,
      current: { grade: 75, feedback: "Feedback 75", rubric: null, overrideReason: null, version: 2 },
    });
    expect(work.current?.graderName).toBe("Tess Teacher");
    expect(work.versions.map((v) => [v.version, v.name, v.late])).toEqual([
      [2, "answer.pdf", true],
      [1, "answer.pdf", false],
    ]);
    expect(Object.keys(work.versions[0]).sort()).toEqual([
      "contentType",
      "late",
      "name",
      "size",
      "submittedAt",
      "version",
    ]);
    const bobs = await teacher.as.query(api.assignments.submissions.graderWork, {
      assignmentId,
      studentId: bob.userId,
    });
    expect(bobs).toMatchObject({ status: "submitted", current: null });
    await expect(
      teacher.as.query(api.assignments.submissions.graderWork, { assignmentId, studentId: outsider.userId }),
    ).rejects.toThrow("That student is not enrolled in this course.");
  });

  test("graderList: every enrolled student by their current name, a missing one too", async () => {
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId);
    vi.setSystemTime(DEADLINE_AT + 1);
    await submitWork(t, bob.as, assignmentId);
    const list = await teacher.as.query(api.assignments.submissions.graderList, { assignmentId });
    expect(list).toEqual([
      { studentId: alice.userId, name: "Alice", status: "missing", submittedAt: null, grade: null, versionCount: 0 },
      {
        studentId: bob.userId,
        name: "Bob",
        status: "late",
        submittedAt: DEADLINE_AT + 1,
        grade: null,
        versionCount: 1,
      },
    ]);
    // Named as they are now (their user row, like the file links), and sorted by that name.
    await t.run((ctx) => ctx.db.patch("users", bob.userId, { displayName: "Aaron" }));
    const renamed = await teacher.as.query(api.assignments.submissions.graderList, { assignmentId });
    expect(renamed.map((row) => row.name)).toEqual(["Aaron", "Alice"]);
  });
});

describe("a due time of day", () => {
  test("the deadline is the end of that minute where it was set; work after it is late", async () => {
    const { t, teacher, courseId, alice, bob } = await classWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { deadlineTime: "09:30" });
    // 1 December 09:30 in New York (EST, UTC-5) ends at 14:30:59.999 UTC.
    const dueAt = Date.UTC(2026, 11, 1, 14, 30, 59, 999);
    const [view] = await alice.as.query(api.assignments.assignments.listForStudent, { courseId });
    expect(view).toMatchObject({ deadlineTime: "09:30", deadlineAt: dueAt, myDeadlineAt: dueAt });
    vi.setSystemTime(dueAt);
    expect((await submitWork(t, alice.as, assignmentId)).lateByMs).toBeNull();
    vi.setSystemTime(dueAt + 1);
    expect((await submitWork(t, bob.as, assignmentId)).lateByMs).toBe(1);
    vi.setSystemTime(POSTED_AT);
    await expect(postAssignment(t, teacher.as, courseId, { deadlineTime: "9:30" })).rejects.toThrow(
      "Due time must be a time of day (HH:MM, 24-hour clock).",
    );
    expect(
      await teacher.as.mutation(api.assignments.assignments.changeDeadline, {
        assignmentId,
        deadlineDate: "2026-12-02",
        deadlineTime: "00:00",
        timeZone: ZONE,
      }),
    ).toBe(Date.UTC(2026, 11, 2, 5, 0, 59, 999));
  });
});

/**
 * A submission's grade history (issue #26): every grade and its feedback, who gave it and when,
 * oldest first, from the `graded` events; restoring an earlier grade makes it current again and
 * adds it to the history. Only the course's teacher or an Admin sees or restores it.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { courseWithPeople, eventsOf, POSTED_AT, postAssignment, uploadPdf } from "./assignmentsTests.setup";
import { workOf } from "../shared/submissionsStatus";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

/** Alice handed in and was graded three times: by her teacher, by an Admin, by her teacher again. */
async function gradedThreeTimes() {
  const people = await courseWithPeople();
  const { t, teacher, admin, alice, bob, courseId } = people;
  const assignmentId = await postAssignment(t, teacher.as, courseId);
  for (const who of [alice, bob]) {
    await who.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: await uploadPdf(t, who.as, "submission"),
    });
  }
  const grade = async (as: typeof teacher.as, grade: number, feedback: string, at: number) => {
    vi.setSystemTime(at);
    await as.mutation(api.assignments.submissions.grade, { assignmentId, studentId: alice.userId, grade, feedback });
  };
  await grade(teacher.as, 70, "A start.", POSTED_AT + MINUTE);
  await grade(admin.as, 85.5, "Better.", POSTED_AT + 2 * MINUTE);
  await grade(teacher.as, 60, "On reflection, weaker.", POSTED_AT + 3 * MINUTE);
  const history = { assignmentId, studentId: alice.userId };
  // Alice's own view of her work: what the Assignments page shows her.
  const aliceWork = async () => {
    const [row] = await alice.as.query(api.assignments.submissions.myWork, { courseId });
    return workOf(row, Number.MAX_SAFE_INTEGER);
  };
  return { ...people, assignmentId, history, aliceWork };
}

describe("submissions.gradeHistory", () => {
  test("lists every grade with its feedback, grader and time, oldest first; the newest is current", async () => {
    const { t, teacher, admin, history } = await gradedThreeTimes();
    const entries = await teacher.as.query(api.assignments.submissions.gradeHistory, history);
    expect(entries.map(({ eventId: _, ...entry }) => entry)).toEqual([
      {
        grade: 70,
        feedback: "A start.",
        version: 1,
        graderName: "Tess Teacher",
        gradedAt: POSTED_AT + MINUTE,
        restoredFrom: null,
        rubric: null,
        overrideReason: null,
        current: false,
      },
      {
        grade: 85.5,
        feedback: "Better.",
        version: 1,
        graderName: admin.displayName,
        gradedAt: POSTED_AT + 2 * MINUTE,
        restoredFrom: null,
        rubric: null,
        overrideReason: null,
        current: false,
      },
      {
        grade: 60,
        feedback: "On reflection, weaker.",
        version: 1,
        graderName: "Tess Teacher",
        gradedAt: POSTED_AT + 3 * MINUTE,
        restoredFrom: null,
        rubric: null,
        overrideReason: null,
        current: true,
      },
    ]);
    // Each entry is one graded event of the log, which keeps the grade each one replaced.
    const graded = await eventsOf(t, "graded");
    expect(graded.map((event) => event._id)).toEqual(entries.map((entry) => entry.eventId));
    expect(graded.map((event) => event.type === "graded" && event.previous)).toEqual([
      null,
      { grade: 70, feedback: "A start." },
      { grade: 85.5, feedback: "Better." },
    ]);
    // An Admin sees the same; a student with nothing graded has an empty history.
    expect(await admin.as.query(api.assignments.submissions.gradeHistory, history)).toEqual(entries);
  });

  test("a work never graded has an empty history", async () => {
    const { teacher, bob, assignmentId } = await gradedThreeTimes();
    expect(
      await teacher.as.query(api.assignments.submissions.gradeHistory, { assignmentId, studentId: bob.userId }),
    ).toEqual([]);
  });

  test("a student and another course's teacher get nothing: they are refused", async () => {
    const { alice, bob, outsider, otherTeacher, t, history } = await gradedThreeTimes();
    await expect(alice.as.query(api.assignments.submissions.gradeHistory, history)).rejects.toThrow(/Only teachers/);
    await expect(bob.as.query(api.assignments.submissions.gradeHistory, history)).rejects.toThrow(/Only teachers/);
    await expect(outsider.as.query(api.assignments.submissions.gradeHistory, history)).rejects.toThrow(/Only teachers/);
    await expect(otherTeacher.as.query(api.assignments.submissions.gradeHistory, history)).rejects.toThrow(
      "Only this course's teacher or an admin can do this.",
    );
    await expect(t.query(api.assignments.submissions.gradeHistory, history)).rejects.toThrow(/sign in/);
  });
});

describe("submissions.restoreGrade", () => {
  test("makes an earlier grade current again and adds it to the history as a restore", async () => {
    const { t, teacher, alice, history, aliceWork, courseId } = await gradedThreeTimes();
    const [first, second] = await teacher.as.query(api.assignments.submissions.gradeHistory, history);
    vi.setSystemTime(POSTED_AT + 10 * MINUTE);
    await teacher.as.mutation(api.assignments.submissions.restoreGrade, { ...history, eventId: second.eventId });

    expect(await aliceWork()).toMatchObject({ status: "graded", grade: 85.5, feedback: "Better." });
    const entries = await teacher.as.query(api.assignments.submissions.gradeHistory, history);
    expect(entries).toHaveLength(4);
    expect(entries.slice(0, 3).every((entry) => !entry.current)).toBe(true);
    expect(entries[3]).toMatchObject({
      grade: 85.5,
      feedback: "Better.",
      version: 1,
      graderName: "Tess Teacher",
      gradedAt: POSTED_AT + 10 * MINUTE,
      restoredFrom: { eventId: second.eventId, gradedAt: second.gradedAt },
      current: true,
    });
    const restore = (await eventsOf(t, "graded")).at(-1)!;
    expect(restore).toMatchObject({
      actorId: teacher.userId,
      subjectUserId: alice.userId,
      grade: 85.5,
      previous: { grade: 60, feedback: "On reflection, weaker." },
      restoredFrom: second.eventId,
    });

    // The kept counts and averages follow: one graded work, its grade now 85.5.
    const book = await teacher.as.query(api.assignments.gradebook.get, { courseId });
    expect(book.assignments[0]).toMatchObject({ graded: 1, average: 85.5 });

    // Restoring the first grade too; restoring the current grade changes nothing.
    await teacher.as.mutation(api.assignments.submissions.restoreGrade, { ...history, eventId: first.eventId });
    const latest = (await teacher.as.query(api.assignments.submissions.gradeHistory, history)).at(-1)!;
    expect(latest).toMatchObject({ grade: 70, restoredFrom: { eventId: first.eventId } });
    await teacher.as.mutation(api.assignments.submissions.restoreGrade, { ...history, eventId: latest.eventId });
    expect(await teacher.as.query(api.assignments.submissions.gradeHistory, history)).toHaveLength(5);
    expect(await aliceWork()).toMatchObject({ grade: 70, feedback: "A start." });
  });

  test("a restore keeps the version the grade was given on: newer work shows as handed in after it", async () => {
    const { t, teacher, alice, history, assignmentId, aliceWork } = await gradedThreeTimes();
    await alice.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: await uploadPdf(t, alice.as, "submission"),
    });
    await teacher.as.mutation(api.assignments.submissions.grade, {
      ...history,
      grade: 95,
      feedback: "Version 2 is great.",
    });
    const [first] = await teacher.as.query(api.assignments.submissions.gradeHistory, history);
    await teacher.as.mutation(api.assignments.submissions.restoreGrade, { ...history, eventId: first.eventId });
    expect(await aliceWork()).toMatchObject({ grade: 70, versionCount: 2, resubmittedAfterGrading: true });
  });

  test("only the course's teacher or an Admin; only an entry of this student's history", async () => {
    const { t, teacher, admin, alice, bob, otherTeacher, history, aliceWork } = await gradedThreeTimes();
    const [first] = await teacher.as.query(api.assignments.submissions.gradeHistory, history);
    const restore = { ...history, eventId: first.eventId };
    await expect(alice.as.mutation(api.assignments.submissions.restoreGrade, restore)).rejects.toThrow(/Only teachers/);
    await expect(otherTeacher.as.mutation(api.assignments.submissions.restoreGrade, restore)).rejects.toThrow(
      "Only this course's teacher or an admin can do this.",
    );
    // Another student's submission, or an event that is no grade of this work: not found.
    await expect(
      teacher.as.mutation(api.assignments.submissions.restoreGrade, { ...restore, studentId: bob.userId }),
    ).rejects.toThrow("That grade was not found in this student's history.");
    const posted = (await eventsOf(t, "assignment_posted"))[0];
    await expect(
      teacher.as.mutation(api.assignments.submissions.restoreGrade, { ...history, eventId: posted._id }),
    ).rejects.toThrow("That grade was not found in this student's history.");
    expect(await teacher.as.query(api.assignments.submissions.gradeHistory, history)).toHaveLength(3);
    expect(await aliceWork()).toMatchObject({ grade: 60 });

    await admin.as.mutation(api.assignments.submissions.restoreGrade, restore);
    expect(await aliceWork()).toMatchObject({ grade: 70 });
    expect((await teacher.as.query(api.assignments.submissions.gradeHistory, history)).at(-1)?.graderName).toBe(
      admin.displayName,
    );
  });
});

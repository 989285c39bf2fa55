/**
 * `submissions.myWork` (ADR 0043): a student's own work in a course, apart from the assignment
 * list, so a hand-in re-runs the small list only, and no one sees another's work through it.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { courseWithPeople, DEADLINE_AT, POSTED_AT, postAssignment, uploadPdf } from "./assignmentsTests.setup";
import { listForStudent } from "./model/assignments";
import { myWork } from "./model/submissionsMine";
import { requireUser } from "../accounts/model/users";
import { measureReads } from "../readCounting.setup";
import { identityFor } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

async function twoAssignmentsAliceHandedIn() {
  const people = await courseWithPeople();
  const { t, alice, bob, teacher, courseId } = people;
  const first = await postAssignment(t, teacher.as, courseId, { title: "Essay" });
  const second = await postAssignment(t, teacher.as, courseId, { title: "Lab" });
  const handIn = async (who: typeof alice, assignmentId: typeof first) =>
    await who.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: await uploadPdf(t, who.as, "submission"),
    });
  await handIn(alice, first);
  vi.setSystemTime(DEADLINE_AT + 1);
  await handIn(alice, first);
  await handIn(bob, second);
  await teacher.as.mutation(api.assignments.submissions.grade, {
    assignmentId: first,
    studentId: alice.userId,
    grade: 91,
    feedback: "Good.",
  });
  return { ...people, first, second, handIn };
}

describe("submissions.myWork", () => {
  test("gives the caller their own rows only, with just what the status needs", async () => {
    const { alice, bob, first, second, courseId } = await twoAssignmentsAliceHandedIn();
    const aliceWork = await alice.as.query(api.assignments.submissions.myWork, { courseId });
    expect(aliceWork).toEqual([
      {
        assignmentId: first,
        submittedAt: DEADLINE_AT + 1,
        versionCount: 2,
        grade: 91,
        feedback: "Good.",
        gradedAt: DEADLINE_AT + 1,
        gradedVersion: 2,
        rubric: null,
        currentFile: expect.objectContaining({ version: 2, submittedAt: DEADLINE_AT + 1 }),
      },
    ]);
    // The current file is described (name, size, type), never linked; nor who graded it.
    expect(Object.keys(aliceWork[0].currentFile).sort()).toEqual([
      "contentType",
      "name",
      "size",
      "submittedAt",
      "version",
    ]);
    expect(Object.keys(aliceWork[0])).not.toContain("gradedBy");
    expect(Object.keys(aliceWork[0])).not.toContain("currentVersionId");
    const bobWork = await bob.as.query(api.assignments.submissions.myWork, { courseId });
    expect(bobWork.map((row) => row.assignmentId)).toEqual([second]);
  });

  test("strangers, staff and bad ids get nothing; signed-out callers are refused", async () => {
    const { t, outsider, teacher, admin, courseId } = await twoAssignmentsAliceHandedIn();
    expect(await outsider.as.query(api.assignments.submissions.myWork, { courseId })).toEqual([]);
    expect(await teacher.as.query(api.assignments.submissions.myWork, { courseId })).toEqual([]);
    expect(await admin.as.query(api.assignments.submissions.myWork, { courseId })).toEqual([]);
    expect(await outsider.as.query(api.assignments.submissions.myWork, { courseId: "nonsense" })).toEqual([]);
    await expect(t.query(api.assignments.submissions.myWork, { courseId })).rejects.toThrow(/sign in/);
  });

  test("the assignment list reads no submissions, so a hand-in does not re-run it", async () => {
    const { t, alice, second, courseId, handIn } = await twoAssignmentsAliceHandedIn();
    const reads = async () =>
      await t.withIdentity(identityFor(alice.userId)).run(async (ctx) => {
        const list = await measureReads(ctx, async (c) => await listForStudent(c, await requireUser(c), courseId));
        const work = await measureReads(ctx, async (c) => await myWork(c, alice.userId, courseId));
        return { list: list.reads, work: work.reads };
      });
    const before = await reads();
    await handIn(alice, second);
    const after = await reads();
    // The list (the caller, the course, their member row, 2 assignments and their question files)
    // does not grow with the student's work; myWork reads one row per handed-in assignment.
    expect(after.list).toBeLessThanOrEqual(before.list);
    // One handed-in assignment, then two: one row each (and the growth is one per hand-in).
    expect(before.work).toBeLessThanOrEqual(1);
    expect(after.work).toBeGreaterThan(before.work);
    expect(after.work).toBeLessThanOrEqual(2);
  });
});

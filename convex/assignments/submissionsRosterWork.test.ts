/** `submissions.rosterWork`: the course's staff only, and nothing about students not on its roster. */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { courseWithPeople, enrol, POSTED_AT, postAssignment, uploadPdf, ZONE } from "./assignmentsTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Alice handed in to Tess's course; Olga is enrolled only in another teacher's course and handed in there. */
async function twoCourses() {
  const people = await courseWithPeople();
  const { t, teacher, otherTeacher, outsider, alice, courseId } = people;
  const assignmentId = await postAssignment(t, teacher.as, courseId);
  const handIn = async (who: typeof alice, id: Id<"assignments">) =>
    await who.as.mutation(api.assignments.submissions.submit, {
      assignmentId: id,
      fileId: await uploadPdf(t, who.as, "submission", "secret-work.pdf"),
    });
  await handIn(alice, assignmentId);
  const otherCourseId: Id<"courses"> = await otherTeacher.as.mutation(api.courses.courses.create, {
    name: "Go for Everyone",
    description: "Goroutines.",
    durationHours: 5,
    instructorName: "Otto",
    category: "Systems",
  });
  await enrol(t, outsider.userId, otherCourseId, "Olga Outsider");
  const otherAssignmentId = await postAssignment(t, otherTeacher.as, otherCourseId);
  await handIn(outsider, otherAssignmentId);
  await otherTeacher.as.mutation(api.assignments.submissions.grantExtension, {
    assignmentId: otherAssignmentId,
    studentId: outsider.userId,
    deadlineDate: "2026-12-05",
    timeZone: ZONE,
  });
  return { ...people, assignmentId, otherAssignmentId };
}

test("only the course's teacher or an Admin gets its work; students and other teachers are refused", async () => {
  const { alice, bob, outsider, otherTeacher, admin, teacher, assignmentId } = await twoCourses();
  const args = { assignmentId, studentIds: [alice.userId, bob.userId] };
  await expect(outsider.as.query(api.assignments.submissions.rosterWork, args)).rejects.toThrow(/Only teachers/);
  await expect(alice.as.query(api.assignments.submissions.rosterWork, args)).rejects.toThrow(/Only teachers/);
  await expect(otherTeacher.as.query(api.assignments.submissions.rosterWork, args)).rejects.toThrow(/course's teacher/);
  const asTeacher = await teacher.as.query(api.assignments.submissions.rosterWork, args);
  expect(asTeacher.rows.map((row) => [row.studentId, row.work.status])).toEqual([[alice.userId, "submitted"]]);
  expect(await admin.as.query(api.assignments.submissions.rosterWork, args)).toEqual(asTeacher);
});

test("ids of students not enrolled in the course return nothing about them, even with work elsewhere", async () => {
  const { alice, outsider, otherTeacher, teacher, assignmentId, otherAssignmentId } = await twoCourses();
  const work = await teacher.as.query(api.assignments.submissions.rosterWork, {
    assignmentId,
    studentIds: [outsider.userId, otherTeacher.userId, alice.userId, alice.userId],
  });
  expect(work.rows.map((row) => row.studentId)).toEqual([alice.userId]);
  // Asking about the other course's assignment, where Olga did hand in, is refused outright.
  await expect(
    teacher.as.query(api.assignments.submissions.rosterWork, {
      assignmentId: otherAssignmentId,
      studentIds: [outsider.userId],
    }),
  ).rejects.toThrow(/course's teacher/);
});

test("at most one roster page of ids: more are refused, not read", async () => {
  const { alice, teacher, assignmentId } = await twoCourses();
  const tooMany = Array.from({ length: 26 }, () => alice.userId);
  await expect(
    teacher.as.query(api.assignments.submissions.rosterWork, { assignmentId, studentIds: tooMany }),
  ).rejects.toThrow("Ask for at most 25 students at a time.");
  const page = await teacher.as.query(api.assignments.submissions.rosterWork, {
    assignmentId,
    studentIds: tooMany.slice(1),
  });
  expect(page.rows).toHaveLength(1);
});

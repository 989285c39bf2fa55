import { expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { lessonWorld } from "./lessonTests.setup";
import { bell, uploadVideo } from "../notifications/notificationsTests.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";

async function membersOf(t: TestConvex, courseId: Id<"courses">) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("courseMembers").collect()).filter((row) => row.courseId === courseId),
  );
}

test("enrolling writes the student's member row, once, with the enrolment's time", async () => {
  const t = newTest();
  const w = await lessonWorld(t);
  const classmate = await seedUser(t, "student", { displayName: "Cleo Classmate", email: "cleo@example.com" });
  await w.enrol(classmate);
  await w.enrol(classmate);

  const rows = await membersOf(t, w.courseId);
  expect(rows.map((row) => row.userId)).toEqual([w.enrolled.userId, classmate.userId]);
  const enrolment = await t.run(async (ctx) =>
    (await ctx.db.query("enrollments").collect()).find((e) => e.userId === classmate.userId),
  );
  expect(rows[1]).toMatchObject({
    name: "Cleo Classmate",
    email: "cleo@example.com",
    enrolledAt: enrolment?.enrolledAt,
  });
});

test("the member rows answer who is enrolled: gradebook, accommodations, positions, a video's notification", async () => {
  const t = newTest();
  const w = await lessonWorld(t);
  const students = [];
  for (const name of ["Bea", "Al", "Cy"]) {
    const student = await seedUser(t, "student", { displayName: name });
    await w.enrol(student);
    students.push(student);
  }
  const { teacher, stranger, courseId } = w;
  const book = await teacher.as.query(api.assignments.gradebook.get, { courseId });
  expect(book.students.map((s) => s.name)).toEqual(["Al", "Bea", "Cy", w.enrolled.displayName].sort());

  const at = { courseId, lessonId: w.lessonIds[0] };
  expect(await students[0].as.query(api.courses.lessonPlayback.get, at)).toBeNull();
  await expect(stranger.as.query(api.courses.lessonPlayback.get, at)).rejects.toThrow(/Enrol in this course/);

  await expect(
    teacher.as.mutation(api.quiz.quizAccommodations.set, { courseId, studentId: stranger.userId, allowance: "x2" }),
  ).rejects.toThrow(/not enrolled/);
  await teacher.as.mutation(api.quiz.quizAccommodations.set, {
    courseId,
    studentId: students[1].userId,
    allowance: "x2",
  });
  const list = await teacher.as.query(api.quiz.quizAccommodations.list, { courseId });
  expect(list.map((row) => [row.studentName, row.allowance]).slice(1)).toEqual([
    ["Bea", "standard"],
    ["Al", "x2"],
    ["Cy", "standard"],
  ]);

  // The notification fan-out reaches every enrolled student, not the outsider.
  await uploadVideo(t, teacher.as, courseId, "next.mp4");
  for (const student of students) expect(await bell(student.as)).toHaveLength(1);
  expect(await bell(stranger.as)).toHaveLength(0);
});

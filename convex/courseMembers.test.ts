import { afterEach, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { enrolmentRow } from "./assignmentsTests.setup";
import { validCourse } from "./courseTests.setup";
import { lessonWorld } from "./lessonTests.setup";
import { backfillMembersPage } from "./model/courseMembers";
import { insertCourse, validateCourseInput } from "./model/courses";
import { recordEvent } from "./model/events";
import { bell } from "./notificationsTests.setup";
import { newTest, seedUser, type TestConvex } from "./test.setup";

afterEach(() => {
  vi.useRealTimers();
});

async function membersOf(t: TestConvex, courseId: Id<"courses">) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("courseMembers").collect()).filter((row) => row.courseId === courseId),
  );
}

test("enrolling writes the student's member row, once; a new course's rows are complete", async () => {
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
    enrolledAt: enrolment?._creationTime,
  });
  const course = await t.run(async (ctx) => await ctx.db.get("courses", w.courseId));
  expect(course?.membersComplete).toBe(true);
});

/** A course whose three enrolments were made before member rows existed (an older deployment). */
async function olderCourse() {
  vi.useFakeTimers();
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const outsider = await seedUser(t, "student");
  const students = [
    await seedUser(t, "student", { displayName: "Bea" }),
    await seedUser(t, "student", { displayName: "Al" }),
    await seedUser(t, "student", { displayName: "Cy" }),
  ];
  const courseId = await t.run(async (ctx) => {
    const { courseId } = await insertCourse(ctx, validateCourseInput(validCourse), teacher.userId, { imageUrl: "" });
    for (const [i, student] of students.entries()) {
      const names = { courseName: validCourse.name, studentName: ["Bea", "Al", "Cy"][i], studentEmail: `${i}@x.com` };
      await ctx.db.insert("enrollments", enrolmentRow(student.userId, courseId, names));
    }
    await ctx.db.insert("lessons", { courseId, position: 0, title: "Getting started" });
    await ctx.db.patch("courses", courseId, { enrolledCount: 3, lessonCount: 1 });
    return courseId;
  });
  return { t, teacher, outsider, students, courseId };
}

/** What the readers that moved to member rows answer for the course (gradebook, list, checks). */
async function answers(w: Awaited<ReturnType<typeof olderCourse>>) {
  const { t, teacher, outsider, students, courseId } = w;
  const book = await teacher.as.query(api.gradebook.get, { courseId });
  const list = await teacher.as.query(api.quizAccommodations.list, { courseId });
  const lessonId = await t.run(
    async (ctx) => (await ctx.db.query("lessons").collect()).find((lesson) => lesson.courseId === courseId)?._id,
  );
  const at = { courseId, lessonId: lessonId ?? "" };
  expect(await students[0].as.query(api.lessonPlayback.get, at)).toBeNull();
  await expect(outsider.as.query(api.lessonPlayback.get, at)).rejects.toThrow(/Enrol in this course/);
  await expect(
    teacher.as.mutation(api.quizAccommodations.set, { courseId, studentId: outsider.userId, allowance: "x2" }),
  ).rejects.toThrow(/not enrolled/);
  await teacher.as.mutation(api.quizAccommodations.set, {
    courseId,
    studentId: students[1].userId,
    allowance: "x2",
  });
  return {
    gradebook: book.students.map((s) => s.name),
    accommodations: list.map((row) => [row.studentName, row.allowance]),
  };
}

test("a course from before the member rows is read from its enrolments, then from the backfilled rows", async () => {
  const w = await olderCourse();
  const { t, teacher, outsider, students, courseId } = w;
  const expected = {
    gradebook: ["Al", "Bea", "Cy"],
    accommodations: [
      ["Bea", "standard"],
      ["Al", "x2"],
      ["Cy", "standard"],
    ],
  };
  const before = await answers(w);
  expect(before.gradebook).toEqual(expected.gradebook);
  expect(before.accommodations.map(([name]) => name)).toEqual(["Bea", "Al", "Cy"]);
  // The notification fan-out reaches every enrolled student, not the outsider.
  await t.run((ctx) => recordEvent(ctx, "video_uploaded", { actorId: teacher.userId, courseId, detail: "Intro" }));
  for (const student of students) expect(await bell(student.as)).toHaveLength(1);
  expect(await bell(outsider.as)).toHaveLength(0);
  expect(await membersOf(t, courseId)).toEqual([]);

  await t.mutation(internal.courseMembers.backfill, {});
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  const rows = await membersOf(t, courseId);
  expect(rows.map((row) => row.name)).toEqual(["Bea", "Al", "Cy"]);
  expect((await t.run((ctx) => ctx.db.get("courses", courseId)))?.membersComplete).toBe(true);
  expect(await answers(w)).toEqual(expected);
  vi.advanceTimersByTime(1000);
  await t.run((ctx) => recordEvent(ctx, "video_uploaded", { actorId: teacher.userId, courseId, detail: "Next" }));
  for (const student of students) expect(await bell(student.as)).toHaveLength(2);
  expect(await bell(outsider.as)).toHaveLength(0);

  // Running it again writes nothing.
  await t.mutation(internal.courseMembers.backfill, {});
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(await membersOf(t, courseId)).toEqual(rows);
});

test("an enrolment in an older course gets its row at once, the course stays on its enrolments", async () => {
  const w = await olderCourse();
  const late = await seedUser(w.t, "student", { displayName: "Dee" });
  await late.as.mutation(api.enrollments.enroll, {
    courseId: w.courseId,
    phoneNumber: "1",
    degreeProgram: "CS",
    yearOrSemester: "1",
    paymentMethod: "paypal",
    paymentDetails: "",
  });
  expect((await membersOf(w.t, w.courseId)).map((row) => row.name)).toEqual(["Dee"]);
  expect((await w.t.run((ctx) => ctx.db.get("courses", w.courseId)))?.membersComplete).toBeUndefined();
  const book = await w.teacher.as.query(api.gradebook.get, { courseId: w.courseId });
  expect(book.students.map((s) => s.name)).toEqual(["Al", "Bea", "Cy", "Dee"]);
});

test("the backfill goes a page at a time and marks the courses only after the last enrolment", async () => {
  const { t, courseId } = await olderCourse();
  const first = await t.run((ctx) => backfillMembersPage(ctx, "enrollments", null, 2));
  expect(first).toMatchObject({ done: false, written: 2 });
  expect(await membersOf(t, courseId)).toHaveLength(2);
  const second = await t.run((ctx) => backfillMembersPage(ctx, "enrollments", first.cursor, 2));
  expect(second).toMatchObject({ done: true, written: 1 });
  expect((await t.run((ctx) => ctx.db.get("courses", courseId)))?.membersComplete).toBeUndefined();
  expect(await t.run((ctx) => backfillMembersPage(ctx, "courses", null, 2))).toMatchObject({ done: true, written: 1 });
  expect(await t.run((ctx) => backfillMembersPage(ctx, "enrollments", null, 10))).toMatchObject({ written: 0 });
  expect(await t.run((ctx) => backfillMembersPage(ctx, "courses", null, 10))).toMatchObject({ written: 0 });
});

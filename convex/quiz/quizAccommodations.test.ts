import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { isAppError } from "../shared/errors";
import { ANSWER_GRACE_MS, QUESTION_MS } from "../shared/quizRules";
import { pick, answerKey, enrol, PYTHON, quizWorld, T0, teacherCourse } from "./quizTests.setup";
import { seedUser, type TestConvex } from "../test.setup";

type Student = Awaited<ReturnType<typeof seedUser>>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

async function courseWithStudent(t: TestConvex, student: Student) {
  const course = await teacherCourse(t);
  await enrol(student, course.courseId);
  return course;
}

test("×1.5 gives 45 s per question, from the next question shown", async () => {
  const { t, student } = await quizWorld();
  const { teacher, courseId } = await courseWithStudent(t, student);
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  await teacher.as.mutation(api.quiz.quizAccommodations.set, {
    courseId,
    studentId: student.userId,
    allowance: "x1.5",
  });
  expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ deadline: T0 + QUESTION_MS });
  const key = await answerKey(t, attemptId);
  await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) });
  const moved = await student.as.mutation(api.quiz.quiz.next, { attemptId, index: 0 });
  expect(moved.deadline).toBe(T0 + 45_000);
  expect(await student.as.query(api.quiz.quiz.overview, PYTHON)).toMatchObject({
    allowance: "x1.5",
    secondsPerQuestion: 45,
    standardSeconds: 30,
  });
  // At 31 s the standard clock would have locked; this one is still open.
  vi.advanceTimersByTime(31_000);
  await t.finishInProgressScheduledFunctions();
  expect(
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 1, response: pick(key[1]) }),
  ).toMatchObject({
    outcome: "correct",
  });
  expect(await teacher.as.query(api.quiz.quizAccommodations.list, { courseId })).toEqual([
    { studentId: student.userId, studentName: student.displayName, allowance: "x1.5" },
  ]);
});

test("×2 doubles the time; the lock then comes at 60 s", async () => {
  const { t, student } = await quizWorld();
  const { teacher, courseId } = await courseWithStudent(t, student);
  await teacher.as.mutation(api.quiz.quizAccommodations.set, { courseId, studentId: student.userId, allowance: "x2" });
  await student.as.mutation(api.quiz.quiz.start, PYTHON);
  vi.advanceTimersByTime(60_000 + ANSWER_GRACE_MS - 1);
  await t.finishInProgressScheduledFunctions();
  expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ locked: null, deadline: T0 + 60_000 });
  vi.advanceTimersByTime(1);
  await t.finishInProgressScheduledFunctions();
  expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ locked: { timedOut: true } });
});

test("untimed: no deadline, no scheduled lock, an answer an hour later still scores", async () => {
  const { t, student } = await quizWorld();
  const admin = await seedUser(t, "Admin");
  const { courseId } = await courseWithStudent(t, student);
  await admin.as.mutation(api.quiz.quizAccommodations.set, {
    courseId,
    studentId: student.userId,
    allowance: "untimed",
  });
  const { attemptId } = await student.as.mutation(api.quiz.quiz.start, PYTHON);
  expect(await student.as.query(api.quiz.quiz.current, PYTHON)).toMatchObject({ deadline: null, timeLimitMs: null });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  vi.advanceTimersByTime(3_600_000);
  const key = await answerKey(t, attemptId);
  expect(
    await student.as.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: pick(key[0]) }),
  ).toMatchObject({
    outcome: "correct",
  });
  // The quiz's own jobs (the teacher's mail about the enrolment is the mail pipeline's, ADR 0072).
  const scheduled = await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
  expect(scheduled.filter((job) => job.name.startsWith("quiz/"))).toEqual([]);
  const events = await t.run((ctx) =>
    ctx.db
      .query("events")
      .withIndex("by_subject", (q) => q.eq("subjectUserId", student.userId))
      .collect(),
  );
  expect(events.filter((e) => e.type.startsWith("accommodation"))).toMatchObject([
    { type: "accommodation_granted", actorId: admin.userId, allowance: "untimed", before: "standard" },
  ]);
});

test("only the course's teacher or an Admin grants, and only to a student enrolled in the course", async () => {
  const { t, student } = await quizWorld();
  const { teacher, courseId } = await courseWithStudent(t, student);
  const otherTeacher = await seedUser(t, "teacher");
  await expect(
    otherTeacher.as.mutation(api.quiz.quizAccommodations.set, { courseId, studentId: student.userId, allowance: "x2" }),
  ).rejects.toSatisfy((e) => isAppError(e, "FORBIDDEN"));
  await expect(
    student.as.mutation(api.quiz.quizAccommodations.set, { courseId, studentId: student.userId, allowance: "x2" }),
  ).rejects.toSatisfy((e) => isAppError(e, "FORBIDDEN"));
  const stranger = await seedUser(t, "student");
  await expect(
    teacher.as.mutation(api.quiz.quizAccommodations.set, { courseId, studentId: stranger.userId, allowance: "x2" }),
  ).rejects.toSatisfy((e) => isAppError(e, "NOT_FOUND"));
  expect(await t.run((ctx) => ctx.db.query("quizAccommodations").collect())).toEqual([]);
  // Granting and then removing it.
  await teacher.as.mutation(api.quiz.quizAccommodations.set, { courseId, studentId: student.userId, allowance: "x2" });
  await teacher.as.mutation(api.quiz.quizAccommodations.set, {
    courseId,
    studentId: student.userId,
    allowance: "standard",
  });
  // Setting the allowance the student has already changes nothing and records nothing.
  await teacher.as.mutation(api.quiz.quizAccommodations.set, {
    courseId,
    studentId: student.userId,
    allowance: "standard",
  });
  const events = await t.run((ctx) =>
    ctx.db
      .query("events")
      .withIndex("by_subject", (q) => q.eq("subjectUserId", student.userId))
      .collect(),
  );
  expect(events.filter((e) => e.type.startsWith("accommodation"))).toMatchObject([
    { type: "accommodation_granted", allowance: "x2", before: "standard" },
    { type: "accommodation_revoked", allowance: "standard", before: "x2" },
  ]);
  expect(await t.run((ctx) => ctx.db.query("quizAccommodations").collect())).toEqual([]);
  expect(await student.as.query(api.quiz.quiz.overview, PYTHON)).toMatchObject({
    allowance: "standard",
    secondsPerQuestion: 30,
  });
});

import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { DEADLINE_AT, POSTED_AT, postAssignment } from "../assignments/assignmentsTests.setup";
import {
  bell,
  classWithPeople as courseWithPeople,
  courseKeyOf,
  replayDifferences,
  submitWork,
  uploadVideo,
} from "./notificationsTests.setup";
import { courseByKey } from "../courses/keys";
import { notificationText } from "./model/words";
import type { TestConvex } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

type Client = ReturnType<TestConvex["withIdentity"]>;

const firstPage = { paginationOpts: { numItems: 20, cursor: null } };

/** The feed's rows as an English reader sees them (the rows keep a key and its parameters, issue #33). */
async function feed(as: Client, courseId: Id<"courses">) {
  return (await as.query(api.notifications.activity.forCourse, { courseId, ...firstPage })).page.map((row) =>
    notificationText(row.message, "en"),
  );
}

/** The teacher adds a lesson, saves and publishes it; returns its id. */
async function publishLesson(as: Client, courseId: Id<"courses">, title: string) {
  const lessonId = await as.mutation(api.courses.lessons.add, { courseId, title });
  await as.mutation(api.courses.lessonContent.saveDraft, {
    lessonId,
    body: "Read this.",
    videoId: null,
    attachmentIds: [],
  });
  await as.mutation(api.courses.lessonContent.publish, { lessonId });
  return lessonId;
}

/** A one-question quiz of the course's own bank, answered right and finished by `as`. */
async function finishCourseQuiz(teacher: Client, student: Client, courseId: Id<"courses">) {
  await teacher.mutation(api.quiz.quizBank.addQuestion, {
    courseId,
    question: "Who owns a value?",
    options: ["Its owner", "Everyone", "No one", "The heap"],
    solution: { kind: "single", answer: 1 },
    tags: [],
  });
  const choice = { courseName: "Rust for Everyone", courseId };
  const { attemptId } = await student.mutation(api.quiz.quiz.start, choice);
  // The options are shown shuffled (issue #27): the right one is wherever "Its owner" is.
  const view = await student.query(api.quiz.quiz.current, choice);
  const option = view!.question!.options.indexOf("Its owner") + 1;
  await student.mutation(api.quiz.quiz.answer, { attemptId, index: 0, response: { kind: "choice", option } });
  await student.mutation(api.quiz.quiz.finish, { attemptId });
}

test("the course's teacher and Admins see who enrolled, completed, submitted and finished a quiz, and what was published, newest first", async () => {
  const { t, teacher, courseId, alice, bob, admin } = await courseWithPeople();
  const lessonId = await publishLesson(teacher.as, courseId, "Borrowing");
  await uploadVideo(t, teacher.as, courseId, "intro.mp4");
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  vi.setSystemTime(POSTED_AT + 1000);
  await submitWork(t, alice.as, assignmentId);
  await bob.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete: true });
  vi.setSystemTime(POSTED_AT + 2000);
  await finishCourseQuiz(teacher.as, bob.as, courseId);

  for (const manager of [teacher, admin]) {
    const summaries = await feed(manager.as, courseId);
    expect(summaries[0]).toMatch(/^Bob finished the quiz .+: 1\/1 in 0 s$/);
    expect(summaries.slice(1)).toEqual([
      "Bob completed Borrowing",
      "Alice submitted Lifetimes",
      "New video: Video 1: intro.mp4",
      "Lesson published: Borrowing",
      "Bob enrolled",
      "Alice enrolled",
    ]);
  }
});

test("a hand-in after the deadline says it is late; one before it does not", async () => {
  const { t, teacher, courseId, alice, bob } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  vi.setSystemTime(DEADLINE_AT - 1);
  await submitWork(t, alice.as, assignmentId);
  vi.setSystemTime(DEADLINE_AT + 1);
  await submitWork(t, bob.as, assignmentId);
  expect((await feed(teacher.as, courseId)).slice(0, 2)).toEqual([
    "Bob submitted Lifetimes (late)",
    "Alice submitted Lifetimes",
  ]);
});

test("students and other teachers are refused a course's activity", async () => {
  const { teacher, courseId, alice, outsider, otherTeacher } = await courseWithPeople();
  expect(await feed(teacher.as, courseId)).toEqual(["Bob enrolled", "Alice enrolled"]);
  for (const caller of [alice, outsider, otherTeacher]) {
    await expect(caller.as.query(api.notifications.activity.forCourse, { courseId, ...firstPage })).rejects.toThrow(
      /Only|teacher/,
    );
  }
});

test("the feed names a student as they were named when they enrolled, after a rename and a rebuild", async () => {
  const { t, teacher, courseId, alice } = await courseWithPeople();
  await alice.as.mutation(api.accounts.users.updateProfile, { displayName: "Alice Liddell" });
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  await submitWork(t, alice.as, assignmentId);
  const expected = ["Alice Liddell submitted Lifetimes", "Bob enrolled", "Alice enrolled"];
  expect(await feed(teacher.as, courseId)).toEqual(expected);

  const key = await courseKeyOf(t, courseId);
  expect(await replayDifferences(t, () => t.finishAllScheduledFunctions(() => {}))).toEqual([]);
  // The replay made the course again: same key, new id.
  const replayed = await t.run((ctx) => courseByKey(ctx, key));
  expect(await feed(teacher.as, replayed!._id)).toEqual(expected);
});

test("a rebuild from the event log equals what was built event by event", async () => {
  const { t, teacher, courseId, alice, bob, admin, outsider } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  await submitWork(t, alice.as, assignmentId);
  await teacher.as.mutation(api.assignments.submissions.grade, {
    assignmentId,
    studentId: alice.userId,
    grade: 80,
    feedback: "",
  });
  await uploadVideo(t, teacher.as, courseId, "a.mp4");
  await admin.as.mutation(api.accounts.users.changeRole, { userId: outsider.userId, role: "teacher" });
  const [aliceFirst] = await bell(alice.as);
  await alice.as.mutation(api.notifications.notifications.markRead, { id: aliceFirst._id });
  await bob.as.mutation(api.notifications.notifications.markAllRead, {});

  const counts = await t.run(async (ctx) => ({
    notifications: (await ctx.db.query("notifications").collect()).length,
    activity: (await ctx.db.query("courseActivity").collect()).length,
  }));
  expect(counts.notifications).toBeGreaterThanOrEqual(6);
  expect(counts.activity).toBeGreaterThanOrEqual(4);

  expect(await replayDifferences(t, () => t.finishAllScheduledFunctions(() => {}))).toEqual([]);
  expect(await alice.as.query(api.notifications.notifications.unreadCount, {})).toBe(2);
  expect(await bob.as.query(api.notifications.notifications.unreadCount, {})).toBe(0);
});

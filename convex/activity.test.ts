import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { courseWithPeople, POSTED_AT, postAssignment } from "./assignmentsTests.setup";
import { recordEvent } from "./model/events";
import { readModels, submitWork } from "./notificationsTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

const firstPage = { paginationOpts: { numItems: 20, cursor: null } };

test("the course's teacher and Admins see who enrolled, submitted and finished a quiz, newest first", async () => {
  const { t, teacher, courseId, alice, bob, admin } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  await t.run((ctx) => recordEvent(ctx, "enrolled", { actorId: bob.userId, subjectUserId: bob.userId, courseId }));
  vi.setSystemTime(POSTED_AT + 1000);
  await submitWork(t, alice.as, assignmentId);
  vi.setSystemTime(POSTED_AT + 2000);
  await t.run((ctx) =>
    recordEvent(ctx, "quiz_finished", { actorId: bob.userId, courseId, detail: "Rust: 9/10 in 80 s" }),
  );

  for (const manager of [teacher, admin]) {
    const { page } = await manager.as.query(api.activity.forCourse, { courseId, ...firstPage });
    expect(page.map((row) => row.summary)).toEqual([
      "Bob finished the quiz Rust: 9/10 in 80 s",
      "Alice submitted Lifetimes",
      "Bob enrolled",
    ]);
  }
});

test("students and other teachers are refused a course's activity", async () => {
  const { teacher, courseId, alice, outsider, otherTeacher } = await courseWithPeople();
  expect(await teacher.as.query(api.activity.forCourse, { courseId, ...firstPage })).toMatchObject({ page: [] });
  for (const caller of [alice, outsider, otherTeacher]) {
    await expect(caller.as.query(api.activity.forCourse, { courseId, ...firstPage })).rejects.toThrow(/Only|teacher/);
  }
});

test("a rebuild from the event log equals what was built event by event", async () => {
  const { t, teacher, courseId, alice, bob, admin, outsider } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  await submitWork(t, alice.as, assignmentId);
  await teacher.as.mutation(api.submissions.grade, { assignmentId, studentId: alice.userId, grade: 80, feedback: "" });
  await t.run((ctx) =>
    recordEvent(ctx, "video_uploaded", { actorId: teacher.userId, courseId, detail: "Video 1: a.mp4" }),
  );
  await t.run((ctx) => recordEvent(ctx, "enrolled", { actorId: bob.userId, subjectUserId: bob.userId, courseId }));
  await admin.as.mutation(api.users.changeRole, { userId: outsider.userId, role: "teacher" });
  const [aliceFirst] = (await alice.as.query(api.notifications.list, firstPage)).page;
  await alice.as.mutation(api.notifications.markRead, { id: aliceFirst._id });

  const incremental = await readModels(t);
  expect(incremental.notifications.length).toBeGreaterThanOrEqual(6);
  expect(incremental.activity).toHaveLength(2);

  // Lose the read models (as after a projector bug), then rebuild them from the log.
  await t.run(async (ctx) => {
    for (const row of await ctx.db.query("notifications").collect()) await ctx.db.delete("notifications", row._id);
    for (const row of await ctx.db.query("courseActivity").take(10))
      await ctx.db.patch("courseActivity", row._id, { summary: "wrong" });
  });
  await t.mutation(internal.projections.rebuild, {});
  await t.finishAllScheduledFunctions(() => {});
  expect(await readModels(t)).toEqual(incremental);
});

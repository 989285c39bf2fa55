import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { DEADLINE_AT, POSTED_AT, postAssignment, ZONE } from "../assignments/assignmentsTests.setup";
import type { Id } from "../_generated/dataModel";
import { DAY_MS } from "./model/notificationsDeadline";
import { bell, classWithPeople as courseWithPeople, replayDifferences, submitWork } from "./notificationsTests.setup";
import type { TestConvex } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The key a reminder's schedule names its assignment by (the id of its `assignment_posted`). */
async function keyOf(t: TestConvex, assignmentId: Id<"assignments">) {
  return (await t.run((ctx) => ctx.db.get("assignments", assignmentId)))!.key;
}

const reminders = async (as: Parameters<typeof bell>[0]) =>
  (await bell(as)).filter((n) => n.type === "deadline_tomorrow");

test("a day before the deadline, the students who have not submitted are reminded, once", async () => {
  const { t, teacher, courseId, alice, bob } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  await submitWork(t, alice.as, assignmentId);

  // A minute before deadline − 24 h: nothing yet.
  vi.advanceTimersByTime(DEADLINE_AT - DAY_MS - POSTED_AT - 60_000);
  await t.finishInProgressScheduledFunctions();
  expect(await reminders(bob.as)).toEqual([]);

  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(Date.now()).toBeGreaterThanOrEqual(DEADLINE_AT - DAY_MS);
  expect(await reminders(bob.as)).toMatchObject([
    { title: "Due within 24 hours: Lifetimes", link: { route: "/assignmentpage", course: courseId } },
  ]);
  expect(await reminders(alice.as)).toEqual([]);

  // Running the same schedule again tells nobody twice.
  await t.mutation(internal.notifications.notifications.deadlineReminder, {
    assignmentKey: await keyOf(t, assignmentId),
    deadlineAt: DEADLINE_AT,
    after: 0,
  });
  expect(await reminders(bob.as)).toHaveLength(1);

  // The reminder is an event (`deadline_reminded`): a replay tells the same students, schedules nothing.
  expect(await replayDifferences(t, () => t.finishAllScheduledFunctions(vi.runAllTimers))).toEqual([]);
  expect(await reminders(bob.as)).toHaveLength(1);
  expect(await reminders(alice.as)).toEqual([]);
});

test("a moved deadline: the old schedule does nothing, the new one reminds at the new time", async () => {
  const { t, teacher, courseId, bob } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  const later = await teacher.as.mutation(api.assignments.assignments.changeDeadline, {
    assignmentId,
    deadlineDate: "2026-12-10",
    deadlineTime: "23:59",
    timeZone: ZONE,
  });

  // The first schedule (for the old deadline) sees the deadline moved.
  await t.mutation(internal.notifications.notifications.deadlineReminder, {
    assignmentKey: await keyOf(t, assignmentId),
    deadlineAt: DEADLINE_AT,
    after: 0,
  });
  expect(await reminders(bob.as)).toEqual([]);

  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(Date.now()).toBeGreaterThanOrEqual(later - DAY_MS);
  expect(Date.now()).toBeLessThan(later);
  expect(await reminders(bob.as)).toHaveLength(1);
});

test("a closed assignment sends no reminder", async () => {
  const { t, teacher, courseId, bob } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId);
  await teacher.as.mutation(api.assignments.assignments.close, { assignmentId });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(await reminders(bob.as)).toEqual([]);
});

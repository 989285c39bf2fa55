/**
 * The kept unread count (ADR 0032): the bell's `unreadCount` reads one document, and the count
 * stays what counting the notifications would say through every event that changes them, and
 * after a replay of the log.
 */
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { unreadOf } from "./model/notificationCounts";
import { notificationText } from "./model/words";
import { markAllSize } from "./projector/rows";
import { UNREAD_CAP } from "../shared/unread";
import { enrolIn, remindMany, replayDifferences, withCourse } from "./notificationsTests.setup";
import { fanOutSize } from "./projector/fanOut";
import { postAssignment } from "../assignments/assignmentsTests.setup";
import { createCourse } from "../courses/courseTests.setup";
import { measureReads } from "../readCounting.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Person = Awaited<ReturnType<typeof seedUser>>;

/** What the bell's query returns for `person` and the documents it read (the user row not included). */
async function bellCount(person: Person) {
  return await person.as.run(async (ctx) => {
    const { result, reads } = await measureReads(ctx, (c) => unreadOf(c, person.userId));
    return { count: result, reads };
  });
}

/**
 * The bell's count: the kept count row, and one to spare; never a read per unread notification
 * (the count goes to 99+).
 */
const BELL_READS = 2;

/** The bell says `count`, having read at most BELL_READS documents. */
function expectBell(bell: { count: number; reads: number }, count: number) {
  expect(bell.count).toBe(count);
  expect(bell.reads).toBeLessThanOrEqual(BELL_READS);
}

/** The count from the notifications themselves, for comparison. */
async function counted(t: TestConvex, userId: Id<"users">) {
  return await t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("notifications")
          .withIndex("by_user_read", (q) => q.eq("userId", userId).eq("read", false))
          .collect()
      ).length,
  );
}

async function keptRow(t: TestConvex, userId: Id<"users">) {
  return await t.run((ctx) =>
    ctx.db
      .query("notificationCounts")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique(),
  );
}

async function firstUnreadId(t: TestConvex, userId: Id<"users">) {
  const row = await t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_user_read", (q) => q.eq("userId", userId).eq("read", false))
      .first(),
  );
  return row!._id;
}

/**
 * A batch (of "Mark all read", or of the fan-out) lowered to three for this test: the same
 * transactions (a first batch, the rest scheduled, each continuing the next) with a handful of
 * notifications or students instead of hundreds.
 */
function smallBatches(seam: { batch: () => number }): number {
  const batch = vi.spyOn(seam, "batch").mockReturnValue(3);
  onTestFinished(() => batch.mockRestore());
  return seam.batch();
}

const settled = (t: TestConvex) => () => t.finishAllScheduledFunctions(vi.runAllTimers);

test("with 150 unread, the bell's count reads one document and still says 99+", async () => {
  const { t, courseKey } = await withCourse();
  const alice = await seedUser(t, "student");
  await remindMany(t, courseKey, alice.userId, 150);
  const bell = await bellCount(alice);
  console.log(`[figures] unreadCount with 150 unread reads ${bell.reads} document(s)`);
  expectBell(bell, UNREAD_CAP + 1);
  expect((await keptRow(t, alice.userId))?.unread).toBe(150);
  expect(await alice.as.query(api.notifications.notifications.unreadCount, {})).toBe(UNREAD_CAP + 1);
});

test("a person never told anything has no count row and a count of 0", async () => {
  const { t } = await withCourse();
  const alice = await seedUser(t, "student");
  expect(await keptRow(t, alice.userId)).toBeNull();
  expectBell(await bellCount(alice), 0);
});

test("the same notification twice (same key) counts once", async () => {
  const { t, courseKey } = await withCourse();
  const alice = await seedUser(t, "student");
  await remindMany(t, courseKey, alice.userId, 1, "same");
  await remindMany(t, courseKey, alice.userId, 1, "same");
  expectBell(await bellCount(alice), 1);
  expect(await counted(t, alice.userId)).toBe(1);
});

test("markRead twice takes one off once, and the count never goes below zero", async () => {
  const { t, courseKey } = await withCourse();
  const alice = await seedUser(t, "student");
  await remindMany(t, courseKey, alice.userId, 2);
  const id = await firstUnreadId(t, alice.userId);
  await alice.as.mutation(api.notifications.notifications.markRead, { id });
  await alice.as.mutation(api.notifications.notifications.markRead, { id });
  expect((await bellCount(alice)).count).toBe(1);
  await alice.as.mutation(api.notifications.notifications.markRead, { id: await firstUnreadId(t, alice.userId) });
  await alice.as.mutation(api.notifications.notifications.markRead, { id });
  expectBell(await bellCount(alice), 0);
  await alice.as.mutation(api.notifications.notifications.markAllRead, {});
  expectBell(await bellCount(alice), 0);
  await remindMany(t, courseKey, alice.userId, 1, "later");
  expectBell(await bellCount(alice), 1);
  expect(await counted(t, alice.userId)).toBe(1);
});

test("mark all read beyond one batch keeps the count exact between batches", async () => {
  const batch = smallBatches(markAllSize);
  const { t, courseKey } = await withCourse();
  const alice = await seedUser(t, "student");
  const bob = await seedUser(t, "student");
  // Two batches and a part: the scheduled rest takes more than one more batch.
  const rest = batch + 2;
  await remindMany(t, courseKey, alice.userId, batch + rest);
  await remindMany(t, courseKey, bob.userId, 3, "bob");
  await alice.as.mutation(api.notifications.notifications.markAllRead, {});
  // The first batch has run; the rest waits for the scheduler.
  expectBell(await bellCount(alice), rest);
  expect(await counted(t, alice.userId)).toBe(rest);
  await settled(t)();
  expectBell(await bellCount(alice), 0);
  expect(await counted(t, alice.userId)).toBe(0);
  expectBell(await bellCount(bob), 3);
});

test("a rebuild from the log gives the same notifications and counts", async () => {
  const { t, courseKey } = await withCourse();
  const alice = await seedUser(t, "student");
  const bob = await seedUser(t, "student");
  await remindMany(t, courseKey, alice.userId, 4);
  await remindMany(t, courseKey, bob.userId, 2, "bob");
  await alice.as.mutation(api.notifications.notifications.markRead, { id: await firstUnreadId(t, alice.userId) });
  await bob.as.mutation(api.notifications.notifications.markAllRead, {});
  await remindMany(t, courseKey, bob.userId, 1, "bob-later");

  expect(await replayDifferences(t, settled(t))).toEqual([]);
  expectBell(await bellCount(alice), 3);
  expectBell(await bellCount(bob), 1);
});

test("mark all read, replayed, leaves the notifications that came after it unread", async () => {
  const batch = smallBatches(markAllSize);
  const { t, courseKey } = await withCourse();
  const alice = await seedUser(t, "student");
  await remindMany(t, courseKey, alice.userId, 2 * batch + 2);
  await alice.as.mutation(api.notifications.notifications.markAllRead, {});
  await settled(t)();
  // After it (in the same replay step as the read, before its next batch runs on replay).
  await remindMany(t, courseKey, alice.userId, 5, "after");
  expectBell(await bellCount(alice), 5);

  expect(await replayDifferences(t, settled(t))).toEqual([]);
  expectBell(await bellCount(alice), 5);
  expect(await counted(t, alice.userId)).toBe(5);
  const unread = await t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_user_read", (q) => q.eq("userId", alice.userId).eq("read", false))
      .collect(),
  );
  expect(unread.map((row) => notificationText(row.message, "en")).sort()).toEqual(
    ["after0", "after1", "after2", "after3", "after4"].map((n) => `Due within 24 hours: ${n}`),
  );
});

test("a replay tells a large class in the post's own step, before a later mark all read", async () => {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId = await createCourse(teacher.as, { name: "Big Class" });
  // The same two transactions as 201 students in batches of 200, in a second.
  const batch = smallBatches(fanOutSize);
  const students: Person[] = [];
  for (let i = 0; i <= batch; i += 1) {
    const student = await seedUser(t, "student");
    await enrolIn(student.as, courseId);
    students.push(student);
  }
  await postAssignment(t, teacher.as, courseId, { title: "Essay" });
  await settled(t)();
  // The last to enrol is told by the second batch (and reminded, the clock run out), then reads all.
  const last = students.at(-1)!;
  expect((await bellCount(last)).count).toBeGreaterThan(0);
  await last.as.mutation(api.notifications.notifications.markAllRead, {});
  await settled(t)();
  expectBell(await bellCount(last), 0);

  expect(await replayDifferences(t, settled(t))).toEqual([]);
  expectBell(await bellCount(last), 0);
});

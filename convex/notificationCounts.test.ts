/**
 * The kept unread count (ADR 0032): the bell's `unreadCount` reads one document, and the count
 * stays what counting the notifications would say through every write that changes them.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { countUnread } from "./model/notificationCounts";
import { MARK_ALL_BATCH, notify, unreadCount } from "./model/notifications";
import { UNREAD_CAP } from "./model/unread";
import { requireUser } from "./model/users";
import { measureReads } from "./readCounting.setup";
import { newTest, seedUser, type TestConvex } from "./test.setup";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Person = Awaited<ReturnType<typeof seedUser>>;

function note(userId: Id<"users">, key: string) {
  return { userId, type: "role_changed" as const, title: key, link: { route: "/dashboard" as const }, key, at: 1 };
}

/** `count` notifications through `notify`, the way the projector writes them. */
async function notifyMany(t: TestConvex, userId: Id<"users">, count: number, prefix = "n") {
  await t.run(async (ctx) => {
    for (let i = 0; i < count; i++) await notify(ctx, note(userId, `${prefix}${i}`));
  });
}

/** Unread notifications written directly, as data from before the kept count (no count row). */
async function insertUnread(ctx: MutationCtx, userId: Id<"users">, count: number) {
  for (let i = 0; i < count; i++) await ctx.db.insert("notifications", { ...note(userId, `old${i}`), read: false });
}

/** What the bell's query returns for `person` and the documents it read (the user row not included). */
async function bellCount(person: Person) {
  return await person.as.run(async (ctx) => {
    const user = await requireUser(ctx);
    const { result, reads } = await measureReads(ctx, (c) => unreadCount(c, user));
    return { count: result, reads };
  });
}

/**
 * The bell's count with a kept count row: that row, and one to spare; never a read per unread
 * notification (the count goes to 99+).
 */
const BELL_READS = 2;

/** The bell says `count`, having read at most `budget` documents. */
function expectBell(bell: { count: number; reads: number }, count: number, budget = BELL_READS) {
  expect(bell.count).toBe(count);
  expect(bell.reads).toBeLessThanOrEqual(budget);
}

/** The count from the notifications themselves, for comparison. */
async function counted(t: TestConvex, userId: Id<"users">) {
  return await t.run((ctx) => countUnread(ctx, userId));
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

test("with 150 unread, the bell's count reads one document and still says 99+", async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  await notifyMany(t, alice.userId, 150);
  const bell = await bellCount(alice);
  console.log(`[figures] unreadCount with 150 unread reads ${bell.reads} document(s)`);
  expectBell(bell, UNREAD_CAP + 1);
  expect((await keptRow(t, alice.userId))?.unread).toBe(150);
});

test("a duplicate notify (same key) counts once", async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  const inserted = await t.run(async (ctx) => [
    await notify(ctx, note(alice.userId, "same")),
    await notify(ctx, note(alice.userId, "same")),
  ]);
  expect(inserted).toEqual([true, false]);
  expectBell(await bellCount(alice), 1);
});

test("markRead twice takes one off once, and the count never goes below zero", async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  await notifyMany(t, alice.userId, 2);
  const id = await firstUnreadId(t, alice.userId);
  await alice.as.mutation(api.notifications.markRead, { id });
  await alice.as.mutation(api.notifications.markRead, { id });
  expect((await bellCount(alice)).count).toBe(1);
  await alice.as.mutation(api.notifications.markRead, { id: await firstUnreadId(t, alice.userId) });
  await alice.as.mutation(api.notifications.markRead, { id });
  expectBell(await bellCount(alice), 0);
  await notifyMany(t, alice.userId, 1, "later");
  expectBell(await bellCount(alice), 1);
  expect(await counted(t, alice.userId)).toBe(1);
});

test(`mark all read beyond one batch (${MARK_ALL_BATCH}) keeps the count exact between batches`, async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  const bob = await seedUser(t, "student");
  await notifyMany(t, alice.userId, MARK_ALL_BATCH + 40);
  await notifyMany(t, bob.userId, 3, "bob");
  await alice.as.mutation(api.notifications.markAllRead, {});
  // The first batch has run; the rest waits for the scheduler.
  expectBell(await bellCount(alice), 40);
  expect(await counted(t, alice.userId)).toBe(40);
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expectBell(await bellCount(alice), 0);
  expectBell(await bellCount(bob), 3);
});

test("a person without a count row is counted as before, and gets a row at their next notification", async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  await t.run((ctx) => insertUnread(ctx, alice.userId, 30));
  expect(await keptRow(t, alice.userId)).toBeNull();
  // No row yet: one read per unread notification (up to the cap), and one to spare.
  expectBell(await bellCount(alice), 30, 30 + 1);
  await notifyMany(t, alice.userId, 1);
  expectBell(await bellCount(alice), 31);
  await alice.as.mutation(api.notifications.markRead, { id: await firstUnreadId(t, alice.userId) });
  expectBell(await bellCount(alice), 30);
});

test("a person without a row starts one at markRead, too", async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  await t.run((ctx) => insertUnread(ctx, alice.userId, 5));
  await alice.as.mutation(api.notifications.markRead, { id: await firstUnreadId(t, alice.userId) });
  expectBell(await bellCount(alice), 4);
});

test("over 99 unread from before: 99+ from the row until marking read brings it under, then exact", async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  await t.run((ctx) => insertUnread(ctx, alice.userId, 150));
  expectBell(await bellCount(alice), UNREAD_CAP + 1, UNREAD_CAP + 1 + 1);
  await notifyMany(t, alice.userId, 1);
  // The bounded count found more than 99: the row says only that.
  expectBell(await bellCount(alice), UNREAD_CAP + 1);
  for (let i = 0; i < 60; i++) {
    await alice.as.mutation(api.notifications.markRead, { id: await firstUnreadId(t, alice.userId) });
  }
  expect(await counted(t, alice.userId)).toBe(91);
  expectBell(await bellCount(alice), 91);
  await notifyMany(t, alice.userId, 2, "after");
  expectBell(await bellCount(alice), 93);
});

test("a rebuild recounts: counts that drifted (rows deleted by hand) are mended", async () => {
  const t = newTest();
  const alice = await seedUser(t, "student");
  await notifyMany(t, alice.userId, 4);
  await t.run(async (ctx) => {
    for (const row of await ctx.db.query("notifications").collect()) await ctx.db.delete("notifications", row._id);
  });
  expect((await bellCount(alice)).count).toBe(4);
  await t.mutation(internal.projections.rebuild, {});
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(await keptRow(t, alice.userId)).toBeNull();
  expectBell(await bellCount(alice), 0);
});

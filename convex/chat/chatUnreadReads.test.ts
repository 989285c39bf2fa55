/**
 * What the rooms list (chat.rooms: the Discussion page) and the top bar's unread badge (re-run on
 * every message in any of the caller's rooms) read: a few small documents per room (the caller's
 * row and the room's heads: one for a course room, up to SHARDS for global), however many
 * messages are unread (ADR 0031); and that the global room's head is not one document everyone
 * writes.
 */
import { expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { appErrorOf, chatWorld, flood } from "./chatTests.setup";
import { unreadPart } from "./model/chatMembership";
import { listRooms, unreadTotalOf } from "./model/chatUnread";
import { UNREAD_CAP } from "../shared/chatRules";
import { SHARDS } from "../events/shards";
import { UNREAD_PARTS } from "../shared/unread";
import { requireLiveUserId } from "../accounts/model/users";
import { measureReads } from "../readCounting.setup";
import { identityFor, seedUser, type TestConvex } from "../test.setup";

async function readsOfRooms(t: TestConvex, userId: Id<"users">) {
  return await t
    .withIdentity(identityFor(userId))
    .run((ctx) => measureReads(ctx, async (c) => await listRooms(c, await requireLiveUserId(c))));
}

/** `count` messages in global from each of `authors` new students: the global heads of many shards. */
async function busyGlobal(t: TestConvex, authors: number, count: number) {
  for (let i = 0; i < authors; i++) {
    const author = await seedUser(t, "student");
    await flood(t, ["global"], author.userId, count);
  }
}

test("a member who has read both rooms: a few documents per room with 150 unread messages in each", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  await enrolled.as.mutation(api.chat.chat.markRead, { room: "global" });
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  vi.advanceTimersByTime(1000);
  await busyGlobal(t, 15, 10);
  await flood(t, [courseId], teacher.userId, 150);
  const measured = await readsOfRooms(t, enrolled.userId);
  expect(measured.result.map((r) => r.unread)).toEqual([UNREAD_CAP + 1, UNREAD_CAP + 1]);
  // The session (no users row, ADR 0038); global: the caller's row and its heads (at most SHARDS);
  // the course room: row and head. The indexed look-ups for the caller's own and removed messages
  // find none. (1 to spare; a read per unread message would be 300.)
  expect(measured.reads).toBeLessThanOrEqual(1 + (1 + SHARDS) + 2 + 1);
  vi.useRealTimers();
});

test("nothing new: the heads alone answer; a never-read global room of an account made without signing up is counted by scan", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await flood(t, ["global", courseId], teacher.userId, 150);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  const measured = await readsOfRooms(t, enrolled.userId);
  expect(measured.result.map((r) => r.unread)).toEqual([UNREAD_CAP + 1, 0]);
  // The session; global (no row: the account was not signed up): the caller's user row for the
  // account's creation, then at most UNREAD_CAP + 1 messages; the course room: row and head.
  expect(measured.reads).toBeLessThanOrEqual(1 + 1 + (UNREAD_CAP + 1) + 2 + 1);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: "global" });
  const read = await readsOfRooms(t, enrolled.userId);
  expect(read.result.map((r) => r.unread)).toEqual([0, 0]);
  // Once read: the row and the head (one author, one shard) for each room.
  expect(read.reads).toBeLessThanOrEqual(1 + 2 + 2 + 1);
  vi.useRealTimers();
});

test("the global room's messages move one head per author's shard, not one document for everyone", async () => {
  const { t, enrolled } = await chatWorld();
  await enrolled.as.mutation(api.chat.chat.markRead, { room: "global" });
  const authors = 40;
  await busyGlobal(t, authors, 1);
  const heads = await t.run((ctx) =>
    ctx.db
      .query("chatHeads")
      .withIndex("by_room_shard", (q) => q.eq("room", "global"))
      .collect(),
  );
  expect(heads.length).toBeGreaterThan(1);
  expect(heads.length).toBeLessThanOrEqual(SHARDS);
  expect(heads.reduce((sum, head) => sum + head.count, 0)).toBe(authors);
  expect(Math.max(...heads.map((head) => head.count))).toBeLessThan(authors / 2);
  expect((await enrolled.as.query(api.chat.chat.rooms, {}))[0]?.unread).toBe(authors);
});

test("a course room numbers its messages and unread counts subtract exactly after a read", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  for (let i = 0; i < 3; i++) await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: `t${i}` });
  vi.advanceTimersByTime(1000);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "after" });
  await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "reply" });
  const { seqs, heads } = await t.run(async (ctx) => ({
    seqs: (
      await ctx.db
        .query("messages")
        .withIndex("by_room", (q) => q.eq("room", courseId))
        .collect()
    ).map((m) => m.seq),
    heads: await ctx.db
      .query("chatHeads")
      .withIndex("by_room_shard", (q) => q.eq("room", courseId))
      .collect(),
  }));
  expect(seqs).toEqual([1, 2, 3, 4, 5]);
  expect(heads).toMatchObject([{ shard: 0, count: 5 }]);
  const rooms = await enrolled.as.query(api.chat.chat.rooms, {});
  expect(rooms.find((r) => r.room === courseId)?.unread).toBe(1);
  vi.useRealTimers();
});

test("the top bar's total leaves out the open room without reading its row or head", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  await enrolled.as.mutation(api.chat.chat.markRead, { room: "global" });
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  vi.advanceTimersByTime(1000);
  await flood(t, ["global"], teacher.userId, 3);
  await flood(t, [courseId], teacher.userId, 4);
  const courseKey = await t.run(async (ctx) => (await ctx.db.get("courses", courseId))?.key ?? "");
  /** Every part's total and reads, as the top bar's UNREAD_PARTS subscriptions see them. */
  const parts = async (except?: string) => {
    const measured = await Promise.all(
      Array.from({ length: UNREAD_PARTS }, (_, part) =>
        t
          .withIdentity(identityFor(enrolled.userId))
          .run((ctx) =>
            measureReads(ctx, async (c) => await unreadTotalOf(c, await requireLiveUserId(c), part, except)),
          ),
      ),
    );
    return {
      total: measured.reduce((sum, m) => sum + m.result.total, 0),
      reads: measured.map((m) => m.reads),
    };
  };
  const everything = await parts();
  expect(everything.total).toBe(7);
  // Each part: the session, then the row and head of each of its rooms (a part is the hash of the
  // room's key), and no other.
  const roomsIn = (part: number, rooms: string[]) => rooms.filter((room) => unreadPart(room) === part).length;
  // (Each part within its documents and 1 to spare.)
  everything.reads.forEach((reads, part) =>
    expect(reads, `part ${part}`).toBeLessThanOrEqual(1 + 2 * roomsIn(part, ["global", courseKey]) + 1),
  );
  const inCourseRoom = await parts(courseId);
  expect(inCourseRoom.total).toBe(3);
  // Nothing of the course room, so its messages and read marks do not re-run any part.
  inCourseRoom.reads.forEach((reads, part) =>
    expect(reads, `part ${part}`).toBeLessThanOrEqual(1 + 2 * roomsIn(part, ["global"]) + 1),
  );
  expect((await parts("global")).total).toBe(4);

  // A read mark shows at once in the part that counts its room, wherever that part is subscribed
  // (every device's badge): the part reads the room's row, which the mark moves.
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  const afterMark = await parts();
  expect(afterMark.total).toBe(3);
  vi.useRealTimers();
});

test("the total counts global before its first read, and not an Admin's visit to a room they are not in", async () => {
  vi.useFakeTimers();
  const { teacher, admin, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.chat.send, { room: "global", text: "hello" });
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "course news" });
  await admin.as.mutation(api.chat.chat.markRead, { room: courseId });
  const total = async (except?: string) => {
    let sum = 0;
    for (let part = 0; part < UNREAD_PARTS; part++) {
      sum += (await admin.as.query(api.chat.chat.unreadTotal, { part, ...(except ? { except } : {}) })).total;
    }
    return sum;
  };
  expect(await total()).toBe(1);
  expect(await total("global")).toBe(0);
  vi.useRealTimers();
});

test("a part is a whole number below UNREAD_PARTS", async () => {
  const { enrolled } = await chatWorld();
  for (const part of [-1, UNREAD_PARTS, 1.5, Number.NaN]) {
    expect((await appErrorOf(enrolled.as.query(api.chat.chat.unreadTotal, { part }))).code).toBe("INVALID");
  }
});

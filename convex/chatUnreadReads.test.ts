/**
 * What the rooms list (chat.rooms: the Discussion page and the top bar's unread badge, re-run on
 * every message in any of the caller's rooms) reads: two small documents per room (the caller's
 * row and the room's head), however many messages are unread (ADR 0031).
 */
import { expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { appErrorOf, chatWorld, flood } from "./chatTests.setup";
import { listRooms, unreadTotalOf } from "./model/chatUnread";
import { UNREAD_CAP } from "./model/chatRules";
import { UNREAD_PARTS, unreadPart } from "./model/unread";
import { requireLiveUserId } from "./model/users";
import { measureReads } from "./readCounting.setup";
import { identityFor, type TestConvex } from "./test.setup";

async function readsOfRooms(t: TestConvex, userId: Id<"users">) {
  return await t
    .withIdentity(identityFor(userId))
    .run((ctx) => measureReads(ctx, async (c) => await listRooms(c, await requireLiveUserId(c))));
}

test("a member who has read both rooms: 2 documents per room with 150 unread messages in each", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  await enrolled.as.mutation(api.chat.markRead, { room: "global" });
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  vi.advanceTimersByTime(1000);
  await flood(t, ["global", courseId], teacher.userId, 150);
  const measured = await readsOfRooms(t, enrolled.userId);
  expect(measured.result.map((r) => r.unread)).toEqual([UNREAD_CAP + 1, UNREAD_CAP + 1]);
  // The session (no users row, ADR 0038); per room: the caller's row and the room's head. The
  // indexed look-ups for the caller's own and removed messages find none.
  // (1 to spare; a read per unread message would be 300.)
  expect(measured.reads).toBeLessThanOrEqual(1 + 2 * measured.result.length + 1);
  vi.useRealTimers();
});

test("nothing new: the head alone answers; a never-read global room adds one message", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await flood(t, ["global", courseId], teacher.userId, 150);
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  const measured = await readsOfRooms(t, enrolled.userId);
  expect(measured.result.map((r) => r.unread)).toEqual([UNREAD_CAP + 1, 0]);
  // The session; global (no row yet): the caller's user row for the account's creation (only
  // then), the room's head and its first message after that; the course room: row and head.
  expect(measured.reads).toBeLessThanOrEqual(1 + 1 + 2 + 2 + 1);
  vi.useRealTimers();
});

test("numbers continue per room and unread counts subtract exactly after a read", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  for (let i = 0; i < 3; i++) await teacher.as.mutation(api.chat.send, { room: courseId, text: `t${i}` });
  vi.advanceTimersByTime(1000);
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.send, { room: courseId, text: "after" });
  await enrolled.as.mutation(api.chat.send, { room: courseId, text: "reply" });
  const { seqs, head } = await t.run(async (ctx) => ({
    seqs: (
      await ctx.db
        .query("messages")
        .withIndex("by_room", (q) => q.eq("room", courseId))
        .collect()
    ).map((m) => m.seq),
    head: await ctx.db
      .query("chatHeads")
      .withIndex("by_room", (q) => q.eq("room", courseId))
      .unique(),
  }));
  expect(seqs).toEqual([1, 2, 3, 4, 5]);
  expect(head?.lastSeq).toBe(5);
  const rooms = await enrolled.as.query(api.chat.rooms, {});
  expect(rooms.find((r) => r.room === courseId)?.unread).toBe(1);
  vi.useRealTimers();
});

test("a room numbered before heads existed continues its numbering", async () => {
  const { t, teacher, courseId } = await chatWorld();
  await t.run(async (ctx) => {
    for (let seq = 1; seq <= 4; seq++) {
      await ctx.db.insert("messages", {
        room: courseId,
        text: `m${seq}`,
        authorId: teacher.userId,
        authorName: "T",
        seq,
      });
    }
  });
  const id = await teacher.as.mutation(api.chat.send, { room: courseId, text: "fifth" });
  expect((await t.run((ctx) => ctx.db.get("messages", id)))?.seq).toBe(5);
});

test("the top bar's total leaves out the open room without reading its row or head", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  await enrolled.as.mutation(api.chat.markRead, { room: "global" });
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  vi.advanceTimersByTime(1000);
  await flood(t, ["global"], teacher.userId, 3);
  await flood(t, [courseId], teacher.userId, 4);
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
  // Each part: the session, then the row and head of each of its rooms, and no other.
  const roomsIn = (part: number, rooms: string[]) => rooms.filter((room) => unreadPart(room) === part).length;
  // (Each part within its documents and 1 to spare.)
  everything.reads.forEach((reads, part) =>
    expect(reads, `part ${part}`).toBeLessThanOrEqual(1 + 2 * roomsIn(part, ["global", courseId]) + 1),
  );
  const inCourseRoom = await parts(courseId);
  expect(inCourseRoom.total).toBe(3);
  // Nothing of the course room, so its messages and read marks do not re-run any part.
  inCourseRoom.reads.forEach((reads, part) =>
    expect(reads, `part ${part}`).toBeLessThanOrEqual(1 + 2 * roomsIn(part, ["global"]) + 1),
  );
  expect((await parts("global")).total).toBe(4);
  vi.useRealTimers();
});

test("the total counts global before its first read, and not an Admin's visit to a room they are not in", async () => {
  vi.useFakeTimers();
  const { teacher, admin, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.send, { room: "global", text: "hello" });
  await teacher.as.mutation(api.chat.send, { room: courseId, text: "course news" });
  await admin.as.mutation(api.chat.markRead, { room: courseId });
  const total = async (except?: string) => {
    let sum = 0;
    for (let part = 0; part < UNREAD_PARTS; part++) {
      sum += (await admin.as.query(api.chat.unreadTotal, { part, ...(except ? { except } : {}) })).total;
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
    expect((await appErrorOf(enrolled.as.query(api.chat.unreadTotal, { part }))).code).toBe("INVALID");
  }
});

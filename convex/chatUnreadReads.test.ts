/**
 * What the rooms list (chat.rooms: the Discussion page and the top bar's unread badge, re-run on
 * every message in any of the caller's rooms) reads: a few documents per room, however many
 * messages are unread. Before messages were numbered it read up to UNREAD_CAP + 1 per room.
 */
import { expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { chatWorld } from "./chatTests.setup";
import { listRooms } from "./model/chatUnread";
import { UNREAD_CAP } from "./model/chatRules";
import { requireUser } from "./model/users";
import { measureReads } from "./readCounting.setup";
import { identityFor } from "./test.setup";

test("the rooms list reads 2 documents per room (+ the enrolment) with 150 unread messages in each", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  // Numbered like sendMessage numbers them (the send limit would stop 300 real sends).
  await t.run(async (ctx) => {
    for (const room of ["global", courseId]) {
      for (let seq = 1; seq <= 150; seq++) {
        await ctx.db.insert("messages", { room, text: `m${seq}`, authorId: teacher.userId, authorName: "Tess", seq });
      }
    }
  });
  // One sent for real: it continues the room's numbering, and the author's own does not count.
  await enrolled.as.mutation(api.chat.send, { room: courseId, text: "mine" });
  const measured = await t
    .withIdentity(identityFor(enrolled.userId))
    .run((ctx) => measureReads(ctx, async (c) => await listRooms(c, await requireUser(c))));
  const rooms = measured.result;
  expect(rooms.map((r) => r.unread)).toEqual([UNREAD_CAP + 1, UNREAD_CAP + 1]);
  // requireUser: session + user; per course room: its enrolment (which names the course); per
  // room: the first unread and the newest message (no read marks); the caller's own message.
  expect(measured.reads).toBe(2 + 1 + 2 * rooms.length + 1);
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
  const seqs = await t.run(async (ctx) =>
    (
      await ctx.db
        .query("messages")
        .withIndex("by_room", (q) => q.eq("room", courseId as Id<"courses">))
        .collect()
    ).map((m) => m.seq),
  );
  expect(seqs).toEqual([1, 2, 3, 4, 5]);
  const rooms = await enrolled.as.query(api.chat.rooms, {});
  expect(rooms.find((r) => r.room === courseId)?.unread).toBe(1);
  vi.useRealTimers();
});

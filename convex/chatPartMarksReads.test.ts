/**
 * The top bar's badge parts read one small marks document per part (ADR 0041) and the heads of
 * its rooms, not the caller's row of each room; the document follows every read mark and
 * enrolment, a part without one is counted from the rows as before, and chat:backfillRooms makes
 * the missing ones with the same totals.
 */
import { afterEach, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ENROLMENT } from "./certificatesTests.setup";
import { chatWorld, enrol, flood } from "./chatTests.setup";
import { validCourse } from "./courseTests.setup";
import { partMarksOf } from "./model/chatPartMarks";
import { unreadTotalOf } from "./model/chatUnread";
import { insertCourse, validateCourseInput } from "./model/courses";
import { UNREAD_PARTS, unreadPart } from "./model/unread";
import { requireLiveUserId } from "./model/users";
import { measureReads, recordingTables } from "./readCounting.setup";
import { identityFor, type TestConvex } from "./test.setup";

afterEach(() => {
  vi.useRealTimers();
});

/** Every badge part as the top bar's subscriptions run it: total, rooms, reads and tables read. */
async function badge(t: TestConvex, userId: Id<"users">, except?: string) {
  const parts = [];
  for (let part = 0; part < UNREAD_PARTS; part++) {
    const tables = new Set<string>();
    const measured = await t
      .withIdentity(identityFor(userId))
      .run((ctx) =>
        measureReads(
          recordingTables(ctx, tables),
          async (c) => await unreadTotalOf(c, await requireLiveUserId(c), part, except),
        ),
      );
    parts.push({ ...measured.result, reads: measured.reads, bytes: measured.bytes, tables: [...tables].sort() });
  }
  return { parts, total: parts.reduce((sum, p) => sum + p.total, 0), totals: parts.map((p) => p.total) };
}

/** The enrolled student in 12 course rooms and global (so some part holds several), each with news. */
async function manyRooms() {
  vi.useFakeTimers();
  const world = await chatWorld();
  const { t, teacher, enrolled, courseId } = world;
  const courses = [courseId];
  for (let i = 1; i < 12; i++) {
    courses.push(
      await t.run(async (ctx) => {
        const input = validateCourseInput({ ...validCourse, name: `${validCourse.name} ${i}` });
        const { courseId: id } = await insertCourse(ctx, input, teacher.userId, { imageUrl: "" });
        await enrol(ctx, enrolled.userId, id);
        return id;
      }),
    );
  }
  await enrolled.as.mutation(api.chat.markRead, { room: "global" });
  for (const room of courses) await enrolled.as.mutation(api.chat.markRead, { room });
  vi.advanceTimersByTime(1000);
  const rooms = ["global", ...courses];
  // Room i gets i + 1 new messages, so every room adds something different to the total.
  for (const [i, room] of rooms.entries()) await flood(t, [room], teacher.userId, i + 1);
  const expected = rooms.reduce((sum, _room, i) => sum + i + 1, 0);
  return { ...world, courses, rooms, expected };
}

const partDocs = (t: TestConvex, userId: Id<"users">) =>
  t.run(async (ctx) => (await ctx.db.query("chatPartMarks").collect()).filter((doc) => doc.userId === userId));

test("a part reads its one marks document and its rooms' heads, not a row per room", async () => {
  const { t, enrolled, rooms, expected } = await manyRooms();
  const roomsIn = (part: number) => rooms.filter((room) => unreadPart(room) === part).length;
  expect(Math.max(...Array.from({ length: UNREAD_PARTS }, (_, part) => roomsIn(part)))).toBeGreaterThan(1);
  const { parts, total } = await badge(t, enrolled.userId);
  expect(total).toBe(expected);
  parts.forEach((part, index) => {
    expect(part.rooms, `part ${index}`).toBe(roomsIn(index));
    // A part without rooms has no document: its empty range of rows answers, reading nothing.
    if (roomsIn(index) > 0) expect(part.tables, `part ${index}`).not.toContain("chatReads");
    // The session, the part's document (when it has rooms) and one head per room; 1 to spare.
    expect(part.reads, `part ${index}`).toBeLessThanOrEqual(1 + (roomsIn(index) > 0 ? 1 + roomsIn(index) : 0) + 1);
  });
  const busiest = parts.reduce((a, b) => (b.rooms > a.rooms ? b : a));
  console.log(
    `[reads] busiest badge part (${busiest.rooms} rooms): ${busiest.reads} documents, ${busiest.bytes} bytes`,
  );
  // One document per part the student has rooms in, each within the bound.
  const docs = await partDocs(t, enrolled.userId);
  expect(docs.map((doc) => doc.part).sort()).toEqual(
    Array.from({ length: UNREAD_PARTS }, (_, part) => part).filter((part) => roomsIn(part) > 0),
  );
  for (const doc of docs) {
    expect(partMarksOf(doc).map((mark) => mark.room)).toEqual(
      rooms.filter((room) => unreadPart(room) === doc.part).sort(),
    );
  }
});

test("the open room's part reads the other rooms' rows, so a read mark there re-runs no part", async () => {
  const { t, enrolled, courseId, expected, rooms } = await manyRooms();
  const { parts, total } = await badge(t, enrolled.userId, courseId);
  expect(total).toBe(expected - (rooms.indexOf(courseId) + 1));
  const open = parts[unreadPart(courseId)];
  expect(open?.tables).not.toContain("chatPartMarks");
  // The other parts read their documents: the open room's read mark rewrites only its own part's.
  parts.forEach((part, index) => {
    if (index !== unreadPart(courseId) && part.rooms > 0)
      expect(part.tables, `part ${index}`).toContain("chatPartMarks");
  });
});

test("a read mark moves its part's document and the badge drops; nothing new writes nothing", async () => {
  const { t, enrolled, courseId, rooms, expected } = await manyRooms();
  const part = unreadPart(courseId);
  const doc = async () => (await partDocs(t, enrolled.userId)).find((d) => d.part === part);
  const before = await doc();
  vi.advanceTimersByTime(1000);
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  const after = await doc();
  // The document the part's subscription read changed, so it re-runs, and counts the room as read.
  expect(after).not.toEqual(before);
  expect(after?.marks[courseId]?.[1]).toBe(rooms.indexOf(courseId) + 1);
  expect((await badge(t, enrolled.userId)).total).toBe(expected - (rooms.indexOf(courseId) + 1));
  vi.advanceTimersByTime(15_000);
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  expect(await doc()).toEqual(after);
});

test("marks made in the room leave the part's document to the mark made on leaving", async () => {
  const { t, enrolled, courseId, rooms, expected } = await manyRooms();
  const part = unreadPart(courseId);
  const doc = async () => (await partDocs(t, enrolled.userId)).find((d) => d.part === part);
  const before = await doc();
  vi.advanceTimersByTime(1000);
  await enrolled.as.mutation(api.chat.markRead, { room: courseId, inRoom: true });
  // The document other devices' badges read is as it was, so none of them re-runs for this mark;
  // the room's own row moved (the rooms list shows it read).
  expect(await doc()).toEqual(before);
  expect((await badge(t, enrolled.userId)).total).toBe(expected);
  const listed = await enrolled.as.query(api.chat.rooms, {});
  expect(listed.find((room) => room.room === courseId)?.unread).toBe(0);
  vi.advanceTimersByTime(15_000);
  // Leaving with nothing new since: the row is at the head, the document is brought up to it.
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  expect((await doc())?.marks[courseId]?.[1]).toBe(rooms.indexOf(courseId) + 1);
  expect((await badge(t, enrolled.userId)).total).toBe(expected - (rooms.indexOf(courseId) + 1));
});

test("enrolling in a new course puts its room in the part's document and total", async () => {
  const { t, teacher, student } = await chatWorld();
  vi.useFakeTimers();
  const courseId = await t.run(async (ctx) => {
    const input = validateCourseInput({ ...validCourse, name: "Later course" });
    return (await insertCourse(ctx, input, teacher.userId, { imageUrl: "" })).courseId;
  });
  vi.advanceTimersByTime(1000);
  await flood(t, [courseId], teacher.userId, 4);
  expect((await badge(t, student.userId)).total).toBe(0);
  await student.as.mutation(api.enrollments.enroll, { courseId, ...ENROLMENT });
  const after = await badge(t, student.userId);
  // Counted from the student's account, older than the messages: all 4 are new to them.
  expect(after.totals[unreadPart(courseId)]).toBe(4);
  expect(after.total).toBe(4);
  const docs = await partDocs(t, student.userId);
  expect(Object.keys(docs.find((doc) => doc.part === unreadPart(courseId))?.marks ?? {})).toEqual([courseId]);
});

test("without part documents the rows answer with the same totals, and the backfill makes them again", async () => {
  const { t, teacher, enrolled, courseId } = await manyRooms();
  const withDocs = await badge(t, enrolled.userId);
  const asOpen = await badge(t, enrolled.userId, courseId);
  const docsBefore = await partDocs(t, enrolled.userId);
  // As a deployment from before ADR 0041 left them: rows only.
  await t.run(async (ctx) => {
    for (const doc of await ctx.db.query("chatPartMarks").collect()) await ctx.db.delete("chatPartMarks", doc._id);
  });
  const fallback = await badge(t, enrolled.userId);
  expect(fallback.totals).toEqual(withDocs.totals);
  expect((await badge(t, enrolled.userId, courseId)).totals).toEqual(asOpen.totals);
  for (const part of fallback.parts) if (part.rooms > 0) expect(part.tables).toContain("chatReads");

  await t.mutation(internal.chat.backfillRooms, { phase: "partMarkDocs" });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  const strip = (docs: typeof docsBefore) =>
    docs.map(({ userId, part, marks }) => ({ userId, part, marks })).sort((a, b) => a.part - b.part);
  expect(strip(await partDocs(t, enrolled.userId))).toEqual(strip(docsBefore));
  const backfilled = await badge(t, enrolled.userId);
  expect(backfilled.totals).toEqual(withDocs.totals);
  for (const part of backfilled.parts) if (part.rooms > 0) expect(part.tables).not.toContain("chatReads");
  // The teacher's rooms got theirs too; running it again changes nothing.
  expect((await partDocs(t, teacher.userId)).length).toBeGreaterThan(0);
  const all = await t.run((ctx) => ctx.db.query("chatPartMarks").collect());
  await t.mutation(internal.chat.backfillRooms, {});
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(await t.run((ctx) => ctx.db.query("chatPartMarks").collect())).toEqual(all);
});

test("the backfill removes a part document no row supports and fixes a stale one", async () => {
  const { t, enrolled, courseId, expected } = await manyRooms();
  const part = unreadPart(courseId);
  const empty = (part + 1) % UNREAD_PARTS;
  await t.run(async (ctx) => {
    const doc = await ctx.db
      .query("chatPartMarks")
      .withIndex("by_user_part", (q) => q.eq("userId", enrolled.userId).eq("part", part))
      .unique();
    if (doc !== null) await ctx.db.patch("chatPartMarks", doc._id, { marks: {} });
    const stray = await ctx.db
      .query("chatPartMarks")
      .withIndex("by_user_part", (q) => q.eq("userId", enrolled.userId).eq("part", empty))
      .unique();
    if (stray !== null) await ctx.db.delete("chatPartMarks", stray._id);
    // As after a change of UNREAD_PARTS: a document holding a room its part no longer has.
    await ctx.db.insert("chatPartMarks", {
      userId: enrolled.userId,
      part: empty,
      marks: { "not-a-room": [0, 0] },
    });
  });
  await t.mutation(internal.chat.backfillRooms, { phase: "partMarkDocs" });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  const docs = await partDocs(t, enrolled.userId);
  expect(Object.keys(docs.find((doc) => doc.part === part)?.marks ?? {})).toContain(courseId);
  expect(docs.some((doc) => Object.hasOwn(doc.marks, "not-a-room"))).toBe(false);
  expect((await badge(t, enrolled.userId)).total).toBe(expected);
});

/** Unread counts in chat.rooms and chat.markRead. */
import { afterEach, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { ENROLMENT } from "./certificatesTests.setup";
import { appErrorOf, chatWorld } from "./chatTests.setup";
import { formatUnread, UNREAD_CAP } from "./model/chatRules";
import { unreadPart } from "./model/unread";
import { seedUser } from "./test.setup";

afterEach(() => {
  vi.useRealTimers();
});

type World = Awaited<ReturnType<typeof chatWorld>>;

async function unread(who: World["enrolled"]) {
  return Object.fromEntries((await who.as.query(api.chat.rooms, {})).map((r) => [r.room, r.unread]));
}

test("others' messages since the last read count, one's own and removed ones do not; markRead clears", async () => {
  vi.useFakeTimers();
  const { teacher, enrolled, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.send, { room: courseId, text: "one" });
  vi.advanceTimersByTime(1000);
  const removed = await teacher.as.mutation(api.chat.send, { room: courseId, text: "two" });
  await enrolled.as.mutation(api.chat.send, { room: courseId, text: "mine" });
  await teacher.as.mutation(api.chat.send, { room: "global", text: "hello all" });
  await teacher.as.mutation(api.chat.remove, { messageId: removed });
  expect(await unread(enrolled)).toEqual({ global: 1, [courseId]: 1 });

  vi.advanceTimersByTime(1000);
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  expect(await unread(enrolled)).toEqual({ global: 1, [courseId]: 0 });
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.send, { room: courseId, text: "three" });
  expect(await unread(enrolled)).toEqual({ global: 1, [courseId]: 1 });
  // The teacher wrote everything in the course room but never read global's others: 0 there.
  expect(await unread(teacher)).toEqual({ global: 0, [courseId]: 1 });
});

test("messages from before the account was created are not unread", async () => {
  vi.useFakeTimers();
  const world = await chatWorld();
  await world.teacher.as.mutation(api.chat.send, { room: "global", text: "old news" });
  vi.advanceTimersByTime(1000);
  const newcomer = await seedUser(world.t, "student");
  expect(await unread(newcomer)).toEqual({ global: 0 });
});

test(`counts stop at ${UNREAD_CAP + 1}, shown as "${UNREAD_CAP}+"`, async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await t.run(async (ctx) => {
    for (let i = 0; i < 250; i++) {
      await ctx.db.insert("messages", { room: "global", text: `m${i}`, authorId: teacher.userId, authorName: "Tess" });
    }
  });
  const count = (await unread(enrolled)).global;
  expect(count).toBe(UNREAD_CAP + 1);
  expect(formatUnread(count)).toBe("99+");
  expect(formatUnread(UNREAD_CAP)).toBe("99");
  expect(formatUnread(0)).toBe("");
});

test("markRead needs the room's membership and keeps one mark per user and room", async () => {
  const { t, teacher, enrolled, student, admin, courseId } = await chatWorld();
  expect((await appErrorOf(student.as.mutation(api.chat.markRead, { room: courseId }))).code).toBe("FORBIDDEN");
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  await enrolled.as.mutation(api.chat.markRead, { room: courseId });
  await enrolled.as.mutation(api.chat.markRead, { room: "global" });
  // An Admin may read any course room, but one they do not belong to is not theirs to list.
  await admin.as.mutation(api.chat.markRead, { room: courseId });
  const marks = await t.run((ctx) => ctx.db.query("chatReads").collect());
  // The teacher's and the student's course rows were written when the course was made and joined.
  expect(marks.map((m) => [m.userId, m.room]).sort()).toEqual(
    [
      [teacher.userId, courseId],
      [enrolled.userId, courseId],
      [enrolled.userId, "global"],
    ].sort(),
  );
  expect((await admin.as.query(api.chat.rooms, {})).map((r) => r.room)).toEqual(["global"]);
});

test("enrolments and courses from before room rows get them from chat:backfillRooms, marks kept", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  // As an older deployment left them: no course rows; the student's old unnamed, unnumbered mark.
  await t.run(async (ctx) => {
    for (const row of await ctx.db.query("chatReads").collect()) await ctx.db.delete("chatReads", row._id);
  });
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.send, { room: courseId, text: "read before the upgrade" });
  vi.advanceTimersByTime(1000);
  await t.run(async (ctx) => {
    await ctx.db.insert("chatReads", { userId: enrolled.userId, room: courseId, lastReadAt: Date.now() });
    await ctx.db.insert("chatReads", { userId: enrolled.userId, room: "global", lastReadAt: Date.now() });
  });
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.send, { room: courseId, text: "new" });
  expect((await enrolled.as.query(api.chat.rooms, {})).map((r) => r.room)).toEqual(["global"]);

  await t.mutation(internal.chat.backfillRooms, {});
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  expect(await unread(enrolled)).toEqual({ global: 0, [courseId]: 1 });
  expect(await unread(teacher)).toEqual({ global: 0, [courseId]: 0 });
  await t.mutation(internal.chat.backfillRooms, {});
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  const rows = await t.run((ctx) => ctx.db.query("chatReads").collect());
  expect(rows).toHaveLength(3);
  // Every row now sits in its part, where the top bar's subscriptions look for it.
  expect(rows.map((row) => row.part)).toEqual(rows.map((row) => unreadPart(row.room)));
});

test("enrolling through the form puts the course room in the student's list", async () => {
  const { courseId, student } = await chatWorld();
  await student.as.mutation(api.enrollments.enroll, { courseId, ...ENROLMENT });
  expect((await student.as.query(api.chat.rooms, {})).map((r) => r.room)).toEqual(["global", courseId]);
});

test("the student's course picker lists enrolled courses from the same rows, not taught ones", async () => {
  const { courseId, student, teacher, enrolled } = await chatWorld();
  expect(await student.as.query(api.enrollments.courseNames, {})).toEqual([]);
  await student.as.mutation(api.enrollments.enroll, { courseId, ...ENROLMENT });
  const name = (await student.as.query(api.chat.room, { room: courseId })).name;
  expect(await student.as.query(api.enrollments.courseNames, {})).toEqual([{ _id: courseId, name }]);
  expect(await enrolled.as.query(api.enrollments.courseNames, {})).toEqual([{ _id: courseId, name }]);
  expect(await teacher.as.query(api.enrollments.courseNames, {})).toEqual([]);
});

/** Unread counts in chat.rooms and chat.markRead. */
import { afterEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { appErrorOf, chatWorld, ENROLMENT, flood } from "./chatTests.setup";
import { formatUnread, UNREAD_CAP } from "../shared/chatRules";
import { identityFor, seedUser, signUp } from "../test.setup";

afterEach(() => {
  vi.useRealTimers();
});

type World = Awaited<ReturnType<typeof chatWorld>>;

async function unread(who: Pick<World["enrolled"], "as">) {
  return Object.fromEntries((await who.as.query(api.chat.chat.rooms, {})).map((r) => [r.room, r.unread]));
}

test("others' messages since the last read count, one's own and removed ones do not; markRead clears", async () => {
  vi.useFakeTimers();
  const { teacher, enrolled, courseId } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "one" });
  vi.advanceTimersByTime(1000);
  const removed = await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "two" });
  await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "mine" });
  await teacher.as.mutation(api.chat.chat.send, { room: "global", text: "hello all" });
  await teacher.as.mutation(api.chat.chat.remove, { messageId: removed });
  expect(await unread(enrolled)).toEqual({ global: 1, [courseId]: 1 });

  vi.advanceTimersByTime(1000);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  expect(await unread(enrolled)).toEqual({ global: 1, [courseId]: 0 });
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "three" });
  expect(await unread(enrolled)).toEqual({ global: 1, [courseId]: 1 });
  // The teacher wrote everything in the course room but never read global's others: 0 there.
  expect(await unread(teacher)).toEqual({ global: 0, [courseId]: 1 });
});

test("messages from before the account was created are not unread", async () => {
  vi.useFakeTimers();
  const world = await chatWorld();
  await world.teacher.as.mutation(api.chat.chat.send, { room: "global", text: "old news" });
  vi.advanceTimersByTime(1000);
  // An account made without signing up (the sample data's) has no global row: counted by time.
  const newcomer = await seedUser(world.t, "student");
  expect(await unread(newcomer)).toEqual({ global: 0 });
  // Signing up (the event `registered`) gives the global row, read up to the account's creation.
  await signUp(world.t, { email: "nina@example.com", password: "correct horse battery", displayName: "Nina New" });
  const nina = await world.t.run(async (ctx) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", "nina@example.com"))
      .unique();
    const rows = await ctx.db.query("chatReads").collect();
    return { userId: user?._id, rows: rows.filter((row) => row.userId === user?._id) };
  });
  expect(nina.rows).toMatchObject([{ room: "global", lastReadCount: 1 }]);
  vi.advanceTimersByTime(1000);
  await world.teacher.as.mutation(api.chat.chat.send, { room: "global", text: "welcome, Nina" });
  const ninaAs = world.t.withIdentity(identityFor(nina.userId!));
  expect(await unread({ as: ninaAs })).toEqual({ global: 1 });
});

test(`counts stop at ${UNREAD_CAP + 1}, shown as "${UNREAD_CAP}+"`, async () => {
  vi.useFakeTimers();
  const world = await chatWorld();
  const { t, teacher, enrolled } = world;
  vi.advanceTimersByTime(1000);
  await flood(t, ["global"], teacher.userId, 250);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: "global" });
  vi.advanceTimersByTime(1000);
  await flood(t, ["global"], teacher.userId, 250);
  const count = (await unread(enrolled)).global;
  // Never read (counted one by one) stops at the same bound.
  expect((await unread(world.student)).global).toBe(UNREAD_CAP + 1);
  expect(count).toBe(UNREAD_CAP + 1);
  expect(formatUnread(count)).toBe("99+");
  expect(formatUnread(UNREAD_CAP)).toBe("99");
  expect(formatUnread(0)).toBe("");
});

test("markRead needs the room's membership and keeps one mark per user and room", async () => {
  const { t, teacher, enrolled, student, admin, courseId } = await chatWorld();
  expect((await appErrorOf(student.as.mutation(api.chat.chat.markRead, { room: courseId }))).code).toBe("FORBIDDEN");
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  await enrolled.as.mutation(api.chat.chat.markRead, { room: "global" });
  // An Admin may read any course room, but one they do not belong to is not theirs to list.
  await admin.as.mutation(api.chat.chat.markRead, { room: courseId });
  const marks = await t.run((ctx) => ctx.db.query("chatReads").collect());
  // The teacher's and the student's course rows were written when the course was made and joined.
  expect(marks.map((m) => [m.userId, m.room]).sort()).toEqual(
    [
      [teacher.userId, courseId],
      [enrolled.userId, courseId],
      [enrolled.userId, "global"],
    ].sort(),
  );
  expect((await admin.as.query(api.chat.chat.rooms, {})).map((r) => r.room)).toEqual(["global"]);
});

test("enrolling through the form puts the course room in the student's list, its messages since their account unread", async () => {
  vi.useFakeTimers();
  const { courseId, student, teacher } = await chatWorld();
  vi.advanceTimersByTime(1000);
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "before you came" });
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "still before" });
  vi.advanceTimersByTime(1000);
  await student.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
  expect((await student.as.query(api.chat.chat.rooms, {})).map((r) => r.room)).toEqual(["global", courseId]);
  expect(await unread(student)).toEqual({ global: 0, [courseId]: 2 });
});

test("the student's course picker lists enrolled courses from the same rows, not taught ones", async () => {
  const { courseId, student, teacher, enrolled } = await chatWorld();
  expect(await student.as.query(api.courses.enrollments.courseNames, {})).toEqual([]);
  await student.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
  const name = (await student.as.query(api.chat.chat.room, { room: courseId })).name;
  expect(await student.as.query(api.courses.enrollments.courseNames, {})).toEqual([{ _id: courseId, name }]);
  expect(await enrolled.as.query(api.courses.enrollments.courseNames, {})).toEqual([{ _id: courseId, name }]);
  expect(await teacher.as.query(api.courses.enrollments.courseNames, {})).toEqual([]);
});

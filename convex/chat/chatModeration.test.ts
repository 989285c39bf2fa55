/** chat.remove: who may remove which message, what a removed message looks like, the event. */
import { englishOf } from "../lib/appError";
import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { appErrorOf, chatWorld, livePage } from "./chatTests.setup";
import { CANNOT_REMOVE } from "./model/chatMessages";
import { replay } from "../events/verify/compare.setup";

type World = Awaited<ReturnType<typeof chatWorld>>;
type Person = World["enrolled"];

async function removedRow(world: World, id: Id<"messages">) {
  return await world.t.run((ctx) => ctx.db.get("messages", id));
}

async function events(world: World) {
  return await world.t.run((ctx) => ctx.db.query("events").withIndex("by_actor").collect());
}

describe("in a course room", () => {
  const cases: Array<[string, (w: World) => Person, boolean]> = [
    ["the author", (w) => w.enrolled, true],
    ["the course's teacher", (w) => w.teacher, true],
    ["an Admin", (w) => w.admin, true],
    ["another teacher", (w) => w.otherTeacher, false],
    ["another student", (w) => w.student, false],
  ];
  test.each(cases.map(([who, pick, allowed]) => ({ who, pick, allowed })))(
    "$who may remove a student's message: $allowed",
    async ({ pick, allowed }) => {
      const world = await chatWorld();
      const id = await world.enrolled.as.mutation(api.chat.chat.send, { room: world.courseId, text: "remove me?" });
      const remover = pick(world);
      if (allowed) {
        expect(await remover.as.mutation(api.chat.chat.remove, { messageId: id })).toBeNull();
        expect(await removedRow(world, id)).toMatchObject({ text: "", removedBy: remover.userId });
      } else {
        expect(await appErrorOf(remover.as.mutation(api.chat.chat.remove, { messageId: id }))).toEqual({
          code: "FORBIDDEN",
          message: englishOf(CANNOT_REMOVE),
        });
        const row = await removedRow(world, id);
        expect(row?.text).toBe("remove me?");
        expect(row?.removedAt).toBeUndefined();
      }
    },
  );

  test("a student may not remove another student's message, even in their own course", async () => {
    const world = await chatWorld();
    const id = await world.teacher.as.mutation(api.chat.chat.send, { room: world.courseId, text: "teacher's note" });
    expect((await appErrorOf(world.enrolled.as.mutation(api.chat.chat.remove, { messageId: id }))).code).toBe(
      "FORBIDDEN",
    );
  });
});

describe("in the global room", () => {
  test("the author and Admins remove; a teacher does not moderate global", async () => {
    const world = await chatWorld();
    const mine = await world.student.as.mutation(api.chat.chat.send, { room: "global", text: "mine" });
    const other = await world.student.as.mutation(api.chat.chat.send, { room: "global", text: "other" });
    expect((await appErrorOf(world.teacher.as.mutation(api.chat.chat.remove, { messageId: other }))).code).toBe(
      "FORBIDDEN",
    );
    await world.student.as.mutation(api.chat.chat.remove, { messageId: mine });
    await world.admin.as.mutation(api.chat.chat.remove, { messageId: other });
    expect((await removedRow(world, other))?.text).toBe("");
  });
});

test("a removed message shows as removed to everyone, with nothing left of its text, and records one event", async () => {
  const world = await chatWorld();
  const { t, teacher, enrolled, courseId } = world;
  const id = await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "oops, my phone number" });
  await teacher.as.mutation(api.chat.chat.remove, { messageId: id });
  // Removing again does nothing (no second event).
  await enrolled.as.mutation(api.chat.chat.remove, { messageId: id });

  for (const viewer of [enrolled, teacher]) {
    const [message] = await livePage(viewer, courseId);
    expect(message).toEqual({
      _id: id,
      _creationTime: expect.any(Number),
      text: "",
      authorId: enrolled.userId,
      authorName: "Eve Enrolled",
      removed: true,
    });
  }
  const stored = await removedRow(world, id);
  expect(JSON.stringify(stored)).not.toContain("phone number");

  const removals = (await events(world)).filter((e) => e.type === "message_removed");
  const courseKey = await t.run(async (ctx) => (await ctx.db.get("courses", courseId))?.key);
  expect(removals).toEqual([
    expect.objectContaining({
      actorId: teacher.userId,
      subjectUserId: enrolled.userId,
      courseKey,
      entityKey: stored?.key,
      messageKey: stored?.key,
      room: courseKey,
    }),
  ]);
  // The message is named by its key, the id of the event that sent it.
  const sent = (await events(world)).find((e) => e.type === "message_sent");
  expect(sent).toMatchObject({
    _id: stored?.key,
    actorId: enrolled.userId,
    room: courseKey,
    authorName: "Eve Enrolled",
  });
  expect(await t.run((ctx) => ctx.db.query("messages").collect())).toHaveLength(1);
});

test("each viewer learns what they may remove: their own messages, and all of them where they moderate", async () => {
  const { teacher, enrolled, courseId } = await chatWorld();
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "from teacher" });
  await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "from student" });
  const flags = async (who: Person) => (await livePage(who, courseId)).map((m) => [m.text, m.authorId === who.userId]);
  const moderates = async (who: Person) => (await who.as.query(api.chat.chat.room, { room: courseId })).canModerate;
  expect(await flags(enrolled)).toEqual([
    ["from student", true],
    ["from teacher", false],
  ]);
  expect(await moderates(enrolled)).toBe(false);
  expect(await flags(teacher)).toEqual([
    ["from student", false],
    ["from teacher", true],
  ]);
  expect(await moderates(teacher)).toBe(true);
});

test("an unknown message is NOT_FOUND", async () => {
  const { t, admin } = await chatWorld();
  const id = await admin.as.mutation(api.chat.chat.send, { room: "global", text: "x" });
  // A replay of the log makes the message again under a new id: the old one names nothing.
  await replay(t, async () => {});
  expect((await appErrorOf(admin.as.mutation(api.chat.chat.remove, { messageId: id }))).code).toBe("NOT_FOUND");
});

/**
 * presence.heartbeat / list / disconnect over the presence component. The room is named by its
 * ticket (chat.room's, ADR 0081): heartbeats check the caller, listing checks the ticket only.
 */
import { englishOf } from "../lib/appError";
import { afterEach, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { seedUser } from "../test.setup";
import { appErrorOf, chatWorld, ticketOf } from "./chatTests.setup";
import { NOT_YOUR_PRESENCE } from "../lib/presence";
import { NOT_A_MEMBER } from "./model/chatRooms";

afterEach(() => {
  vi.useRealTimers();
});

const beat = (roomId: string, userId: string, sessionId = `${userId}-tab`) => ({
  roomId,
  userId,
  sessionId,
  interval: 10_000,
});

test("the room's people appear by name while their heartbeats come, and leave on disconnect", async () => {
  vi.useFakeTimers();
  const { t, teacher, enrolled, courseId } = await chatWorld();
  await t.run((ctx) => ctx.db.patch("users", teacher.userId, { dp: "https://example.com/tess.png" }));
  const ticket = await ticketOf(enrolled, courseId);
  const eve = await enrolled.as.mutation(api.chat.presence.heartbeat, beat(ticket, enrolled.userId));
  const tess = await teacher.as.mutation(
    api.chat.presence.heartbeat,
    beat(await ticketOf(teacher, courseId), teacher.userId),
  );
  // One room token for every member: the room's ticket, so they list it with the same arguments.
  expect(tess.roomToken).toBe(eve.roomToken);
  expect(eve.roomToken).toBe(ticket);

  const people = await enrolled.as.query(api.chat.presence.list, { roomToken: eve.roomToken });
  expect(people.map((p) => [p.name, p.online, p.image]).sort()).toEqual([
    ["Eve Enrolled", true, ""],
    ["Tess Teacher", true, "https://example.com/tess.png"],
  ]);

  // Disconnect needs no sign-in (sendBeacon): the session token is enough.
  await t.mutation(api.chat.presence.disconnect, { sessionToken: tess.sessionToken });
  const after = await enrolled.as.query(api.chat.presence.list, { roomToken: eve.roomToken });
  expect(after.find((p) => p.userId === teacher.userId)?.online).toBe(false);
  expect(after.find((p) => p.userId === enrolled.userId)?.online).toBe(true);
});

test("a heartbeat only for oneself, only in a room one belongs to, with the room's current ticket", async () => {
  const { t, enrolled, student, otherTeacher, courseId } = await chatWorld();
  const global = await ticketOf(student, "global");
  const course = await ticketOf(enrolled, courseId);
  expect(await appErrorOf(student.as.mutation(api.chat.presence.heartbeat, beat(global, enrolled.userId)))).toEqual({
    code: "FORBIDDEN",
    message: englishOf(NOT_YOUR_PRESENCE),
  });
  for (const outsider of [student, otherTeacher]) {
    // A member's ticket does not make a heartbeat theirs: the caller is checked too.
    expect(await appErrorOf(outsider.as.mutation(api.chat.presence.heartbeat, beat(course, outsider.userId)))).toEqual({
      code: "FORBIDDEN",
      message: englishOf(NOT_A_MEMBER),
    });
  }
  expect(
    await appErrorOf(enrolled.as.mutation(api.chat.presence.heartbeat, beat("not-a-ticket", enrolled.userId))),
  ).toMatchObject({ code: "BAD_TICKET" });
  expect((await appErrorOf(t.mutation(api.chat.presence.heartbeat, beat(global, student.userId)))).code).toBe(
    "UNAUTHENTICATED",
  );
  // Nobody was put in the course room.
  const tokens = await enrolled.as.mutation(api.chat.presence.heartbeat, beat(course, enrolled.userId));
  const people = await enrolled.as.query(api.chat.presence.list, { roomToken: tokens.roomToken });
  expect(people.map((p) => p.userId)).toEqual([enrolled.userId]);
});

test("a bad room token is refused, whoever asks; a good one lists the same people for every holder", async () => {
  const { t, enrolled } = await chatWorld();
  const tokens = await enrolled.as.mutation(
    api.chat.presence.heartbeat,
    beat(await ticketOf(enrolled, "global"), enrolled.userId),
  );
  for (const as of [enrolled.as, t]) {
    expect((await appErrorOf(as.query(api.chat.presence.list, { roomToken: "not-a-token" }))).code).toBe("BAD_TICKET");
  }
  // The same (good) token lists the same people for every holder.
  const { roomToken } = tokens;
  expect(await t.query(api.chat.presence.list, { roomToken })).toEqual(
    await enrolled.as.query(api.chat.presence.list, { roomToken }),
  );
});

test("an Admin's token stops listing the room once they are no longer Admin (every ticket changes)", async () => {
  const { t, enrolled, courseId } = await chatWorld();
  const ticket = await ticketOf(enrolled, courseId);
  const { roomToken } = await enrolled.as.mutation(api.chat.presence.heartbeat, beat(ticket, enrolled.userId));
  const ada = await seedUser(t, "Admin", { displayName: "Ada Again" });
  const adas = await ticketOf(ada, courseId);
  expect(adas).toBe(ticket);
  expect((await ada.as.query(api.chat.presence.list, { roomToken: adas })).map((p) => p.userId)).toEqual([
    enrolled.userId,
  ]);
  await t.mutation(internal.admin.admin.setRole, { email: ada.email, role: "student" });
  expect((await appErrorOf(ada.as.query(api.chat.presence.list, { roomToken }))).code).toBe("BAD_TICKET");
  expect((await appErrorOf(ada.as.query(api.chat.chat.room, { room: courseId }))).code).toBe("FORBIDDEN");
  // The members get a new ticket, which lists the room again.
  const fresh = await ticketOf(enrolled, courseId);
  expect(fresh).not.toBe(ticket);
  expect((await enrolled.as.query(api.chat.presence.list, { roomToken: fresh })).map((p) => p.userId)).toEqual([
    enrolled.userId,
  ]);
});

/** presence.heartbeat / list / disconnect over the presence component. */
import { afterEach, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { seedUser } from "../test.setup";
import { appErrorOf, chatWorld } from "./chatTests.setup";
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
  const eve = await enrolled.as.mutation(api.chat.presence.heartbeat, beat(courseId, enrolled.userId));
  const tess = await teacher.as.mutation(api.chat.presence.heartbeat, beat(courseId, teacher.userId));
  expect(tess.roomToken).toBe(eve.roomToken);

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

test("a heartbeat only for oneself, only in a room one belongs to", async () => {
  const { t, enrolled, student, otherTeacher, courseId } = await chatWorld();
  expect(await appErrorOf(student.as.mutation(api.chat.presence.heartbeat, beat("global", enrolled.userId)))).toEqual({
    code: "FORBIDDEN",
    message: NOT_YOUR_PRESENCE,
  });
  for (const outsider of [student, otherTeacher]) {
    expect(
      await appErrorOf(outsider.as.mutation(api.chat.presence.heartbeat, beat(courseId, outsider.userId))),
    ).toEqual({
      code: "FORBIDDEN",
      message: NOT_A_MEMBER,
    });
  }
  expect((await appErrorOf(t.mutation(api.chat.presence.heartbeat, beat("global", student.userId)))).code).toBe(
    "UNAUTHENTICATED",
  );
  // Nobody was put in the course room.
  const tokens = await enrolled.as.mutation(api.chat.presence.heartbeat, beat(courseId, enrolled.userId));
  const people = await enrolled.as.query(api.chat.presence.list, { roomToken: tokens.roomToken });
  expect(people.map((p) => p.userId)).toEqual([enrolled.userId]);
});

test("an unknown room token lists nobody; listing needs a sign-in", async () => {
  const { t, enrolled } = await chatWorld();
  const tokens = await enrolled.as.mutation(api.chat.presence.heartbeat, beat("global", enrolled.userId));
  expect(await enrolled.as.query(api.chat.presence.list, { roomToken: "not-a-token" })).toEqual([]);
  expect((await appErrorOf(t.query(api.chat.presence.list, { roomToken: tokens.roomToken }))).code).toBe(
    "UNAUTHENTICATED",
  );
});

test("the room token grants nothing by itself: only who belongs to the room now can list it", async () => {
  const { t, enrolled, student, otherTeacher, courseId } = await chatWorld();
  const { roomToken } = await enrolled.as.mutation(api.chat.presence.heartbeat, beat(courseId, enrolled.userId));
  // Someone outside the course who got hold of the token (a shared screen, a member's devtools).
  for (const outsider of [student, otherTeacher]) {
    expect(await outsider.as.query(api.chat.presence.list, { roomToken })).toEqual([]);
  }
  // An Admin may visit any room, and lists it; once no longer Admin, the same token lists nobody.
  const ada = await seedUser(t, "Admin", { displayName: "Ada Again" });
  expect((await ada.as.query(api.chat.presence.list, { roomToken })).map((p) => p.userId)).toEqual([enrolled.userId]);
  await t.mutation(internal.admin.admin.setRole, { email: ada.email, role: "student" });
  expect(await ada.as.query(api.chat.presence.list, { roomToken })).toEqual([]);
});

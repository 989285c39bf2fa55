/**
 * The calls an open room and the top bar repeat most (issue 16, ADR 0038, 0081): a badge part,
 * read marks, heartbeats and the bell's count take the caller's id from the session and read no
 * `users` row on their common path; a room's live end, history and presence list read nothing of
 * the caller at all (the ticket is the permission). Each figure is the whole call, the wrapper's
 * session check included.
 */
import { expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { chatWorld, ticketOf } from "./chatTests.setup";
import { listHistory, listLive } from "./model/chatMessages";
import { requireTicket } from "./model/chatTicket";
import { heartbeat, listRoom } from "./model/chatPresence";
import { callerProfile, requireRoomQuick } from "./model/chatRooms";
import { markRoomRead, unreadTotalOf } from "./model/chatUnread";
import { unreadPart } from "./model/chatMembership";
import { unreadOf } from "../notifications/model/notificationCounts";
import { requireLiveUserId } from "../accounts/model/users";
import { measureReads, recordingTables } from "../readCounting.setup";
import { identityFor, type TestConvex } from "../test.setup";

/** One call as its signedIn wrapper runs it: its documents, bytes and the tables it read. */
async function call<R>(t: TestConvex, userId: Id<"users">, fn: (ctx: MutationCtx, userId: Id<"users">) => Promise<R>) {
  const tables = new Set<string>();
  const measured = await t
    .withIdentity(identityFor(userId))
    .run((ctx) => measureReads(recordingTables(ctx, tables), async (c) => await fn(c, await requireLiveUserId(c))));
  return { ...measured, tables: [...tables].sort() };
}

/** A course room with news, read marks in both rooms, and the enrolled student present in it. */
async function openRoom() {
  vi.useFakeTimers();
  const world = await chatWorld();
  const { teacher, enrolled, courseId } = world;
  await enrolled.as.mutation(api.chat.chat.markRead, { room: "global" });
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  vi.advanceTimersByTime(1_000);
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "Homework is up" });
  await teacher.as.mutation(api.chat.chat.send, { room: "global", text: "Hello all" });
  const ticket = await ticketOf(enrolled, courseId);
  const globalTicket = await ticketOf(enrolled, "global");
  const beat = { roomId: ticket, userId: enrolled.userId, sessionId: "tab", interval: 60_000 };
  const tokens = await enrolled.as.mutation(api.chat.presence.heartbeat, beat);
  return { ...world, ticket, globalTicket, beat, tokens };
}

test("a badge part, the live end, a read mark, a heartbeat, presence and the bell read no users row", async () => {
  const { t, enrolled, courseId, ticket, beat, tokens } = await openRoom();
  const me = enrolled.userId;
  const courseKey = await t.run(async (ctx) => (await ctx.db.get("courses", courseId))?.key ?? "");
  const figures = {
    "badge part (global's)": await call(t, me, (c, id) => unreadTotalOf(c, id, unreadPart("global"), courseId)),
    "badge part (the course's)": await call(t, me, (c, id) => unreadTotalOf(c, id, unreadPart(courseKey), "global")),
    "live (1 message)": await call(t, me, async (c) => listLive(c, await requireTicket(c, ticket, courseId))),
    "markRead (1 new)": await call(t, me, (c, id) => markRoomRead(c, id, courseId)),
    "markRead (nothing new)": await call(t, me, (c, id) => markRoomRead(c, id, courseId)),
    "chat/presence:heartbeat": await call(t, me, (c, id) => heartbeat(c, id, beat)),
    "chat/presence:list": await call(t, me, (c) => listRoom(c, tokens.roomToken)),
    "notifications/notifications:unreadCount": await call(t, me, (c, id) => unreadOf(c, id)),
  };
  for (const [name, { reads, bytes }] of Object.entries(figures)) {
    console.log(`[reads] ${name}: ${reads} documents, ${bytes} bytes`);
  }
  // Each call's own rows, and no users row: presence:list reads the present people's rows (their
  // names and pictures), which is the one users read among them.
  for (const [name, { tables }] of Object.entries(figures)) {
    if (name !== "chat/presence:list") expect(tables, name).not.toContain("users");
  }
  expect(figures["live (1 message)"].result.page.map((m) => m.text)).toEqual(["Homework is up"]);
  // Each budget: the documents named, and 1 to spare.
  // The session, the caller's row and the room's head (one author, one shard); the open room's
  // row is skipped by the index ranges, unread.
  expect(figures["badge part (global's)"].reads).toBeLessThanOrEqual(3 + 1);
  expect(figures["badge part (the course's)"].reads).toBeLessThanOrEqual(3 + 1);
  // The session (the wrapper's here, not the query's), the one message; the room's access rows
  // (none yet) are index lookups.
  expect(figures["live (1 message)"].reads).toBeLessThanOrEqual(2 + 1);
  // The session, the caller's row and the room's head; with news, the event `room_read` (read back
  // by emit) and the row its projector moves.
  expect(figures["markRead (1 new)"].reads).toBeLessThanOrEqual(5 + 1);
  expect(figures["markRead (nothing new)"].reads).toBeLessThanOrEqual(3 + 1);
  expect(figures["notifications/notifications:unreadCount"].reads).toBeLessThanOrEqual(2);
  vi.useRealTimers();
});

test("an open room's history, live end and presence read nothing of the caller; its header no read mark", async () => {
  const { t, teacher, enrolled, courseId, ticket, globalTicket, tokens } = await openRoom();
  const anchor = Date.now();
  const shared = async <R>(fn: (ctx: MutationCtx) => Promise<R>) => {
    const tables = new Set<string>();
    const measured = await t.run((ctx) => measureReads(recordingTables(ctx, tables), fn));
    return { ...measured, tables: [...tables].sort() };
  };
  const open = {
    live: await shared(async (c) => listLive(c, await requireTicket(c, ticket, courseId))),
    history: await shared(async (c) => listHistory(c, await requireTicket(c, ticket, courseId), anchor)),
    globalLive: await shared(async (c) => listLive(c, await requireTicket(c, globalTicket, "global"))),
    presence: await shared(async (c) => listRoom(c, tokens.roomToken)),
  };
  // The room's messages and its access epoch: no session, user, member or read-mark row.
  for (const name of ["live", "history", "globalLive"] as const) {
    expect(open[name].tables, name).toEqual(["chatAccess", "messages"]);
  }
  expect(open.live.reads).toBeLessThanOrEqual(1 + 2);
  // The room's header (chat.room, per person, before its ticket is signed): the course and the member
  // row, not the read mark. (The ticket adds the room's and the every-room `chatAccess` rows.)
  const header = await call(
    t,
    enrolled.userId,
    async (c, id) => await requireRoomQuick(c, await callerProfile(c, id), courseId),
  );
  expect(header.tables).toEqual(["authSessions", "courseMembers", "courses", "users"]);
  expect(open.presence.tables).not.toContain("chatReads");
  // The teacher's header reads their room row (they teach there): a read mark of theirs re-runs it.
  const owner = await call(
    t,
    teacher.userId,
    async (c, id) => await requireRoomQuick(c, await callerProfile(c, id), courseId),
  );
  expect(owner.tables).toContain("chatReads");
  vi.useRealTimers();
});

test("a read mark already at the room's newest message writes nothing, and the next message counts again", async () => {
  const { t, teacher, enrolled, courseId } = await openRoom();
  const row = () =>
    t.run((ctx) =>
      ctx.db
        .query("chatReads")
        .withIndex("by_user_room", (q) => q.eq("userId", enrolled.userId).eq("room", courseId))
        .unique(),
    );
  const reads = () =>
    t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((e) => e.type === "room_read"));
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  const marked = await row();
  const events = (await reads()).length;
  vi.advanceTimersByTime(15_000);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  // Untouched (same time and version), and no event: a subscription reading the row does not re-run.
  expect(await row()).toEqual(marked);
  expect(await reads()).toHaveLength(events);
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "One more" });
  await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "My answer" });
  const unread = async () =>
    (await enrolled.as.query(api.chat.chat.rooms, {})).find((r) => r.room === courseId)?.unread;
  expect(await unread()).toBe(1);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  expect(await unread()).toBe(0);
  vi.useRealTimers();
});

test("these calls work on the caller's own rows alone, without the profile a users row gives", async () => {
  const { t, enrolled, courseId, ticket, beat, tokens } = await openRoom();
  // A users row without a role or name: requireUser would refuse it, so a call that still answers
  // did not load the caller through it.
  await t.run((ctx) => ctx.db.patch("users", enrolled.userId, { role: undefined, displayName: undefined }));
  const as = enrolled.as;
  for (let part = 0; part < 8; part++) {
    if (part !== unreadPart("global")) await as.query(api.chat.chat.unreadTotal, { part, except: "global" });
  }
  expect((await as.query(api.chat.chat.live, { room: courseId, ticket })).page).toHaveLength(1);
  await as.mutation(api.chat.chat.markRead, { room: courseId });
  await as.mutation(api.chat.presence.heartbeat, beat);
  await as.query(api.chat.presence.list, { roomToken: tokens.roomToken });
  expect(await as.query(api.notifications.notifications.unreadCount, {})).toBe(0);
  vi.useRealTimers();
});

// Not deployed (two dots in the name): authorization rows of convex/chat.ts, and the chat world
// the presence rows share (seeded by `prepare`, so world.setup.ts stays as it is).
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { TestConvex } from "../../test.setup";
import { signedIn, type Caller, type Outcome, type Rows } from "../matrix.setup";
import { clientFor, type World } from "../world.setup";

/** The course room's people: enrolled students, the course's teacher and Admins. */
export const COURSE_ROOM: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "refused",
  enrolled: "allowed",
  owner: "allowed",
  otherTeacher: "refused",
  admin: "allowed",
};

const ROOM_PEOPLE = "the course room's people: its enrolled students, its teacher and Admins";

/** A message the enrolled student posted in the course room, and the enrolled student's presence tokens there. */
export type ChatWorld = { messageId: Id<"messages">; roomToken: string; sessionToken: string };

const seeded = new WeakMap<World, ChatWorld>();

export async function prepareChat(t: TestConvex, world: World): Promise<void> {
  // Loaded here, not at the top: scripts/authz-table.ts imports this file outside vitest.
  const { identityFor } = await import("../../test.setup");
  const enrolled = world.actors.enrolled.userId;
  const as = t.withIdentity(identityFor(enrolled));
  const messageId = await as.mutation(api.chat.chat.send, { room: world.courseId, text: "Hello, class" });
  const tokens = await as.mutation(api.chat.presence.heartbeat, {
    roomId: (await as.query(api.chat.chat.room, { room: world.courseId })).ticket,
    userId: enrolled,
    sessionId: "enrolled-session",
    interval: 10_000,
  });
  seeded.set(world, { messageId, ...tokens });
}

export function chatWorld(world: World): ChatWorld {
  const found = seeded.get(world);
  if (found === undefined) throw new Error("The row needs `prepare: prepareChat`.");
  return found;
}

const room = (world: World) => ({ room: world.courseId });

type Held = { course: string; global: string };
const tickets = new WeakMap<World, Partial<Record<Caller, Held>>>();

/**
 * The tickets the caller can get themselves (ADR 0081): the course room's from chat.room if they
 * belong to it, and the global room's (every signed-in person's); "" for what they cannot get.
 */
export async function prepareTicket(t: TestConvex, world: World, caller: Caller): Promise<void> {
  const as = clientFor(t, world, caller);
  const get = async (room: string) =>
    caller === "visitor"
      ? ""
      : await as.query(api.chat.chat.room, { room }).then(
          (r) => r.ticket,
          () => "",
        );
  const held = { course: await get(world.courseId), global: await get("global") };
  tickets.set(world, { ...tickets.get(world), [caller]: held });
}

/**
 * The ticket the caller tries the course room with: its own if they hold it, else (`orGlobal`) the
 * global room's, which names another room. A shared query answers with what it opens, nothing else.
 */
export function ticketFor(world: World, caller: Caller, { orGlobal = false } = {}): string {
  const held = tickets.get(world)?.[caller];
  if (held === undefined) throw new Error("The row needs `prepare: prepareTicket`.");
  return held.course || (orGlobal ? held.global : "");
}

export const rows: Rows = {
  "chat/chat:unreadTotal": {
    rule: "any signed-in user: their own unread messages only",
    args: (world) => ({ part: 0, except: world.courseId }),
    expect: signedIn(),
  },
  "chat/chat:rooms": {
    rule: "any signed-in user: the global room and their own course rooms",
    args: () => ({}),
    expect: signedIn(),
  },
  "chat/chat:room": { rule: `${ROOM_PEOPLE}; hands out the room's ticket`, args: room, expect: COURSE_ROOM },
  "chat/chat:live": {
    rule: `whoever holds the room's current ticket (chat:room's, so ${ROOM_PEOPLE}): no identity read; a forged, tampered, other room's or outdated ticket is BAD_TICKET`,
    prepare: prepareTicket,
    args: (world, caller) => ({ room: world.courseId, ticket: ticketFor(world, caller, { orGlobal: true }) }),
    expect: COURSE_ROOM,
    refusedWith: ["BAD_TICKET"],
  },
  "chat/chat:history": {
    rule: "as chat:live",
    prepare: prepareTicket,
    args: (world, caller) => ({
      room: world.courseId,
      ticket: ticketFor(world, caller, { orGlobal: true }),
      before: Date.now(),
    }),
    expect: COURSE_ROOM,
    refusedWith: ["BAD_TICKET"],
  },
  "chat/chat:send": { rule: ROOM_PEOPLE, args: (world) => ({ room: world.courseId, text: "Hi" }), expect: COURSE_ROOM },
  "chat/chat:markRead": { rule: ROOM_PEOPLE, args: room, expect: COURSE_ROOM },
  "chat/chat:remove": {
    rule: "the author (here the enrolled student), the course's teacher in its room, and Admins",
    prepare: prepareChat,
    args: (world) => ({ messageId: chatWorld(world).messageId }),
    expect: COURSE_ROOM,
  },
};

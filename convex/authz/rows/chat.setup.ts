// Not deployed (two dots in the name): authorization rows of convex/chat.ts, and the chat world
// the presence rows share (seeded by `prepare`, so world.setup.ts stays as it is).
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { TestConvex } from "../../test.setup";
import { signedIn, type Caller, type Outcome, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

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
    roomId: world.courseId,
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
  "chat/chat:room": { rule: ROOM_PEOPLE, args: room, expect: COURSE_ROOM },
  "chat/chat:messages": {
    rule: ROOM_PEOPLE,
    args: (world) => ({ room: world.courseId, paginationOpts: { numItems: 10, cursor: null } }),
    expect: COURSE_ROOM,
  },
  "chat/chat:recent": { rule: ROOM_PEOPLE, args: (world) => ({ room: world.courseId, after: 0 }), expect: COURSE_ROOM },
  "chat/chat:send": { rule: ROOM_PEOPLE, args: (world) => ({ room: world.courseId, text: "Hi" }), expect: COURSE_ROOM },
  "chat/chat:markRead": { rule: ROOM_PEOPLE, args: room, expect: COURSE_ROOM },
  "chat/chat:remove": {
    rule: "the author (here the enrolled student), the course's teacher in its room, and Admins",
    prepare: prepareChat,
    args: (world) => ({ messageId: chatWorld(world).messageId }),
    expect: COURSE_ROOM,
  },
};

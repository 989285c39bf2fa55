// Not deployed (two dots in the name): authorization rows of convex/presence.ts.
import { everyone, type Rows } from "../matrix.setup";
import { chatWorld, COURSE_ROOM, prepareChat, prepareTicket, ticketFor } from "./chat.setup";

export const rows: Rows = {
  "chat/presence:heartbeat": {
    rule: "the room's people (as chat:room), each as themselves only, naming the room by its current ticket",
    prepare: prepareTicket,
    args: (world, caller) => ({
      roomId: ticketFor(world, caller),
      userId: world.of(caller).userId,
      sessionId: `${caller}-session`,
      interval: 10_000,
    }),
    expect: COURSE_ROOM,
    // The visitor is told to sign in; a signed-in caller without the room's ticket holds none.
    refusedWith: ["UNAUTHENTICATED", "BAD_TICKET"],
  },
  "chat/presence:list": {
    rule: "whoever holds the room's current ticket (the room token heartbeat hands back: chat:room's): no identity read; else BAD_TICKET",
    prepare: prepareTicket,
    args: (world, caller) => ({ roomToken: ticketFor(world, caller) }),
    expect: COURSE_ROOM,
    refusedWith: ["BAD_TICKET"],
  },
  "chat/presence:disconnect": {
    rule: "anyone holding the session's token (sent by sendBeacon, without a sign-in)",
    prepare: prepareChat,
    args: (world) => ({ sessionToken: chatWorld(world).sessionToken }),
    expect: everyone("allowed"),
  },
};

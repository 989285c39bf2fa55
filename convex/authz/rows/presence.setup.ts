// Not deployed (two dots in the name): authorization rows of convex/presence.ts.
import { everyone, signedIn, type Rows } from "../matrix.setup";
import { chatWorld, COURSE_ROOM, prepareChat } from "./chat.setup";

export const rows: Rows = {
  "chat/presence:heartbeat": {
    rule: "the room's people (as chat:room), each as themselves only",
    args: (world, caller) => ({
      roomId: world.courseId,
      userId: world.of(caller).userId,
      sessionId: `${caller}-session`,
      interval: 10_000,
    }),
    expect: COURSE_ROOM,
  },
  "chat/presence:list": {
    rule: "signed in; the people only for who belongs to the room now ([] for anyone else): the token names the room, grants nothing",
    prepare: prepareChat,
    args: (world) => ({ roomToken: chatWorld(world).roomToken }),
    expect: signedIn(),
  },
  "chat/presence:disconnect": {
    rule: "anyone holding the session's token (sent by sendBeacon, without a sign-in)",
    prepare: prepareChat,
    args: (world) => ({ sessionToken: chatWorld(world).sessionToken }),
    expect: everyone("allowed"),
  },
};

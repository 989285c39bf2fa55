/**
 * Presence in chat rooms for `usePresence(api.chat.presence, room, userId)` from
 * "@convex-dev/presence/react" (the component's README; ADR 0014, docs/discussion.md).
 */
import { v } from "convex/values";
import { publicMutation, signedInMutation, signedInQuery } from "../functions";
import { disconnect as endSession, heartbeat as beat, listRoom } from "./model/chatPresence";

/**
 * The caller's own heartbeat (userId must be theirs) in a room they belong to: their room row
 * proves it, without their user row (ADR 0038).
 */
export const heartbeat = signedInMutation({
  args: { roomId: v.string(), userId: v.string(), sessionId: v.string(), interval: v.number() },
  handler: async (ctx, args) => await beat(ctx, ctx.userId, args),
});

/**
 * The room's people, for a signed-in caller who belongs to the room now; the room token (from
 * heartbeat) names the room and grants nothing by itself.
 */
export const list = signedInQuery({
  args: { roomToken: v.string() },
  handler: async (ctx, { roomToken }) => await listRoom(ctx, ctx.userId, roomToken),
});

/**
 * Ends a session. Open to visitors on purpose: the browser sends it with navigator.sendBeacon
 * when the tab closes, which carries no auth token. The session token (a random UUID handed
 * only to that session's heartbeat) is the permission.
 */
export const disconnect = publicMutation({
  args: { sessionToken: v.string() },
  handler: async (ctx, { sessionToken }) => await endSession(ctx, sessionToken),
});

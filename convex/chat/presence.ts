/**
 * Presence in chat rooms for `usePresence(api.chat.presence, room, userId)` from
 * "@convex-dev/presence/react" (the component's README; ADR 0014, docs/discussion.md).
 */
import { v } from "convex/values";
import { publicMutation, publicQuery, signedInMutation } from "../functions";
import { disconnect as endSession, heartbeat as beat, listRoom } from "./model/chatPresence";

/**
 * The caller's own heartbeat (userId must be theirs) in a room they belong to, named by its ticket
 * (`roomId`: chat.room's ticket, ADR 0081): their room row proves the membership, without their
 * user row (ADR 0038). Hands back the ticket as the room token.
 */
export const heartbeat = signedInMutation({
  args: { roomId: v.string(), userId: v.string(), sessionId: v.string(), interval: v.number() },
  handler: async (ctx, args) => await beat(ctx, ctx.userId, args),
});

/**
 * The room's people, the same for every member: the room token is the room's ticket (the
 * permission, checked without reading the caller; ADR 0081). A bad, tampered or outdated ticket is
 * BAD_TICKET, whoever calls.
 */
export const list = publicQuery({
  args: { roomToken: v.string() },
  handler: async (ctx, { roomToken }) => await listRoom(ctx, roomToken),
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

/**
 * Who is in a chat room now, through Convex's presence component (ADR 0014). The browser's
 * `usePresence(api.chat.presence, room, userId)` heartbeats while the room is open; the component
 * marks a user offline when their heartbeats stop (2.5 intervals) or they leave.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { requireRoomMember } from "./chatRooms";
import { requireTicket } from "./chatTicket";
import { PRESENCE_LIST_MAX } from "../../shared/chatRules";
import { beat, peopleIn, presence, type PresenceEntry } from "../../lib/presence";

/**
 * A heartbeat of the caller in a room they belong to. usePresence's "room id" is the room's ticket
 * (chat.room's; ADR 0081): it must hold, and the caller must belong to its room, proved by their
 * room row as before (requireRoomMember). The room id stored is the room's own ("global" or the
 * course id). Returns the tokens usePresence needs: the room token is the ticket itself, so every
 * member lists the room with the same arguments. The session token (random, one per tab, deleted
 * when the session ends) lets its holder end that session only.
 */
export async function heartbeat(
  ctx: MutationCtx,
  userId: Id<"users">,
  args: { roomId: string; userId: string; sessionId: string; interval: number },
): Promise<{ roomToken: string; sessionToken: string }> {
  const ticketRoom = await requireTicket(ctx, args.roomId);
  const { room } = await requireRoomMember(ctx, userId, ticketRoom);
  const { sessionToken } = await beat(ctx, userId, room, args);
  return { roomToken: args.roomId, sessionToken };
}

/**
 * The room's people (online first), the same for every member: the room token is the room's
 * ticket, which is the permission (no caller is read); refused as the room's other shared queries.
 */
export async function listRoom(ctx: QueryCtx, roomToken: string): Promise<PresenceEntry[]> {
  return await peopleIn(ctx, await requireTicket(ctx, roomToken), PRESENCE_LIST_MAX);
}

export async function disconnect(ctx: MutationCtx, sessionToken: string): Promise<null> {
  return await presence.disconnect(ctx, sessionToken);
}

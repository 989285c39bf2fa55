/**
 * Who is in a chat room now, through Convex's presence component (ADR 0014). The browser's
 * `usePresence(api.chat.presence, room, userId)` heartbeats while the room is open; the component
 * marks a user offline when their heartbeats stop (2.5 intervals) or they leave.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { requireRoomMember, requireRoomReader } from "./chatRooms";
import { PRESENCE_LIST_MAX } from "../../shared/chatRules";
import { isAppError } from "../../shared/errors";
import { beat, peopleIn, presence, type PresenceEntry } from "../../lib/presence";

/**
 * A heartbeat of the caller in a room they belong to. The room id stored is the room's own
 * ("global" or the course id). Returns the tokens usePresence needs; the room token grants nothing
 * by itself (lib/presence.ts). The session token (random, one per tab, deleted when the session
 * ends) lets its holder end that session only.
 */
export async function heartbeat(
  ctx: MutationCtx,
  userId: Id<"users">,
  args: { roomId: string; userId: string; sessionId: string; interval: number },
): Promise<{ roomToken: string; sessionToken: string }> {
  const { room } = await requireRoomMember(ctx, userId, args.roomId);
  return await beat(ctx, userId, room, args);
}

/**
 * The room's people (online first), for a caller who belongs to the room now (the room token is
 * the room's id, see heartbeat); anyone else, and an unknown room, gets []. Membership is proved as
 * the open room's subscriptions prove it (requireRoomReader), so a read mark does not re-run this.
 */
export async function listRoom(ctx: QueryCtx, userId: Id<"users">, roomToken: string): Promise<PresenceEntry[]> {
  let room: string;
  try {
    room = await requireRoomReader(ctx, userId, roomToken);
  } catch (error) {
    // Not (or no longer) a member, or no such room: nobody to show. A signed-out caller is refused.
    if (isAppError(error, "UNAUTHENTICATED")) throw error;
    if ((["FORBIDDEN", "NOT_FOUND", "INVALID"] as const).some((code) => isAppError(error, code))) return [];
    throw error;
  }
  return await peopleIn(ctx, room, PRESENCE_LIST_MAX);
}

export async function disconnect(ctx: MutationCtx, sessionToken: string): Promise<null> {
  return await presence.disconnect(ctx, sessionToken);
}

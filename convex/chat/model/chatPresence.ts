/**
 * Who is in a chat room now, through Convex's presence component (ADR 0014). The browser's
 * `usePresence(api.chat.presence, room, userId)` heartbeats while the room is open; the component
 * marks a user offline when their heartbeats stop (2.5 intervals) or they leave.
 */
import { Presence } from "@convex-dev/presence";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { requireRoomMember, requireRoomReader } from "./chatRooms";
import { PRESENCE_INTERVAL, PRESENCE_LIST_MAX } from "../../shared/chatRules";
import { appError, isAppError } from "../../shared/errors";

export const presence = new Presence(components.presence);

export const NOT_YOUR_PRESENCE = "You can only report your own presence.";

/**
 * A heartbeat of the caller in a room they belong to. The room id stored is the room's own
 * ("global" or the course id). Returns the tokens usePresence needs. The "room token" Lyceum hands
 * out is the room's own id, not the component's: the component's token never expires or rotates
 * and would let whoever once held it list the room for good, so listing instead checks, at every
 * call, that the caller belongs to the room now (listRoom). The session token (random, one per
 * tab, deleted when the session ends) lets its holder end that session only.
 */
export async function heartbeat(
  ctx: MutationCtx,
  userId: Id<"users">,
  args: { roomId: string; userId: string; sessionId: string; interval: number },
): Promise<{ roomToken: string; sessionToken: string }> {
  if (args.userId !== userId) throw appError("FORBIDDEN", NOT_YOUR_PRESENCE);
  const { room } = await requireRoomMember(ctx, userId, args.roomId);
  const asked = Number.isFinite(args.interval) ? args.interval : PRESENCE_INTERVAL.fallback;
  const interval = Math.min(Math.max(asked, PRESENCE_INTERVAL.min), PRESENCE_INTERVAL.max);
  const { sessionToken } = await presence.heartbeat(ctx, room, userId, args.sessionId, interval);
  return { roomToken: room, sessionToken };
}

/** One person in the room, as usePresence expects, with their display name and picture. */
export type PresenceEntry = {
  userId: string;
  online: boolean;
  lastDisconnected: number;
  name: string;
  image: string;
};

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
  const people = await presence.listRoom(ctx, room, false, PRESENCE_LIST_MAX);
  const entries: PresenceEntry[] = [];
  for (const person of people) {
    const userId = ctx.db.normalizeId("users", person.userId);
    const profile = userId === null ? null : await ctx.db.get("users", userId);
    entries.push({
      userId: person.userId,
      online: person.online,
      lastDisconnected: person.lastDisconnected,
      name: profile?.displayName ?? "",
      image: profile?.dp ?? "",
    });
  }
  return entries;
}

export async function disconnect(ctx: MutationCtx, sessionToken: string): Promise<null> {
  return await presence.disconnect(ctx, sessionToken);
}

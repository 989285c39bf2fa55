/**
 * Who is in a chat room now, through Convex's presence component (ADR 0014). The browser's
 * `usePresence(api.chat.presence, room, userId)` heartbeats while the room is open; the component
 * marks a user offline when their heartbeats stop (2.5 intervals) or they leave.
 */
import { Presence } from "@convex-dev/presence";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { requireRoomMember } from "./chatRooms";
import { PRESENCE_INTERVAL, PRESENCE_LIST_MAX } from "../../shared/chatRules";
import { appError } from "../../shared/errors";

export const presence = new Presence(components.presence);

export const NOT_YOUR_PRESENCE = "You can only report your own presence.";

/**
 * A heartbeat of the caller in a room they belong to. The room id stored is the room's own
 * ("global" or the course id). Returns the tokens usePresence needs: the room token lets its
 * holder list the room; the session token lets its holder end the session.
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
  return await presence.heartbeat(ctx, room, userId, args.sessionId, interval);
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
 * The room's people (online first), for whoever holds its room token; an unknown token gives [].
 * The same for every caller with that token, so subscriptions can share one result.
 */
export async function listRoom(ctx: QueryCtx, roomToken: string): Promise<PresenceEntry[]> {
  const people = await presence.list(ctx, roomToken, PRESENCE_LIST_MAX);
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

/**
 * Convex's presence component (ADR 0014), as every room of Lyceum uses it (chat rooms, the
 * grader's papers): the one client of the component, the heartbeat's rules and the people of a
 * room with their names. Each room kind checks its own membership before calling these.
 */
import { keyed } from "../shared/messages";
import { Presence } from "@convex-dev/presence";
import { components } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { PRESENCE_INTERVAL } from "../shared/chatRules";
import { appError } from "./appError";

export const presence = new Presence(components.presence);

export const NOT_YOUR_PRESENCE = keyed("server.chat.notYourPresence");

/** One person in a room, as usePresence expects, with their display name and picture. */
export type PresenceEntry = {
  userId: string;
  online: boolean;
  lastDisconnected: number;
  name: string;
  image: string;
};

/**
 * The caller's own heartbeat in `room` (membership already checked), at an interval kept within
 * PRESENCE_INTERVAL. The "room token" handed back is the room's own id, not the component's: the
 * component's token never expires or rotates, so listing checks membership at every call instead.
 */
export async function beat(
  ctx: MutationCtx,
  callerId: Id<"users">,
  room: string,
  args: { userId: string; sessionId: string; interval: number },
): Promise<{ roomToken: string; sessionToken: string }> {
  if (args.userId !== callerId) throw appError("FORBIDDEN", NOT_YOUR_PRESENCE);
  const asked = Number.isFinite(args.interval) ? args.interval : PRESENCE_INTERVAL.fallback;
  const interval = Math.min(Math.max(asked, PRESENCE_INTERVAL.min), PRESENCE_INTERVAL.max);
  const { sessionToken } = await presence.heartbeat(ctx, room, callerId, args.sessionId, interval);
  return { roomToken: room, sessionToken };
}

/** Up to `max` people of `room` (online first) with their names and pictures. */
export async function peopleIn(ctx: QueryCtx, room: string, max: number): Promise<PresenceEntry[]> {
  const people = await presence.listRoom(ctx, room, false, max);
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

/**
 * Room tickets (ADR 0081): the capability an open room's shared queries take instead of the
 * caller's identity. `chat.room` checks the caller's membership as before and hands out the ticket,
 * a signed token (lib/signedTokens.ts, its own purpose) over the room and its access epoch: the
 * same for every member at a time, so every member's live queries have the same arguments and
 * their results are the same. The chat projector bumps the epoch whenever someone may have lost
 * access (`chatAccess`), which re-runs every member's `chat.room` (a new ticket) and refuses the old.
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { tokenSigner } from "../../lib/signedTokens";
import { ROOM_TICKET_REFUSED } from "../../shared/chatRules";
import { appError } from "../../lib/appError";

/** The `chatAccess` row whose epoch counts in every room. */
export const EVERY_ROOM = "*";

const signer = tokenSigner("lyceum chat room ticket", "Chat rooms", 400);

/** The room's `chatAccess` row (null until its first revocation); the chat projector is its writer. */
export async function accessRow(ctx: QueryCtx, room: string): Promise<Doc<"chatAccess"> | null> {
  return await ctx.db
    .query("chatAccess")
    .withIndex("by_room", (q) => q.eq("room", room))
    .unique();
}

async function epochRow(ctx: QueryCtx, room: string): Promise<number> {
  return (await accessRow(ctx, room))?.epoch ?? 0;
}

/** The room's access epoch: its own row's plus the every-room row's (each only grows). */
export async function accessEpoch(ctx: QueryCtx, room: string): Promise<number> {
  return (await epochRow(ctx, room)) + (await epochRow(ctx, EVERY_ROOM));
}

/** The ticket of `room` (its own id: "global" or the course id) now; membership already checked. */
export async function roomTicket(ctx: QueryCtx, room: string): Promise<string> {
  return await signer.sign(JSON.stringify([room, await accessEpoch(ctx, room)]));
}

function parseTicket(body: string | null): { room: string; epoch: number } | null {
  if (body === null) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [room, epoch] = parsed as unknown[];
    return typeof room === "string" && typeof epoch === "number" ? { room, epoch } : null;
  } catch {
    return null;
  }
}

/**
 * The room a ticket opens, if it holds (signed by us, for `room` when given, of the room's current
 * epoch). Reads no identity, so the query's result is the same for every member. Anything else is
 * BAD_TICKET, whoever calls (the code the live game's tickets share, ADR 0083): the screen waits for
 * chat.room's new ticket, or shows chat.room's own refusal.
 */
export async function requireTicket(ctx: QueryCtx, ticket: string, room?: string): Promise<string> {
  const claims = parseTicket(await signer.verify(ticket));
  if (claims !== null && (room === undefined || claims.room === room)) {
    if (claims.epoch === (await accessEpoch(ctx, claims.room))) return claims.room;
  }
  throw appError("BAD_TICKET", ROOM_TICKET_REFUSED);
}

/**
 * The Discussion (SPEC §2 Discussion join and Global chat, §3 Message; docs/discussion.md).
 * Rooms are "global" or a course id (events name a course room by the course's key). Thin
 * wrappers over model/chat*.ts; every change is an event (chat/events.ts).
 */
import { v } from "convex/values";
import { authedMutation, authedQuery, publicQuery, signedInMutation, signedInQuery } from "../functions";
import { listHistory, listLive, removeMessage, sendMessage } from "./model/chatMessages";
import { requireTicket, roomTicket } from "./model/chatTicket";
import { requireRoomQuick } from "./model/chatRooms";
import { listRooms, markRoomRead, unreadTotalOf } from "./model/chatUnread";

/**
 * "global" first, then the caller's course rooms by name, each with its unread count. Like the
 * other calls the badge or an open room repeats per person (`unreadTotal`, `markRead`),
 * it takes the caller's id from the session and reads their user row only when it must (ADR 0038).
 */
export const rooms = signedInQuery({
  args: {},
  handler: async (ctx) => await listRooms(ctx, ctx.userId),
});

/**
 * The caller's unread messages over their rooms of one part (`unreadPart`) but `except` (the room
 * they have open; the badge sends it to every part): one of the top bar's badge's subscriptions,
 * with how many rooms it adds up. Reads nothing of `except`, so that room's traffic does not re-run it.
 */
export const unreadTotal = signedInQuery({
  args: { part: v.number(), except: v.optional(v.string()) },
  handler: async (ctx, { part, except }) => await unreadTotalOf(ctx, ctx.userId, part, except),
});

/**
 * One room's name, whether the caller moderates it (the client shows the remove control on
 * others' messages from this) and its ticket: the pass its shared queries (`live`, `history`,
 * presence `list`) take, the same for every member until someone loses access (ADR 0081);
 * FORBIDDEN/NOT_FOUND as requireRoom. The one per-person query of an open room's messages.
 */
export const room = authedQuery({
  args: { room: v.string() },
  handler: async (ctx, { room }) => {
    const info = await requireRoomQuick(ctx, ctx.user, room);
    return { ...info, ticket: await roomTicket(ctx, info.room) };
  },
});

/**
 * The room's live end, the same for every member (the ticket is the permission; no caller is
 * read): the messages after the newest marker, newest first, and where history starts (`anchor`).
 * A forged, tampered, other room's or outdated ticket is BAD_TICKET, whoever calls.
 */
export const live = publicQuery({
  args: { room: v.string(), ticket: v.string() },
  handler: async (ctx, { room, ticket }) => await listLive(ctx, await requireTicket(ctx, ticket, room)),
});

/**
 * One segment of the room's history up to `before` (the live end's anchor, then each segment's
 * `older`), newest first: the same arguments and result for every member. Refused as `live`.
 */
export const history = publicQuery({
  args: { room: v.string(), ticket: v.string(), before: v.number() },
  handler: async (ctx, { room, ticket, before }) =>
    await listHistory(ctx, await requireTicket(ctx, ticket, room), before),
});

/** Posts a message; returns its id. INVALID for blank or too long, RATE_LIMITED when too fast. */
export const send = authedMutation({
  args: { room: v.string(), text: v.string() },
  handler: async (ctx, { room, text }) => await sendMessage(ctx, ctx.user, room, text),
});

/** Removes a message (author, the course's teacher in its room, Admins). */
export const remove = authedMutation({
  args: { messageId: v.id("messages") },
  handler: async (ctx, { messageId }) => await removeMessage(ctx, ctx.user, messageId),
});

/**
 * Marks the room read up to now for the caller (the client sends it at most every 15 s, ADR 0038):
 * the event `room_read`, when the room has news since their last mark.
 */
export const markRead = signedInMutation({
  args: { room: v.string() },
  handler: async (ctx, { room }) => await markRoomRead(ctx, ctx.userId, room),
});

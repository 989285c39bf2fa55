/**
 * The Discussion (SPEC §2 Discussion join and Global chat, §3 Message; docs/discussion.md).
 * Rooms are "global" or a course id (events name a course room by the course's key). Thin
 * wrappers over model/chat*.ts; every change is an event (chat/events.ts).
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { authedMutation, authedQuery, signedInMutation, signedInQuery } from "../functions";
import { listMessages, listRecent, removeMessage, sendMessage } from "./model/chatMessages";
import { requireRoomQuick } from "./model/chatRooms";
import { listRooms, markRoomRead, unreadTotalOf } from "./model/chatUnread";

/**
 * "global" first, then the caller's course rooms by name, each with its unread count. Like the
 * other calls an open room or the badge repeats (`unreadTotal`, `messages`, `recent`, `markRead`),
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
 * One room's name and whether the caller moderates it (the client shows the remove control on
 * others' messages from this); FORBIDDEN/NOT_FOUND as requireRoom.
 */
export const room = authedQuery({
  args: { room: v.string() },
  handler: async (ctx, { room }) => await requireRoomQuick(ctx, ctx.user, room),
});

/**
 * The room's history, newest first (usePaginatedQuery; pages of at most 100); with `before`, up
 * to that moment (an open room's history, see `recent`).
 */
export const messages = signedInQuery({
  args: { room: v.string(), paginationOpts: paginationOptsValidator, before: v.optional(v.number()) },
  handler: async (ctx, { room, paginationOpts, before }) =>
    await listMessages(ctx, ctx.userId, room, paginationOpts, before),
});

/** The messages sent after `after` (when the room was opened), newest first, at most 100. */
export const recent = signedInQuery({
  args: { room: v.string(), after: v.number() },
  handler: async (ctx, { room, after }) => await listRecent(ctx, ctx.userId, room, after),
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

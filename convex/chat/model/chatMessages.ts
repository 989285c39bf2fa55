/**
 * Chat history, sending and removal (docs/discussion.md). History is read newest first through
 * the by_room index (room, then _creationTime), one segment at a time, however long the room is.
 * The reads take the room a ticket opened (chatTicket.ts), not the caller.
 */
import { keyed } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { canModerateCourse, requireRoom } from "./chatRooms";
import { shardsOf } from "./chatMembership";
import { takeSendToken } from "./chatRateLimit";
import {
  CHAT_LIVE_STEP,
  CHAT_PAGE_MAX,
  chatMessageProblem,
  GLOBAL_ROOM,
  VERIFY_TO_POST_GLOBAL,
} from "../../shared/chatRules";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import type { AppUser } from "../../accounts/model/users";
import { requireActiveCourse } from "../../courses/model/courses";

/**
 * One message as `chat.live` and `chat.history` return it, the same for every member (no `mine`:
 * the client compares `authorId` with its own id); a removed one has text "" and removed true.
 * Who may remove it is the client's to work out: its author and whoever moderates the room
 * (`chat.room`'s canModerate), so these hot calls need no caller at all (ADR 0038, 0081).
 */
export type MessageView = {
  _id: Id<"messages">;
  _creationTime: number;
  text: string;
  authorId: Id<"users">;
  authorName: string;
  removed: boolean;
};

function toMessageView(message: Doc<"messages">): MessageView {
  const removed = message.removedAt !== undefined;
  return {
    _id: message._id,
    _creationTime: message._creationTime,
    text: removed ? "" : message.text,
    authorId: message.authorId,
    authorName: message.authorName,
    removed,
  };
}

/** How many of its head shard's messages a room has between markers: CHAT_LIVE_STEP over its shards. */
function markEvery(room: string): number {
  return Math.ceil(CHAT_LIVE_STEP / shardsOf(room));
}

/**
 * Whether a message is a marker: its number in its head shard is a multiple of markEvery, so a room
 * has one about every CHAT_LIVE_STEP messages, and a message is one or not for good (a replay
 * numbers the messages alike). Markers cut a room into the segments every member pages alike
 * (ADR 0081).
 */
export function isMarker(message: Pick<Doc<"messages">, "seq">, room: string): boolean {
  return message.seq % markEvery(room) === 0;
}

/**
 * The most messages the live end or a segment holds: fewer than markEvery of each shard come
 * after a marker before the next (50 in a course room, 52 in the global room); also the scans'
 * bound, should a room ever lack markers.
 */
export function segmentMax(room: string): number {
  return Math.min(shardsOf(room) * markEvery(room), CHAT_PAGE_MAX);
}

type Scanned = Pick<Doc<"messages">, "seq">;

/**
 * Where the live end stops in the room's newest segmentMax + 1 messages (newest first): at the
 * newest marker (the anchor); without one, at segmentMax when there are more, else null (the room
 * has no marker yet: all of it is live).
 */
export function liveCut(scan: readonly Scanned[], room: string): number | null {
  const cut = scan.findIndex((message) => isMarker(message, room));
  if (cut >= 0) return cut;
  return scan.length > segmentMax(room) ? segmentMax(room) : null;
}

/** Where a segment ends in its scan (newest first, its own marker first): before the next marker, at most segmentMax. */
export function segmentEnd(scan: readonly Scanned[], room: string): number {
  const end = scan.findIndex((message, index) => index > 0 && isMarker(message, room));
  return end < 0 ? Math.min(scan.length, segmentMax(room)) : end;
}

/** The room's messages at or before `before` (all when undefined), newest first, segmentMax + 1 of them. */
async function newestFirst(ctx: QueryCtx, room: string, before?: number): Promise<Doc<"messages">[]> {
  return await ctx.db
    .query("messages")
    .withIndex("by_room", (q) =>
      before === undefined ? q.eq("room", room) : q.eq("room", room).lte("_creationTime", before),
    )
    .order("desc")
    .take(segmentMax(room) + 1);
}

/**
 * An open room's live end, the same for every member: the messages after the newest marker,
 * newest first, and that marker's time (`anchor`: the history's first segment ends there), or null
 * when the room has no marker yet (then `page` is the whole room).
 */
export async function listLive(ctx: QueryCtx, room: string): Promise<{ anchor: number | null; page: MessageView[] }> {
  const scan = await newestFirst(ctx, room);
  const cut = liveCut(scan, room);
  if (cut === null) return { anchor: null, page: scan.map(toMessageView) };
  return { anchor: scan[cut]._creationTime, page: scan.slice(0, cut).map(toMessageView) };
}

/**
 * One segment of the room's history, newest first: the messages sent at or before `before` (a
 * marker's time: the live end's anchor, or a segment's `older`) down to, not including, the next
 * marker, at most segmentMax; `older` is where the next segment starts (null: the room's first
 * message is in this one). The same `before` gives every member the same segment.
 */
export async function listHistory(
  ctx: QueryCtx,
  room: string,
  before: number,
): Promise<{ page: MessageView[]; older: number | null }> {
  const scan = await newestFirst(ctx, room, finiteTime(before));
  const end = segmentEnd(scan, room);
  return { page: scan.slice(0, end).map(toMessageView), older: end < scan.length ? scan[end]._creationTime : null };
}

function finiteTime(value: number): number {
  if (!Number.isFinite(value)) throw appError("INVALID", "server.chat.timeMustNumberMilliseconds");
  return value;
}

/**
 * Posts a message: the room's membership first, then in the global room a verified address
 * (FORBIDDEN otherwise, ADR 0059), then the text (trimmed; blank or too long is INVALID), then
 * the sending limit (RATE_LIMITED). The author's current display name goes with it
 * (SPEC §3 `user`). The event `message_sent` makes the message (its key is the event's id).
 */
export async function sendMessage(
  ctx: MutationCtx,
  user: AppUser,
  rawRoom: string,
  rawText: string,
): Promise<Id<"messages">> {
  const { room, course } = await requireRoom(ctx, user, rawRoom);
  if (course !== null) requireActiveCourse(course);
  if (course === null && user.emailVerificationTime === undefined) throw appError("FORBIDDEN", VERIFY_TO_POST_GLOBAL);
  const problem = chatMessageProblem(rawText);
  if (problem !== null) throw appError("INVALID", problem);
  const text = rawText.trim();
  await takeSendToken(ctx, user._id);
  const sent = await emit(ctx, {
    type: "message_sent",
    v: 1,
    actorId: user._id,
    ...(course !== null ? { courseKey: course.key } : {}),
    room: course?.key ?? room,
    text,
    authorName: user.displayName,
  });
  const message = await messageByKey(ctx, sent._id);
  if (message === null) throw appError("NOT_FOUND", MESSAGE_NOT_FOUND);
  return message._id;
}

export async function messageByKey(ctx: QueryCtx, key: string): Promise<Doc<"messages"> | null> {
  return await ctx.db
    .query("messages")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

export const MESSAGE_NOT_FOUND = keyed("server.chat.messageNotFound");
export const CANNOT_REMOVE = keyed("server.chat.cannotRemove");

/**
 * Removes a message: its author, an Admin, or in a course room that course's teacher. The event
 * `message_removed` keeps the row with its text cleared. Removing a removed message does nothing.
 */
export async function removeMessage(ctx: MutationCtx, user: AppUser, messageId: Id<"messages">): Promise<null> {
  const message = await ctx.db.get("messages", messageId);
  if (message === null) throw appError("NOT_FOUND", MESSAGE_NOT_FOUND);
  const courseId = message.room === GLOBAL_ROOM ? null : ctx.db.normalizeId("courses", message.room);
  const course = courseId === null ? null : await ctx.db.get("courses", courseId);
  if (message.authorId !== user._id && !canModerateCourse(user, course)) {
    throw appError("FORBIDDEN", CANNOT_REMOVE);
  }
  if (message.removedAt !== undefined) return null;
  await emit(ctx, {
    type: "message_removed",
    v: 1,
    actorId: user._id,
    subjectUserId: message.authorId,
    entityKey: message.key,
    ...(course !== null ? { courseKey: course.key } : {}),
    messageKey: message.key,
    room: course?.key ?? message.room,
  });
  return null;
}

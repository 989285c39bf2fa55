/**
 * Chat history, sending and removal (docs/discussion.md). History is read newest first through
 * the by_room index (room, then _creationTime), one page at a time, however long the room is.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { canModerateCourse, requireRoom, requireRoomReader } from "./chatRooms";
import { takeSendToken } from "./chatRateLimit";
import { CHAT_PAGE_MAX, chatMessageSchema, GLOBAL_ROOM, VERIFY_TO_POST_GLOBAL } from "../../shared/chatRules";
import { appError } from "../../shared/errors";
import { emit } from "../../events/emit";
import { parseOrThrow } from "../../shared/forms/parse";
import type { AppUser } from "../../accounts/model/users";
import { requireActiveCourse } from "../../courses/model/courses";

/**
 * One message as `chat.messages` and `chat.recent` return it; a removed one has text "" and
 * removed true. Who may remove it is the client's to work out: its author (`mine`) and whoever
 * moderates the room (`chat.room`'s canModerate), so these hot calls need no role (ADR 0038).
 */
export type MessageView = {
  _id: Id<"messages">;
  _creationTime: number;
  text: string;
  authorId: Id<"users">;
  authorName: string;
  mine: boolean;
  removed: boolean;
};

function toMessageView(message: Doc<"messages">, userId: Id<"users">): MessageView {
  const removed = message.removedAt !== undefined;
  return {
    _id: message._id,
    _creationTime: message._creationTime,
    text: removed ? "" : message.text,
    authorId: message.authorId,
    authorName: message.authorName,
    mine: message.authorId === userId,
    removed,
  };
}

/** A page size between 1 and CHAT_PAGE_MAX. */
function boundedPage(opts: PaginationOptions): PaginationOptions {
  const numItems = Math.min(Math.max(1, Math.floor(opts.numItems) || 1), CHAT_PAGE_MAX);
  return { ...opts, numItems };
}

/**
 * A page of the room's history, newest first; with `before`, only messages sent at or before it.
 * An open room pages its history up to the moment it opened, so a new message re-runs only the
 * small `listRecent` instead of the whole newest page (ADR 0031).
 */
export async function listMessages(
  ctx: QueryCtx,
  userId: Id<"users">,
  rawRoom: string,
  paginationOpts: PaginationOptions,
  before?: number,
): Promise<PaginationResult<MessageView>> {
  const room = await requireRoomReader(ctx, userId, rawRoom);
  const at = before === undefined ? undefined : finiteTime(before);
  const result = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => (at === undefined ? q.eq("room", room) : q.eq("room", room).lte("_creationTime", at)))
    .order("desc")
    .paginate(boundedPage(paginationOpts));
  return { ...result, page: result.page.map((message) => toMessageView(message, userId)) };
}

/**
 * The messages sent after `after`, newest first, at most CHAT_PAGE_MAX (`full` when there were
 * more: the client then opens the room afresh). Together with `listMessages(before = after)`
 * this covers the room exactly once.
 */
export async function listRecent(
  ctx: QueryCtx,
  userId: Id<"users">,
  rawRoom: string,
  after: number,
): Promise<{ page: MessageView[]; full: boolean }> {
  const room = await requireRoomReader(ctx, userId, rawRoom);
  const since = finiteTime(after);
  const newest = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room).gt("_creationTime", since))
    .order("desc")
    .take(CHAT_PAGE_MAX + 1);
  return {
    page: newest.slice(0, CHAT_PAGE_MAX).map((message) => toMessageView(message, userId)),
    full: newest.length > CHAT_PAGE_MAX,
  };
}

function finiteTime(value: number): number {
  if (!Number.isFinite(value)) throw appError("INVALID", "A time must be a number of milliseconds.");
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
  const text = parseOrThrow(chatMessageSchema, rawText);
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

export const MESSAGE_NOT_FOUND = "Message not found";
export const CANNOT_REMOVE = "Only the author, the course's teacher or an admin can remove this message.";

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

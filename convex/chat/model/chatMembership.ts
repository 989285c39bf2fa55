/**
 * Who is in which chat room, and how many messages each room has had (ADR 0031), as the chat
 * projector (chat/projector.ts) keeps them. A course room's members each have a named
 * `chatReads` row, written when they enrol or create the course, so the rooms list and the unread
 * badge read one small row per room instead of the (large) enrolments and courses. A room's heads
 * count its messages, so an unread count is the heads' sum minus the mark's count.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { SHARDS } from "../../events/shards";
import { COURSE_PICKER_MAX } from "../../shared/limits";
import { GLOBAL_ROOM, UNREAD_PARTS } from "../../shared/unread";

/**
 * Which part counts a room: a fixed hash of its key ("global" or the course's key, which a replay
 * keeps; FNV-1a, then mixed so similar keys spread). Rows keep their part: changing this or
 * UNREAD_PARTS is a migration of `chatReads`.
 */
export function unreadPart(roomKey: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < roomKey.length; i++) hash = Math.imul(hash ^ roomKey.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % UNREAD_PARTS;
}

export async function readMark(ctx: QueryCtx, userId: Id<"users">, room: string): Promise<Doc<"chatReads"> | null> {
  return await ctx.db
    .query("chatReads")
    .withIndex("by_user_room", (q) => q.eq("userId", userId).eq("room", room))
    .unique();
}

/** The user's row of the room with this key ("global" or the course's key). */
export async function readMarkByKey(
  ctx: QueryCtx,
  userId: Id<"users">,
  roomKey: string,
): Promise<Doc<"chatReads"> | null> {
  return await ctx.db
    .query("chatReads")
    .withIndex("by_user_room_key", (q) => q.eq("userId", userId).eq("roomKey", roomKey))
    .unique();
}

/**
 * How many head shards a room has: the global room, where everyone in the school writes, SHARDS
 * (a message moves the one of its author); a course room one, so its messages are numbered.
 */
export function shardsOf(room: string): number {
  return room === GLOBAL_ROOM ? SHARDS : 1;
}

/** The room's heads, at most one per shard. */
async function roomHeads(ctx: QueryCtx, room: string): Promise<Doc<"chatHeads">[]> {
  return await ctx.db
    .query("chatHeads")
    .withIndex("by_room_shard", (q) => q.eq("room", room))
    .take(shardsOf(room));
}

/** How many messages the room has had (removed ones included): the sum of its heads. */
export async function roomCount(ctx: QueryCtx, room: string): Promise<number> {
  let count = 0;
  for (const head of await roomHeads(ctx, room)) count += head.count;
  return count;
}

/**
 * How many messages a course room (one shard, so numbered in order) had at `at`: the number of
 * its newest message sent at or before it. A replay inserts the messages again, with new creation
 * times: there the time a message was sent is its `message_sent` event's, which a replay keeps
 * (walking back from the newest message replayed so far, as a rebuild may).
 */
export async function courseRoomCountAt(
  ctx: QueryCtx,
  room: string,
  at: number,
  { replay }: { replay: boolean } = { replay: false },
): Promise<number> {
  if (!replay) {
    const newest = await ctx.db
      .query("messages")
      .withIndex("by_room", (q) => q.eq("room", room).lte("_creationTime", at))
      .order("desc")
      .first();
    return newest?.seq ?? 0;
  }
  const newestFirst = ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room))
    .order("desc");
  for await (const message of newestFirst) {
    const eventId = ctx.db.normalizeId("events", message.key);
    const sent = eventId === null ? null : await ctx.db.get("events", eventId);
    if (sent !== null && sent._creationTime <= at) return message.seq;
  }
  return 0;
}

/**
 * The courses `userId` is enrolled in, by name (id and name only): read from their course-room
 * rows, one small document a course instead of the enrolment and the course (ADR 0031). Rows of
 * courses they teach are left out.
 */
export async function enrolledCourseNames(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<{ _id: Id<"courses">; name: string }[]> {
  const rows = await ctx.db
    .query("chatReads")
    .withIndex("by_user_name", (q) => q.eq("userId", userId).gte("name", ""))
    .take(COURSE_PICKER_MAX);
  return rows.filter((row) => !row.teaches).map((row) => ({ _id: row.room as Id<"courses">, name: row.name ?? "" }));
}

/**
 * The rooms a user belongs to with their unread counts, and read marks (docs/discussion.md,
 * ADR 0031). Unread = messages by others, not removed, newer than the caller's read mark (or,
 * never read, than their account). Each room's count is its heads' sum minus the mark's count: a
 * few small documents a room, plus the caller's own and removed messages when the room has news.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { readMark, roomCount, unreadPart } from "./chatMembership";
import { callerProfile, requireRoom } from "./chatRooms";
import { GLOBAL_ROOM, MAX_COURSE_ROOMS, UNREAD_CAP } from "../../shared/chatRules";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { UNREAD_PARTS } from "../../shared/unread";

/** One room of `chat.rooms`: `name` is the course's, null for the global room (the browser names it). */
export type RoomSummary = { room: string; name: string | null; courseId: Id<"courses"> | null; unread: number };

/** A part holds at most this many rooms: every course room a user can list, and global. */
const MAX_PART_ROOMS = MAX_COURSE_ROOMS + 1;

/**
 * When the caller's account was made: where a room they have no mark in (global, for an account
 * made without signing up, before its first read) starts. Read from their `users` row only when
 * such a room is counted, once a call.
 */
export type AccountSince = () => Promise<number>;

export function accountSince(ctx: QueryCtx, userId: Id<"users">): AccountSince {
  let since: Promise<number> | undefined;
  return () => (since ??= callerProfile(ctx, userId).then((user) => user._creationTime));
}

/**
 * Unread messages in `room` for `user`, exact up to UNREAD_CAP, else UNREAD_CAP + 1: the room's
 * count minus the mark's, less the caller's own and removed messages since (both rare, read by
 * index). Without a mark (global, never read, for an account made without signing up) the
 * messages since the account's creation are counted one by one.
 */
export async function unreadCount(
  ctx: QueryCtx,
  userId: Id<"users">,
  room: string,
  mark: Pick<Doc<"chatReads">, "lastReadAt" | "lastReadCount"> | null,
  joined: AccountSince,
) {
  if (mark === null) return await countByScan(ctx, userId, room, await joined());
  const posted = (await roomCount(ctx, room)) - mark.lastReadCount;
  if (posted <= 0) return 0;
  const since = mark.lastReadAt;
  const own = await ctx.db
    .query("messages")
    .withIndex("by_room_author", (q) => q.eq("room", room).eq("authorId", userId).gt("_creationTime", since))
    .take(UNREAD_CAP + 1);
  const removed = await ctx.db
    .query("messages")
    .withIndex("by_room_removed", (q) => q.eq("room", room).gt("removedAt", since))
    .take(UNREAD_CAP + 1);
  const removedOthers = removed.filter((m) => m._creationTime > since && m.authorId !== userId).length;
  return Math.min(UNREAD_CAP + 1, Math.max(0, posted - own.length - removedOthers));
}

/** Others' messages after `since`, not removed, counted one by one (at most UNREAD_CAP + 1 read). */
async function countByScan(ctx: QueryCtx, userId: Id<"users">, room: string, since: number): Promise<number> {
  const newer = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room).gt("_creationTime", since))
    .take(UNREAD_CAP + 1);
  return newer.filter((message) => message.authorId !== userId && message.removedAt === undefined).length;
}

/**
 * "global" first (no name: the browser words it), then the course rooms the user is in (those they
 * teach or are enrolled in: their named rows), at most MAX_COURSE_ROOMS, by name. Admins may open
 * any course room by id; the list shows only their own, so it stays bounded.
 */
export async function listRooms(ctx: QueryCtx, userId: Id<"users">): Promise<RoomSummary[]> {
  const joined = accountSince(ctx, userId);
  const globalMark = await readMark(ctx, userId, GLOBAL_ROOM);
  const courseMarks = await ctx.db
    .query("chatReads")
    .withIndex("by_user_name", (q) => q.eq("userId", userId).gte("name", ""))
    .take(MAX_COURSE_ROOMS);
  const rooms: RoomSummary[] = [
    {
      room: GLOBAL_ROOM,
      name: null,
      courseId: null,
      unread: await unreadCount(ctx, userId, GLOBAL_ROOM, globalMark, joined),
    },
  ];
  for (const mark of courseMarks) {
    rooms.push({
      room: mark.room,
      name: mark.name ?? "",
      courseId: mark.room as Id<"courses">,
      unread: await unreadCount(ctx, userId, mark.room, mark, joined),
    });
  }
  return rooms;
}

/**
 * The user's rows in `part` (room order, at most MAX_PART_ROOMS), without `except`: the open room
 * is skipped by the index ranges, not filtered out, so its row is never read (ADR 0031).
 */
async function rowsInPart(ctx: QueryCtx, userId: Id<"users">, part: number, except?: string) {
  const range = (side: "all" | "below" | "above") =>
    ctx.db
      .query("chatReads")
      .withIndex("by_user_part_room", (q) => {
        const rows = q.eq("userId", userId).eq("part", part);
        if (side === "below" && except !== undefined) return rows.lt("room", except);
        if (side === "above" && except !== undefined) return rows.gt("room", except);
        return rows;
      })
      .take(MAX_PART_ROOMS);
  const rows = except === undefined ? await range("all") : [...(await range("below")), ...(await range("above"))];
  return rows.slice(0, MAX_PART_ROOMS);
}

/**
 * The unread messages over the rooms of one part (`unreadPart` of the room's key) the user
 * belongs to, except `except` (the room they have open, whose messages they are reading): one of
 * the top bar's badge's subscriptions. Rows and heads of other parts and of the open room are not
 * read at all, so their messages and read marks do not re-run this part (ADR 0031); every read
 * mark re-runs the part holding its room, on every device.
 */
export async function unreadTotalOf(
  ctx: QueryCtx,
  userId: Id<"users">,
  part: number,
  except: string | undefined,
): Promise<{ total: number; rooms: number }> {
  if (!Number.isInteger(part) || part < 0 || part >= UNREAD_PARTS) {
    throw appError("INVALID", "server.chat.partOutOfRange", { max: UNREAD_PARTS - 1 });
  }
  const rows = await rowsInPart(ctx, userId, part, except);
  const joined = accountSince(ctx, userId);
  let total = 0;
  let rooms = 0;
  const globalHere = unreadPart(GLOBAL_ROOM) === part && except !== GLOBAL_ROOM;
  if (globalHere && !rows.some((row) => row.room === GLOBAL_ROOM)) {
    total += await unreadCount(ctx, userId, GLOBAL_ROOM, null, joined);
    rooms++;
  }
  for (const row of rows) {
    total += await unreadCount(ctx, userId, row.room, row, joined);
    rooms++;
  }
  return { total, rooms };
}

/**
 * Marks everything in the room up to now as read by `userId` (never moves the mark back): the
 * event `room_read` with the room's count, only when the room has news since their mark, so a
 * mark already at the newest message writes nothing (ADR 0038). A member's row proves the
 * membership without their `users` row; without one the caller and the room are checked: the
 * global room's first read makes its row, and an Admin reading a course they do not belong to
 * leaves none (the room is not theirs to list; every member has a row from joining).
 */
export async function markRoomRead(ctx: MutationCtx, userId: Id<"users">, rawRoom: string): Promise<null> {
  const existing = await readMark(ctx, userId, rawRoom);
  if (existing !== null) {
    await readUpToNow(ctx, userId, existing.roomKey, existing.room, existing.lastReadCount);
    return null;
  }
  const { course } = await requireRoom(ctx, await callerProfile(ctx, userId), rawRoom);
  if (course === null) await readUpToNow(ctx, userId, GLOBAL_ROOM, GLOBAL_ROOM, null);
  return null;
}

/** The event `room_read` at the room's count, unless the mark (none: a first read) is there already. */
async function readUpToNow(
  ctx: MutationCtx,
  userId: Id<"users">,
  roomKey: string,
  room: string,
  lastReadCount: number | null,
): Promise<void> {
  const readCount = await roomCount(ctx, room);
  if (lastReadCount !== null && readCount <= lastReadCount) return;
  await emit(ctx, {
    type: "room_read",
    v: 1,
    actorId: userId,
    ...(roomKey !== GLOBAL_ROOM ? { courseKey: roomKey } : {}),
    room: roomKey,
    readCount,
  });
}

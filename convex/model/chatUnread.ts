/**
 * The rooms a user belongs to with their unread counts, and read marks (docs/discussion.md,
 * ADR 0031). Unread = messages by others, not removed, newer than the caller's read mark (or,
 * never read, than their account). Each room's count is its head minus the mark: two small
 * documents a room, plus the caller's own and removed messages when the room has news.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { moveMark, readMark, roomHead } from "./chatMembership";
import { isMember, MAX_PART_MARKS, partMarksDoc, partMarksOf, rowsInPart } from "./chatPartMarks";
import { callerProfile, requireRoom } from "./chatRooms";
import { GLOBAL_ROOM, GLOBAL_ROOM_NAME, MAX_COURSE_ROOMS, UNREAD_CAP } from "./chatRules";
import { isEnrolled } from "./courseMembers";
import { appError } from "./errors";
import { UNREAD_PARTS, unreadPart } from "./unread";

export type RoomSummary = { room: string; name: string; courseId: Id<"courses"> | null; unread: number };

/**
 * When the caller's account was made: where a room they have no mark in (global before its first
 * read) starts. Read from their `users` row only when such a room is counted, once a call.
 */
export type AccountSince = () => Promise<number>;

export function accountSince(ctx: QueryCtx, userId: Id<"users">): AccountSince {
  let since: Promise<number> | undefined;
  return () => (since ??= callerProfile(ctx, userId).then((user) => user._creationTime));
}

/**
 * Unread messages in `room` for `user`, exact up to UNREAD_CAP, else UNREAD_CAP + 1: the head's
 * number minus the mark's, less the caller's own and removed messages since (both rare, read by
 * index). A mark without a number (never read, or older than numbering) starts from the first
 * message after its time instead.
 */
export async function unreadCount(
  ctx: QueryCtx,
  userId: Id<"users">,
  room: string,
  mark: Pick<Doc<"chatReads">, "lastReadAt" | "lastReadSeq"> | null,
  joined: AccountSince,
) {
  const since = mark?.lastReadAt ?? (await joined());
  const head = await roomHead(ctx, room);
  if (head === null) return await countByScan(ctx, userId, room, since);
  let readSeq = mark?.lastReadSeq;
  if (readSeq === undefined) {
    const first = await ctx.db
      .query("messages")
      .withIndex("by_room", (q) => q.eq("room", room).gt("_creationTime", since))
      .first();
    if (first === null) return 0;
    if (first.seq === undefined) return await countByScan(ctx, userId, room, since);
    readSeq = first.seq - 1;
  }
  if (head.lastSeq <= readSeq) return 0;
  const own = await ctx.db
    .query("messages")
    .withIndex("by_room_author", (q) => q.eq("room", room).eq("authorId", userId).gt("_creationTime", since))
    .take(UNREAD_CAP + 1);
  const removed = await ctx.db
    .query("messages")
    .withIndex("by_room_removed", (q) => q.eq("room", room).gt("removedAt", since))
    .take(UNREAD_CAP + 1);
  const removedOthers = removed.filter((m) => m._creationTime > since && m.authorId !== userId).length;
  const posted = head.lastSeq - readSeq;
  return Math.min(UNREAD_CAP + 1, Math.max(0, posted - own.length - removedOthers));
}

/** Messages sent before `seq` existed: counted one by one (at most UNREAD_CAP + 1 read). */
async function countByScan(ctx: QueryCtx, userId: Id<"users">, room: string, since: number): Promise<number> {
  const newer = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room).gt("_creationTime", since))
    .take(UNREAD_CAP + 1);
  return newer.filter((message) => message.authorId !== userId && message.removedAt === undefined).length;
}

/**
 * "global" first, then the course rooms the user is in (those they teach or are enrolled in: their
 * named rows), at most MAX_COURSE_ROOMS, by name. Admins may open any course room by id; the list
 * shows only their own, so it stays bounded.
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
      name: GLOBAL_ROOM_NAME,
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
 * The unread messages over the rooms of one part (`unreadPart`) the user belongs to, except
 * `except` (the room they have open, whose messages they are reading): one of the top bar's
 * badge's subscriptions. Marks and heads of other parts and of the open room are not read at all,
 * so their messages and read marks do not re-run this part (ADR 0031). The marks come from the
 * part's one document (ADR 0041); the part holding the open room reads the other rooms' rows
 * instead, since a read mark in the open room rewrites that document.
 */
export async function unreadTotalOf(
  ctx: QueryCtx,
  userId: Id<"users">,
  part: number,
  except: string | undefined,
): Promise<{ total: number; rooms: number }> {
  if (!Number.isInteger(part) || part < 0 || part >= UNREAD_PARTS) {
    throw appError("INVALID", `The part must be a whole number from 0 to ${UNREAD_PARTS - 1}.`);
  }
  const exceptHere = except !== undefined && unreadPart(except) === part;
  const doc = exceptHere ? null : await partMarksDoc(ctx, userId, part);
  const mine =
    doc !== null
      ? partMarksOf(doc)
      : // The open room's part, or a part without its document (data from before ADR 0041); an
        // Admin's older marks in rooms they are not in are left out.
        (await rowsInPart(ctx, userId, part, exceptHere ? except : undefined)).filter(isMember);
  const joined = accountSince(ctx, userId);
  let total = 0;
  let rooms = 0;
  const globalHere = unreadPart(GLOBAL_ROOM) === part && except !== GLOBAL_ROOM;
  if (globalHere && !mine.some((mark) => mark.room === GLOBAL_ROOM)) {
    total += await unreadCount(ctx, userId, GLOBAL_ROOM, null, joined);
    rooms++;
  }
  for (const mark of mine.slice(0, MAX_PART_MARKS)) {
    total += await unreadCount(ctx, userId, mark.room, mark, joined);
    rooms++;
  }
  return { total, rooms };
}

/**
 * Marks everything in the room up to now as read by `userId` (never moves the mark back). A
 * member's row proves the membership without their `users` row; without one the caller and the
 * room are checked, and an Admin reading a course they do not belong to leaves no row (the room is
 * not theirs to list).
 */
export async function markRoomRead(
  ctx: MutationCtx,
  userId: Id<"users">,
  rawRoom: string,
  inRoom = false,
): Promise<null> {
  const existing = await readMark(ctx, userId, rawRoom);
  if (existing !== null && (existing.room === GLOBAL_ROOM || existing.name !== undefined)) {
    await moveMark(ctx, userId, existing.room, existing, undefined, inRoom);
    return null;
  }
  const user = await callerProfile(ctx, userId);
  const { room, course } = await requireRoom(ctx, user, rawRoom);
  if (course === null) {
    await moveMark(ctx, user._id, room, existing, undefined);
    return null;
  }
  // requireRoom let a non-Admin in only as a member; a row from before ADR 0031 gets its name here.
  const member =
    user.role !== "Admin" || course.instructorId === user._id || (await isEnrolled(ctx, user._id, course._id));
  if (member) await moveMark(ctx, user._id, room, existing, course.name);
  return null;
}

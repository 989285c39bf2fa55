/**
 * The rooms a user may join with their unread counts, and read marks (docs/discussion.md).
 * Unread = messages by others, not removed, newer than the caller's last read of the room (or,
 * never read, than their account); a few documents are read per room (see unreadCount).
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { requireRoom } from "./chatRooms";
import { GLOBAL_ROOM, GLOBAL_ROOM_NAME, MAX_COURSE_ROOMS, UNREAD_CAP } from "./chatRules";
import type { AppUser } from "./users";

export type RoomSummary = { room: string; name: string; courseId: Id<"courses"> | null; unread: number };

async function readMark(ctx: QueryCtx, userId: Id<"users">, room: string): Promise<Doc<"chatReads"> | null> {
  return await ctx.db
    .query("chatReads")
    .withIndex("by_user_room", (q) => q.eq("userId", userId).eq("room", room))
    .unique();
}

/**
 * Unread messages in `room` for `user`, exact up to UNREAD_CAP, else UNREAD_CAP + 1. Messages
 * carry their number in the room (`seq`), so the count is the newest number minus the first
 * unread one, less the caller's own and removed messages since (both rare, read by index): about
 * three documents per room whatever the backlog, instead of up to UNREAD_CAP + 1 messages.
 */
export async function unreadCount(ctx: QueryCtx, user: AppUser, room: string): Promise<number> {
  const since = (await readMark(ctx, user._id, room))?.lastReadAt ?? user._creationTime;
  const first = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room).gt("_creationTime", since))
    .first();
  if (first === null) return 0;
  const newest = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room))
    .order("desc")
    .first();
  if (first.seq === undefined || newest?.seq === undefined) return await countByScan(ctx, user, room, since);
  const own = await ctx.db
    .query("messages")
    .withIndex("by_room_author", (q) => q.eq("room", room).eq("authorId", user._id).gt("_creationTime", since))
    .take(UNREAD_CAP + 1);
  const removed = await ctx.db
    .query("messages")
    .withIndex("by_room_removed", (q) => q.eq("room", room).gt("removedAt", since))
    .take(UNREAD_CAP + 1);
  const removedOthers = removed.filter((m) => m._creationTime > since && m.authorId !== user._id).length;
  const posted = newest.seq - first.seq + 1;
  return Math.min(UNREAD_CAP + 1, Math.max(0, posted - own.length - removedOthers));
}

/** Messages sent before `seq` existed: counted one by one (at most UNREAD_CAP + 1 read). */
async function countByScan(ctx: QueryCtx, user: AppUser, room: string, since: number): Promise<number> {
  const newer = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room).gt("_creationTime", since))
    .take(UNREAD_CAP + 1);
  return newer.filter((message) => message.authorId !== user._id && message.removedAt === undefined).length;
}

/**
 * The courses whose rooms the user is listed in: those they teach, then those they are enrolled
 * in, at most MAX_COURSE_ROOMS, sorted by name. (Admins may open any course room by id; the list
 * shows only their own, so it stays bounded.) An enrolment carries its course's name (courses are
 * never renamed), so enrolled courses cost one document each, not two.
 */
async function memberCourses(ctx: QueryCtx, user: AppUser): Promise<{ _id: Id<"courses">; name: string }[]> {
  const taught = await ctx.db
    .query("courses")
    .withIndex("by_instructor", (q) => q.eq("instructorId", user._id))
    .take(MAX_COURSE_ROOMS);
  const enrolments = await ctx.db
    .query("enrollments")
    .withIndex("by_user_course", (q) => q.eq("userId", user._id))
    .take(MAX_COURSE_ROOMS);
  const courses = new Map(taught.map((course) => [course._id, { _id: course._id, name: course.name }]));
  for (const enrolment of enrolments) {
    if (courses.size >= MAX_COURSE_ROOMS) break;
    if (courses.has(enrolment.courseId)) continue;
    courses.set(enrolment.courseId, { _id: enrolment.courseId, name: enrolment.courseName });
  }
  return [...courses.values()].sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}

export async function listRooms(ctx: QueryCtx, user: AppUser): Promise<RoomSummary[]> {
  const rooms: RoomSummary[] = [
    { room: GLOBAL_ROOM, name: GLOBAL_ROOM_NAME, courseId: null, unread: await unreadCount(ctx, user, GLOBAL_ROOM) },
  ];
  for (const course of await memberCourses(ctx, user)) {
    rooms.push({
      room: course._id,
      name: course.name,
      courseId: course._id,
      unread: await unreadCount(ctx, user, course._id),
    });
  }
  return rooms;
}

/** Marks everything in the room up to now as read by `user` (never moves the mark back). */
export async function markRoomRead(ctx: MutationCtx, user: AppUser, rawRoom: string): Promise<null> {
  const { room } = await requireRoom(ctx, user, rawRoom);
  const now = Date.now();
  const mark = await readMark(ctx, user._id, room);
  if (mark === null) {
    await ctx.db.insert("chatReads", { userId: user._id, room, lastReadAt: now });
  } else if (mark.lastReadAt < now) {
    await ctx.db.patch("chatReads", mark._id, { lastReadAt: now });
  }
  return null;
}

/**
 * The chat projector (ADR 0049): messages, the rooms' heads and every person's place in a room
 * (their read mark) are written here and nowhere else. Events name a room by its key ("global" or
 * the course's key); the tables keep what the app names it by ("global" or the course's id).
 * Membership follows the courses' events (the teacher of `course_created`, the student of
 * `enrolled`) and the global room `registered`, so every member has a mark to count from.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { courseRoomCountAt, readMark, readMarkByKey, roomCount, shardsOf, unreadPart } from "./model/chatMembership";
import { messageByKey } from "./model/chatMessages";
import { accessRow, EVERY_ROOM } from "./model/chatTicket";
import { GLOBAL_ROOM } from "../shared/unread";
import { courseByKey } from "../courses/keys";
import { defineProjector } from "../events/projector";
import { shardOf } from "../events/shards";

/** The room a key names, as the tables keep it; null for a course that is gone. */
async function roomOf(ctx: MutationCtx, roomKey: string): Promise<string | null> {
  if (roomKey === GLOBAL_ROOM) return GLOBAL_ROOM;
  return (await courseByKey(ctx, roomKey))?._id ?? null;
}

type Join = {
  userId: Id<"users">;
  room: string;
  roomKey: string;
  name?: string;
  teaches: boolean;
  /** Where the mark starts: its time and the room's message count then. */
  lastReadAt: number;
  lastReadCount: number;
};

/** Puts the user in the room with a mark at `lastReadAt`; an existing row keeps its mark. */
async function join(ctx: MutationCtx, member: Join): Promise<void> {
  const existing = await readMark(ctx, member.userId, member.room);
  if (existing === null) {
    const { name, ...row } = member;
    await ctx.db.insert("chatReads", {
      ...row,
      ...(name !== undefined ? { name } : {}),
      part: unreadPart(row.roomKey),
    });
    return;
  }
  const teaches = existing.teaches || member.teaches;
  const name = member.name ?? existing.name;
  if (existing.teaches !== teaches || existing.name !== name) {
    await ctx.db.patch("chatReads", existing._id, { teaches, ...(name !== undefined ? { name } : {}) });
  }
}

/** The next number of the author's head shard in the room, moving that head. */
async function takeNextSeq(ctx: MutationCtx, room: string, authorId: Id<"users">): Promise<number> {
  const shard = shardOf(authorId, shardsOf(room));
  const head = await ctx.db
    .query("chatHeads")
    .withIndex("by_room_shard", (q) => q.eq("room", room).eq("shard", shard))
    .unique();
  if (head === null) {
    await ctx.db.insert("chatHeads", { room, shard, count: 1 });
    return 1;
  }
  await ctx.db.patch("chatHeads", head._id, { count: head.count + 1 });
  return head.count + 1;
}

/**
 * Someone may have lost the right to read `room` ("*": every room): its tickets of the epoch before
 * are refused from now on, and every member's chat.room re-runs with the new one (ADR 0081).
 */
async function bumpAccess(ctx: MutationCtx, room: string): Promise<void> {
  const row = await accessRow(ctx, room);
  if (row === null) await ctx.db.insert("chatAccess", { room, epoch: 1 });
  else await ctx.db.patch("chatAccess", row._id, { epoch: row.epoch + 1 });
}

/** Moves the mark forward (never back) to the event's time and count. */
async function moveMark(ctx: MutationCtx, row: Doc<"chatReads">, at: number, count: number): Promise<void> {
  if (row.lastReadAt >= at && row.lastReadCount >= count) return;
  await ctx.db.patch("chatReads", row._id, {
    lastReadAt: Math.max(row.lastReadAt, at),
    lastReadCount: Math.max(row.lastReadCount, count),
  });
}

export const chatProjector = defineProjector({
  name: "chat",
  tables: { messages: ["key"], chatReads: ["userId", "room"], chatHeads: ["room", "shard"], chatAccess: ["room"] },
  on: {
    // A new course's room is empty: its teacher has nothing unread there.
    course_created: async (ctx, event) => {
      const course = await courseByKey(ctx, event._id);
      if (event.actorId === undefined || course === null) return;
      await join(ctx, {
        userId: event.actorId,
        room: course._id,
        roomKey: course.key,
        name: event.name,
        teaches: course.instructorId === event.actorId,
        lastReadAt: event._creationTime,
        lastReadCount: 0,
      });
    },
    // A renamed course's room is listed by its new name (ADR 0065): its teacher's and members' rows.
    course_edited: async (ctx, event) => {
      const name = event.after.name;
      const course = await courseByKey(ctx, event.courseKey);
      if (name === undefined || course === null) return;
      const rename = async (userId: Id<"users">) => {
        const row = await readMark(ctx, userId, course._id);
        if (row !== null) await ctx.db.patch("chatReads", row._id, { name });
      };
      await rename(course.instructorId);
      const members = ctx.db
        .query("courseMembers")
        .withIndex("by_course_enrolledAt", (q) => q.eq("courseId", course._id));
      for await (const member of members) await rename(member.userId);
    },
    // The student's mark starts at their account's creation, as in the global room: the room's
    // messages since then are unread.
    enrolled: async (ctx, event, { replay }) => {
      const userId = event.subjectUserId ?? event.actorId;
      const course = await courseByKey(ctx, event.courseKey);
      if (userId === undefined || course === null) return;
      const since = Math.min((await ctx.db.get("users", userId))?._creationTime ?? 0, event._creationTime);
      await join(ctx, {
        userId,
        room: course._id,
        roomKey: course.key,
        name: event.courseName,
        teaches: course.instructorId === userId,
        lastReadAt: since,
        lastReadCount: await courseRoomCountAt(ctx, course._id, since, { replay }),
      });
    },
    // A student removed from the course (ADR 0068) leaves its room, and its tickets change (their
    // open room closes); enrolling again joins it afresh.
    enrolment_ended: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (event.subjectUserId === undefined || course === null) return;
      const row = await readMark(ctx, event.subjectUserId, course._id);
      if (row !== null) await ctx.db.delete("chatReads", row._id);
      await bumpAccess(ctx, course._id);
    },
    // Who can no longer sign in, or is no longer an Admin (who reads every course room), may hold
    // tickets of any room: every room's change (rare events; ADR 0081).
    account_suspended: async (ctx) => await bumpAccess(ctx, EVERY_ROOM),
    account_closed: async (ctx) => await bumpAccess(ctx, EVERY_ROOM),
    role_changed: async (ctx, event) => {
      if (event.from === "Admin" && event.to !== "Admin") await bumpAccess(ctx, EVERY_ROOM);
    },
    // A new account has read the global room up to its creation.
    registered: async (ctx, event) => {
      if (event.actorId === undefined) return;
      await join(ctx, {
        userId: event.actorId,
        room: GLOBAL_ROOM,
        roomKey: GLOBAL_ROOM,
        teaches: false,
        lastReadAt: event._creationTime,
        lastReadCount: await roomCount(ctx, GLOBAL_ROOM),
      });
    },
    message_sent: async (ctx, event) => {
      const room = await roomOf(ctx, event.room);
      if (event.actorId === undefined || room === null) return;
      const seq = await takeNextSeq(ctx, room, event.actorId);
      await ctx.db.insert("messages", {
        key: event._id,
        room,
        text: event.text,
        authorId: event.actorId,
        authorName: event.authorName,
        seq,
      });
    },
    message_removed: async (ctx, event) => {
      const message = await messageByKey(ctx, event.messageKey);
      if (message === null || message.removedAt !== undefined) return;
      await ctx.db.patch("messages", message._id, {
        text: "",
        removedAt: event._creationTime,
        ...(event.actorId !== undefined ? { removedBy: event.actorId } : {}),
      });
    },
    room_read: async (ctx, event) => {
      if (event.actorId === undefined) return;
      const row = await readMarkByKey(ctx, event.actorId, event.room);
      if (row !== null) {
        await moveMark(ctx, row, event._creationTime, event.readCount);
        return;
      }
      // A first read of the global room by an account made without signing up (the sample data).
      if (event.room !== GLOBAL_ROOM) return;
      await join(ctx, {
        userId: event.actorId,
        room: GLOBAL_ROOM,
        roomKey: GLOBAL_ROOM,
        teaches: false,
        lastReadAt: event._creationTime,
        lastReadCount: event.readCount,
      });
    },
  },
});

/**
 * Who is in which chat room, and the room heads (ADR 0031). A course room's members each have a
 * named `chatReads` row, written when they enrol or create the course, so the rooms list and the
 * unread badge read one small row per room instead of the (large) enrolments and courses. A room's
 * head keeps its newest message number, so an unread count is head minus read mark. Every write of
 * a row puts its mark in the user's part document too (model/chatPartMarks.ts, ADR 0041).
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { rebuildPartMarks, syncPartMark } from "./chatPartMarks";
import { COURSE_PICKER_MAX } from "./limits";
import { unreadPart } from "./unread";

export async function readMark(ctx: QueryCtx, userId: Id<"users">, room: string): Promise<Doc<"chatReads"> | null> {
  return await ctx.db
    .query("chatReads")
    .withIndex("by_user_room", (q) => q.eq("userId", userId).eq("room", room))
    .unique();
}

export async function roomHead(ctx: QueryCtx, room: string): Promise<Doc<"chatHeads"> | null> {
  return await ctx.db
    .query("chatHeads")
    .withIndex("by_room", (q) => q.eq("room", room))
    .unique();
}

/**
 * The number of the room's newest message sent at or before `at`: 0 when there is none, undefined
 * when that message predates numbering (the caller then counts the old way).
 */
async function seqAt(ctx: QueryCtx, room: string, at: number): Promise<number | undefined> {
  const newest = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room).lte("_creationTime", at))
    .order("desc")
    .first();
  return newest === null ? 0 : newest.seq;
}

/**
 * Puts `userId` in the course's room: a named row whose mark starts at `since` (their account's
 * creation, so older history is not unread, as for the global room). Keeps an existing mark.
 */
export async function joinCourseRoom(
  ctx: MutationCtx,
  userId: Id<"users">,
  course: { _id: Id<"courses">; name: string; instructorId: Id<"users"> },
  since: number,
): Promise<void> {
  const teaches = course.instructorId === userId ? { teaches: true } : {};
  const existing = await readMark(ctx, userId, course._id);
  if (existing !== null) {
    // A mark from before ADR 0031 (a member who had read the room): named, and numbered if it can be.
    const current =
      existing.name === course.name &&
      existing.lastReadSeq !== undefined &&
      existing.part !== undefined &&
      (existing.teaches === true) === (course.instructorId === userId);
    if (current) return;
    const lastReadSeq = existing.lastReadSeq ?? (await seqAt(ctx, course._id, existing.lastReadAt));
    const update = {
      name: course.name,
      part: unreadPart(course._id),
      ...teaches,
      ...(lastReadSeq !== undefined ? { lastReadSeq } : {}),
    };
    await ctx.db.patch("chatReads", existing._id, update);
    await syncPartMark(ctx, { ...existing, ...update }, existing.part);
    return;
  }
  const lastReadSeq = await seqAt(ctx, course._id, since);
  const row = {
    userId,
    room: course._id,
    name: course.name,
    part: unreadPart(course._id),
    ...teaches,
    lastReadAt: since,
    ...(lastReadSeq !== undefined ? { lastReadSeq } : {}),
  };
  await ctx.db.insert("chatReads", row);
  await syncPartMark(ctx, row, undefined);
}

/** Numbers the room's next message and moves its head: one more than the newest (1 in a new room). */
export async function takeNextSeq(ctx: MutationCtx, room: string): Promise<number> {
  const head = await roomHead(ctx, room);
  if (head !== null) {
    await ctx.db.patch("chatHeads", head._id, { lastSeq: head.lastSeq + 1 });
    return head.lastSeq + 1;
  }
  // A room whose messages were numbered before heads existed continues their numbering.
  const newest = await ctx.db
    .query("messages")
    .withIndex("by_room", (q) => q.eq("room", room))
    .order("desc")
    .first();
  const seq = (newest?.seq ?? 0) + 1;
  await ctx.db.insert("chatHeads", { room, lastSeq: seq });
  return seq;
}

/**
 * Moves `userId`'s mark in `room` to now and to the room's head (creating it if missing). A mark
 * already at the head is left as it is: no write, so nothing subscribed to the row re-runs (ADR
 * 0038). Its count is 0 either way, and its older time still starts the next count right, since
 * every message after the head is newer than it.
 * `inRoom`: the reader is still in the room, so the badge's part document (which only other
 * clients' badges read for this room) waits for the mark made on leaving (ADR 0044); without it,
 * the document is brought up to the row even when the row is already at the head.
 */
export async function moveMark(
  ctx: MutationCtx,
  userId: Id<"users">,
  room: string,
  existing: Doc<"chatReads"> | null,
  name: string | undefined,
  inRoom = false,
): Promise<void> {
  const now = Date.now();
  const head = await roomHead(ctx, room);
  // No head: no numbered message yet, so whatever is there now is read and message 1 will not be.
  const lastReadSeq = head?.lastSeq ?? 0;
  const part = unreadPart(room);
  if (existing === null) {
    const row = { userId, room, lastReadAt: now, lastReadSeq, part, ...(name ? { name } : {}) };
    await ctx.db.insert("chatReads", row);
    await syncPartMark(ctx, row, undefined);
    return;
  }
  const atHead =
    head !== null &&
    existing.lastReadSeq === lastReadSeq &&
    existing.part === part &&
    !(name && existing.name === undefined);
  if (atHead) {
    if (!inRoom) await syncPartMark(ctx, existing, existing.part);
    return;
  }
  if (existing.lastReadAt < now || existing.lastReadSeq !== lastReadSeq || existing.part !== part) {
    const update = {
      lastReadAt: Math.max(now, existing.lastReadAt),
      lastReadSeq,
      part,
      ...(name && existing.name === undefined ? { name } : {}),
    };
    await ctx.db.patch("chatReads", existing._id, update);
    // A row that changes part or gets its name must move in the documents at once.
    const deferred = inRoom && existing.part === part && update.name === undefined;
    if (!deferred) await syncPartMark(ctx, { ...existing, ...update }, existing.part);
  }
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
  return rows
    .filter((row) => row.teaches !== true)
    .map((row) => ({ _id: row.room as Id<"courses">, name: row.name ?? "" }));
}

export type BackfillPhase = "enrollments" | "courses" | "marks" | "partMarkDocs" | "partMarks";

/** The order of the backfill's phases (null: done). */
export const NEXT_BACKFILL_PHASE: Record<BackfillPhase, BackfillPhase | null> = {
  enrollments: "courses",
  courses: "marks",
  marks: "partMarkDocs",
  partMarkDocs: "partMarks",
  partMarks: null,
};

/**
 * One page of the upgrade to ADR 0031 (`chat:backfillRooms`): the room rows of enrolments, then
 * of courses' teachers, made before rows were written on enrolling, then the part of every other
 * mark; then (ADR 0041) every part document set from the rows again (a stale one, after a change
 * of UNREAD_PARTS, removed) and the missing ones made. Running it again changes nothing.
 */
export async function backfillRoomsPage(
  ctx: MutationCtx,
  phase: BackfillPhase,
  cursor: string | null,
  numItems: number,
): Promise<{ done: boolean; cursor: string; rows: number }> {
  if (phase === "enrollments") {
    const page = await ctx.db.query("enrollments").paginate({ cursor, numItems });
    for (const enrolment of page.page) {
      const user = await ctx.db.get("users", enrolment.userId);
      if (user === null) continue;
      const course = await ctx.db.get("courses", enrolment.courseId);
      if (course === null) continue;
      await joinCourseRoom(ctx, user._id, course, user._creationTime);
    }
    return { done: page.isDone, cursor: page.continueCursor, rows: page.page.length };
  }
  if (phase === "marks") {
    // Marks from before parts (or before a change of UNREAD_PARTS): the badge finds a row by its part.
    const page = await ctx.db.query("chatReads").paginate({ cursor, numItems });
    for (const mark of page.page) {
      const part = unreadPart(mark.room);
      if (mark.part === part) continue;
      await ctx.db.patch("chatReads", mark._id, { part });
      await syncPartMark(ctx, { ...mark, part }, mark.part);
    }
    return { done: page.isDone, cursor: page.continueCursor, rows: page.page.length };
  }
  if (phase === "partMarkDocs" || phase === "partMarks") {
    const page =
      phase === "partMarkDocs"
        ? await ctx.db.query("chatPartMarks").paginate({ cursor, numItems })
        : await ctx.db.query("chatReads").paginate({ cursor, numItems });
    // A user's part once a page, however many of their rows it holds.
    const parts = new Map(page.page.map((doc) => [`${doc.userId}|${doc.part}`, doc]));
    for (const { userId, part } of parts.values()) {
      if (part !== undefined) await rebuildPartMarks(ctx, userId, part);
    }
    return { done: page.isDone, cursor: page.continueCursor, rows: page.page.length };
  }
  const page = await ctx.db.query("courses").paginate({ cursor, numItems });
  for (const course of page.page) {
    const teacher = await ctx.db.get("users", course.instructorId);
    if (teacher === null) continue;
    await joinCourseRoom(ctx, teacher._id, course, teacher._creationTime);
  }
  return { done: page.isDone, cursor: page.continueCursor, rows: page.page.length };
}

/**
 * The read marks of the rooms a user is in, one small document per badge part (ADR 0041): what
 * the top bar's unread badge reads instead of one `chatReads` row per room. Kept in step with the
 * rows by every write of a row (model/chatMembership.ts); a part without a document (data from
 * before ADR 0041, or no room of the user's there) is counted from the rows as before.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MAX_COURSE_ROOMS } from "./chatRules";
import { GLOBAL_ROOM } from "./unread";

/** One room's entry: what an unread count needs of its mark (`unreadCount`). */
export type PartMark = { room: string; lastReadAt: number; lastReadSeq?: number };

/** As stored: room → [lastReadAt, lastReadSeq?]. */
type StoredMarks = Doc<"chatPartMarks">["marks"];

/** A part holds at most this many rooms, as the badge's reading of the rows did. */
export const MAX_PART_MARKS = MAX_COURSE_ROOMS + 1;

/** A room the badge counts: global, or a course room the user is in (a named row). */
export function isMember(row: Pick<Doc<"chatReads">, "room" | "name">): boolean {
  return row.room === GLOBAL_ROOM || row.name !== undefined;
}

export async function partMarksDoc(
  ctx: QueryCtx,
  userId: Id<"users">,
  part: number,
): Promise<Doc<"chatPartMarks"> | null> {
  return await ctx.db
    .query("chatPartMarks")
    .withIndex("by_user_part", (q) => q.eq("userId", userId).eq("part", part))
    .unique();
}

function toEntry(row: Pick<Doc<"chatReads">, "room" | "lastReadAt" | "lastReadSeq">): PartMark {
  return {
    room: row.room,
    lastReadAt: row.lastReadAt,
    ...(row.lastReadSeq !== undefined ? { lastReadSeq: row.lastReadSeq } : {}),
  };
}

/**
 * The part documents a user's rows make, as the mutations leave them: per part, the rooms they
 * are in, in room order, at most MAX_PART_MARKS (for seeding data in bulk).
 */
export function partMarksOfRows(
  rows: Iterable<Pick<Doc<"chatReads">, "userId" | "room" | "lastReadAt" | "lastReadSeq" | "name" | "part">>,
): { userId: Id<"users">; part: number; marks: StoredMarks }[] {
  const docs = new Map<string, { userId: Id<"users">; part: number; marks: PartMark[] }>();
  for (const row of rows) {
    if (row.part === undefined || !isMember(row)) continue;
    const key = `${row.userId}|${row.part}`;
    const doc = docs.get(key) ?? { userId: row.userId, part: row.part, marks: [] };
    doc.marks.push(toEntry(row));
    docs.set(key, doc);
  }
  return [...docs.values()].map((doc) => ({ ...doc, marks: stored(doc.marks) }));
}

/** The document's marks, in room order. */
export function partMarksOf(doc: Pick<Doc<"chatPartMarks">, "marks">): PartMark[] {
  return Object.entries(doc.marks)
    .map(([room, [lastReadAt = 0, lastReadSeq]]) => ({
      room,
      lastReadAt,
      ...(lastReadSeq !== undefined ? { lastReadSeq } : {}),
    }))
    .sort(byRoom);
}

/** Marks as stored: the first MAX_PART_MARKS in room order. */
function stored(marks: PartMark[]): StoredMarks {
  const pairs = [...marks].sort(byRoom).slice(0, MAX_PART_MARKS);
  return Object.fromEntries(
    pairs.map((mark) => [
      mark.room,
      mark.lastReadSeq === undefined ? [mark.lastReadAt] : [mark.lastReadAt, mark.lastReadSeq],
    ]),
  );
}

const byRoom = (a: PartMark, b: PartMark) => (a.room < b.room ? -1 : a.room > b.room ? 1 : 0);

function sameEntry(a: PartMark | undefined, b: PartMark): boolean {
  return a !== undefined && a.room === b.room && a.lastReadAt === b.lastReadAt && a.lastReadSeq === b.lastReadSeq;
}

function sameMarks(a: PartMark[], b: PartMark[]): boolean {
  return a.length === b.length && a.every((entry, i) => sameEntry(b[i], entry));
}

/**
 * The user's rows in `part` (room order, at most MAX_PART_MARKS), without `except`: the open room
 * is skipped by the index ranges, not filtered out, so its row is never read (ADR 0031).
 */
export async function rowsInPart(ctx: QueryCtx, userId: Id<"users">, part: number, except?: string) {
  const range = (side: "all" | "below" | "above") =>
    ctx.db
      .query("chatReads")
      .withIndex("by_user_part_room", (q) => {
        const rows = q.eq("userId", userId).eq("part", part);
        if (side === "below" && except !== undefined) return rows.lt("room", except);
        if (side === "above" && except !== undefined) return rows.gt("room", except);
        return rows;
      })
      .take(MAX_PART_MARKS);
  return except === undefined ? await range("all") : [...(await range("below")), ...(await range("above"))];
}

/** The user's rows in `part`, as the badge read them (room order, bounded), made entries. */
async function marksFromRows(ctx: QueryCtx, userId: Id<"users">, part: number) {
  const rows = await rowsInPart(ctx, userId, part);
  return { rows: rows.length, marks: rows.filter(isMember).map(toEntry) };
}

/**
 * Sets the part's document to what the user's rows in it say: made when missing (if they have a
 * row there), removed when they have none, written only when it differs. The backfill's step,
 * and a part's first document (which must hold the rows written before it).
 */
export async function rebuildPartMarks(ctx: MutationCtx, userId: Id<"users">, part: number): Promise<boolean> {
  const { rows, marks } = await marksFromRows(ctx, userId, part);
  const doc = await partMarksDoc(ctx, userId, part);
  if (doc === null) {
    if (rows === 0) return false;
    await ctx.db.insert("chatPartMarks", { userId, part, marks: stored(marks) });
    return true;
  }
  if (rows === 0) {
    await ctx.db.delete("chatPartMarks", doc._id);
    return true;
  }
  if (sameMarks(partMarksOf(doc), partMarksOf({ marks: stored(marks) }))) return false;
  await ctx.db.patch("chatPartMarks", doc._id, { marks: stored(marks) });
  return true;
}

/** The document's marks with `room`'s entry replaced, added (within the bound) or removed. */
function withEntry(doc: Doc<"chatPartMarks">, room: string, entry: PartMark | null): StoredMarks {
  const others = partMarksOf(doc).filter((mark) => mark.room !== room);
  return stored(entry === null ? others : [...others, entry]);
}

/**
 * After a write of the user's row (`row`, as it now is; `formerPart`, its part before): its
 * mark in its part's document, and out of a former part's. Reads the one document and writes it
 * only when the entry changed; a part's first document is built from its rows.
 */
export async function syncPartMark(
  ctx: MutationCtx,
  row: Pick<Doc<"chatReads">, "userId" | "room" | "lastReadAt" | "lastReadSeq" | "name" | "part">,
  formerPart: number | undefined,
): Promise<void> {
  if (formerPart !== undefined && formerPart !== row.part) {
    const former = await partMarksDoc(ctx, row.userId, formerPart);
    if (former !== null && Object.hasOwn(former.marks, row.room)) {
      await ctx.db.patch("chatPartMarks", former._id, { marks: withEntry(former, row.room, null) });
    }
  }
  if (row.part === undefined) return;
  const doc = await partMarksDoc(ctx, row.userId, row.part);
  if (doc === null) {
    // Not a room the badge counts: the rows still answer for this part.
    if (isMember(row)) await rebuildPartMarks(ctx, row.userId, row.part);
    return;
  }
  const entry = isMember(row) ? toEntry(row) : null;
  const current = partMarksOf(doc).find((mark) => mark.room === row.room);
  if (entry === null ? current === undefined : sameEntry(current, entry)) return;
  await ctx.db.patch("chatPartMarks", doc._id, { marks: withEntry(doc, row.room, entry) });
}

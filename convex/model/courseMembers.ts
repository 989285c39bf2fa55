/**
 * Who is enrolled in a course, from a small row per enrolment (ADR 0036): the id, name and e-mail
 * a list or a membership check needs, without the ~0.6 KB enrolment form. A course whose
 * enrolments predate the rows (`membersComplete` not set) is read from `enrollments` as before
 * until `courseMembers:backfill` has run.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { findEnrollment } from "./enrollments";

/** A member of a course as the lists show them; `enrolledAt` is the enrolment's creation time. */
export type Member = { userId: Id<"users">; name: string; email: string; enrolledAt: number };

function fromMemberRow(row: Doc<"courseMembers">): Member {
  return { userId: row.userId, name: row.name, email: row.email, enrolledAt: row.enrolledAt };
}

function fromEnrolment(enrolment: Doc<"enrollments">): Member {
  return {
    userId: enrolment.userId,
    name: enrolment.studentName,
    email: enrolment.studentEmail,
    enrolledAt: enrolment._creationTime,
  };
}

async function findMemberRow(ctx: QueryCtx, userId: Id<"users">, courseId: Id<"courses">) {
  return await ctx.db
    .query("courseMembers")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .first();
}

/**
 * Whether `userId` is enrolled in the course: their member row (about 0.15 KB), else, for an
 * enrolment older than the rows, the enrolment. A non-member's two look-ups read no document.
 */
export async function isEnrolled(ctx: QueryCtx, userId: Id<"users">, courseId: Id<"courses">): Promise<boolean> {
  if ((await findMemberRow(ctx, userId, courseId)) !== null) return true;
  return (await findEnrollment(ctx, userId, courseId)) !== null;
}

/** The member row of an enrolment, written once (enrolling, the backfill); true when it was new. */
export async function addMember(ctx: MutationCtx, enrolment: Doc<"enrollments">): Promise<boolean> {
  if ((await findMemberRow(ctx, enrolment.userId, enrolment.courseId)) !== null) return false;
  await ctx.db.insert("courseMembers", {
    courseId: enrolment.courseId,
    userId: enrolment.userId,
    name: enrolment.studentName,
    email: enrolment.studentEmail,
    enrolledAt: enrolment._creationTime,
  });
  return true;
}

/** Enrolment order; `after`/`before` bound the enrolment times (exclusive). */
export type MemberRange = { after?: number; before?: number };

/** Up to `limit` members of the course in enrolment order, from the rows when the course has them all. */
export async function courseMembers(
  ctx: QueryCtx,
  course: Doc<"courses">,
  limit: number,
  range: MemberRange = {},
): Promise<Member[]> {
  const after = range.after ?? -1;
  const before = range.before ?? Number.MAX_VALUE;
  if (course.membersComplete === true) {
    const rows = await ctx.db
      .query("courseMembers")
      .withIndex("by_course_enrolledAt", (q) =>
        q.eq("courseId", course._id).gt("enrolledAt", after).lt("enrolledAt", before),
      )
      .take(limit);
    return rows.map(fromMemberRow);
  }
  const enrolments = await ctx.db
    .query("enrollments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id).gt("_creationTime", after).lt("_creationTime", before))
    .take(limit);
  return enrolments.map(fromEnrolment);
}

/**
 * One page of the course's members in enrolment order. A page cursor belongs to one source: when
 * the backfill completes a course mid-list, the next page's cursor is refused (InvalidCursor) and
 * `usePaginatedQuery` starts the list again.
 */
export async function courseMembersPage(
  ctx: QueryCtx,
  course: Doc<"courses">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Member>> {
  if (course.membersComplete === true) {
    const page = await ctx.db
      .query("courseMembers")
      .withIndex("by_course_enrolledAt", (q) => q.eq("courseId", course._id))
      .paginate(paginationOpts);
    return { ...page, page: page.page.map(fromMemberRow) };
  }
  const page = await ctx.db
    .query("enrollments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .paginate(paginationOpts);
  return { ...page, page: page.page.map(fromEnrolment) };
}

export type BackfillPhase = "enrollments" | "courses";

/**
 * One page of the upgrade to ADR 0036 (`courseMembers:backfill`): the member row of every
 * enrolment without one, then, once all have one, every course marked complete. Running it
 * again changes nothing.
 */
export async function backfillMembersPage(
  ctx: MutationCtx,
  phase: BackfillPhase,
  cursor: string | null,
  numItems: number,
): Promise<{ done: boolean; cursor: string; written: number }> {
  let written = 0;
  if (phase === "enrollments") {
    const page = await ctx.db.query("enrollments").paginate({ cursor, numItems });
    for (const enrolment of page.page) if (await addMember(ctx, enrolment)) written += 1;
    return { done: page.isDone, cursor: page.continueCursor, written };
  }
  const page = await ctx.db.query("courses").paginate({ cursor, numItems });
  for (const course of page.page) {
    if (course.membersComplete === true) continue;
    await ctx.db.patch("courses", course._id, { membersComplete: true });
    written += 1;
  }
  return { done: page.isDone, cursor: page.continueCursor, written };
}

/** A page of members by name (then e-mail); `cursor` is the page's own kind (see `courseMembersByName`). */
export type MembersByName = { members: Member[]; continueCursor: string; isDone: boolean };

const OFFSET = "offset:";

/** Name, then e-mail, by code units: the order of the `by_course_name` index. */
export function byName(a: Pick<Member, "name" | "email">, b: Pick<Member, "name" | "email">): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.email < b.email ? -1 : a.email > b.email ? 1 : 0;
}

/**
 * `numItems` members by name from `cursor` (null: the first). A course with its member rows pages
 * the `by_course_name` index; an older one reads its enrolments (up to `limit`), sorts them the
 * same way and pages by offset ("offset:N" cursors). A cursor of the other kind (the backfill
 * completed the course between two pages) starts again from the first page.
 */
export async function courseMembersByName(
  ctx: QueryCtx,
  course: Doc<"courses">,
  page: { cursor: string | null; numItems: number },
  limit: number,
): Promise<MembersByName & { truncated: boolean }> {
  const offsetCursor = page.cursor?.startsWith(OFFSET) === true;
  if (course.membersComplete === true) {
    const result = await ctx.db
      .query("courseMembers")
      .withIndex("by_course_name", (q) => q.eq("courseId", course._id))
      .paginate({ cursor: offsetCursor ? null : page.cursor, numItems: page.numItems });
    return {
      members: result.page.map(fromMemberRow),
      continueCursor: result.continueCursor,
      isDone: result.isDone,
      truncated: false,
    };
  }
  const enrolments = await ctx.db
    .query("enrollments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(limit + 1);
  const all = enrolments.slice(0, limit).map(fromEnrolment).sort(byName);
  const parsed = offsetCursor ? Number(page.cursor?.slice(OFFSET.length)) : 0;
  const start = Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
  const end = start + page.numItems;
  return {
    members: all.slice(start, end),
    continueCursor: `${OFFSET}${Math.min(end, all.length)}`,
    isDone: end >= all.length,
    truncated: enrolments.length > limit,
  };
}

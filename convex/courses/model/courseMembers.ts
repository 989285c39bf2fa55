/**
 * Who is enrolled in a course, from a small row per enrolment (ADR 0036): the id, name and e-mail
 * a list or a membership check needs, without the ~0.6 KB enrolment form. The courses projector
 * writes the row with the enrolment (courses/projector/enrolments.ts).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/** A member of a course as the lists show them; `enrolledAt` is when they enrolled. */
export type Member = { userId: Id<"users">; name: string; email: string; enrolledAt: number };

function fromMemberRow(row: Doc<"courseMembers">): Member {
  return { userId: row.userId, name: row.name, email: row.email, enrolledAt: row.enrolledAt };
}

/** Whether `userId` is enrolled in the course: their member row (about 0.15 KB). */
export async function isEnrolled(ctx: QueryCtx, userId: Id<"users">, courseId: Id<"courses">): Promise<boolean> {
  const row = await ctx.db
    .query("courseMembers")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .first();
  return row !== null;
}

/** Enrolment order; `after`/`before` bound the enrolment times (exclusive). */
export type MemberRange = { after?: number; before?: number };

/** Up to `limit` members of the course in enrolment order. */
export async function courseMembers(
  ctx: QueryCtx,
  course: Doc<"courses">,
  limit: number,
  range: MemberRange = {},
): Promise<Member[]> {
  const after = range.after ?? -1;
  const before = range.before ?? Number.MAX_VALUE;
  const rows = await ctx.db
    .query("courseMembers")
    .withIndex("by_course_enrolledAt", (q) =>
      q.eq("courseId", course._id).gt("enrolledAt", after).lt("enrolledAt", before),
    )
    .take(limit);
  return rows.map(fromMemberRow);
}

/** One page of the course's members in enrolment order. */
export async function courseMembersPage(
  ctx: QueryCtx,
  course: Doc<"courses">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Member>> {
  const page = await ctx.db
    .query("courseMembers")
    .withIndex("by_course_enrolledAt", (q) => q.eq("courseId", course._id))
    .paginate(paginationOpts);
  return { ...page, page: page.page.map(fromMemberRow) };
}

/** A page of members by name (then e-mail). */
export type MembersByName = { members: Member[]; continueCursor: string; isDone: boolean };

/** Name, then e-mail, by code units: the order of the `by_course_name` index. */
export function byName(a: Pick<Member, "name" | "email">, b: Pick<Member, "name" | "email">): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.email < b.email ? -1 : a.email > b.email ? 1 : 0;
}

/** `numItems` members by name from `cursor` (null: the first), through the `by_course_name` index. */
export async function courseMembersByName(
  ctx: QueryCtx,
  course: Doc<"courses">,
  page: { cursor: string | null; numItems: number },
): Promise<MembersByName> {
  const result = await ctx.db
    .query("courseMembers")
    .withIndex("by_course_name", (q) => q.eq("courseId", course._id))
    .paginate(page);
  return { members: result.page.map(fromMemberRow), continueCursor: result.continueCursor, isDone: result.isDone };
}

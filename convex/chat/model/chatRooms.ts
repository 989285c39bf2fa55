/**
 * Chat rooms: "global" for every signed-in user, and one room per course (its id) for the
 * course's enrolled students, its teacher and Admins (docs/discussion.md).
 */
import { keyed } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { readMark } from "./chatMembership";
import { GLOBAL_ROOM } from "../../shared/chatRules";
import { requireCourse } from "../../courses/model/courses";
import { isEnrolled } from "../../courses/model/courseMembers";
import { appError } from "../../lib/appError";
import { hasProfile, type AppUser } from "../../accounts/model/users";

export const NOT_A_MEMBER = keyed("server.chat.notAMember");

/** What `chat.room` returns. */
export type RoomInfo = {
  room: string;
  /** The course's name; null for the global room, which the browser names in the reader's language. */
  name: string | null;
  courseId: Id<"courses"> | null;
  /** Removes anyone's message here: Admins everywhere, the course's teacher in its room. */
  canModerate: boolean;
};

export type ResolvedRoom = RoomInfo & { course: Doc<"courses"> | null };

/** Whether `user` belongs to the course's room: enrolled, its teacher, or an Admin. */
export async function isCourseMember(ctx: QueryCtx, user: AppUser, course: Doc<"courses">): Promise<boolean> {
  if (user.role === "Admin" || course.instructorId === user._id) return true;
  return await isEnrolled(ctx, user._id, course._id);
}

export function canModerateCourse(user: AppUser, course: Doc<"courses"> | null): boolean {
  return user.role === "Admin" || (course !== null && course.instructorId === user._id);
}

/**
 * The room `room` names, if `user` may join it. A course room of a course the user does not
 * belong to is FORBIDDEN; anything that is neither "global" nor an existing course is NOT_FOUND
 * 'Course not found'.
 */
export async function requireRoom(ctx: QueryCtx, user: AppUser, room: string): Promise<ResolvedRoom> {
  if (room === GLOBAL_ROOM) {
    return { room, name: null, courseId: null, canModerate: user.role === "Admin", course: null };
  }
  const course = await requireCourse(ctx, room);
  if (!(await isCourseMember(ctx, user, course))) throw appError("FORBIDDEN", NOT_A_MEMBER);
  return {
    room: course._id,
    name: course.name,
    courseId: course._id,
    canModerate: canModerateCourse(user, course),
    course,
  };
}

/**
 * requireRoom for the calls an open room repeats (history, its live end, heartbeats): a member's
 * own row proves the membership, and the teacher's row says they moderate, without reading the
 * course and the enrolment (about 2 KB a call). Without such a row (an Admin visiting, a teacher
 * enrolled elsewhere) it is requireRoom.
 */
export async function requireRoomQuick(ctx: QueryCtx, user: AppUser, room: string): Promise<RoomInfo> {
  // A student's header reads the course and their member row, not their room row: every read mark
  // moves that row, and an open room's header would re-run with each one (ADR 0038).
  if (user.role === "student") return toRoomInfo(await requireRoom(ctx, user, room));
  if (room !== GLOBAL_ROOM) {
    const row = await readMark(ctx, user._id, room);
    if (row !== null && row.name !== undefined && (row.teaches || user.role !== "teacher")) {
      const canModerate = user.role === "Admin" || row.teaches;
      return { room: row.room, name: row.name, courseId: row.room as Id<"courses">, canModerate };
    }
  }
  return toRoomInfo(await requireRoom(ctx, user, room));
}

/**
 * The caller's user row, by the id `signedInQuery`/`signedInMutation` took from their live session
 * (so the session is not read again), refused like requireUser's without a finished profile: for
 * the rare branches of the chat's hot calls that need the role or the account's age.
 */
export async function callerProfile(ctx: QueryCtx, userId: Id<"users">): Promise<AppUser> {
  const user = await ctx.db.get("users", userId);
  if (user === null) throw appError("UNAUTHENTICATED", "server.common.signInFirst");
  if (!hasProfile(user)) throw appError("FORBIDDEN", "server.common.finishCreatingAccount");
  return user;
}

/**
 * The caller's membership of `room`, for the calls that need no more (read marks, heartbeats): their own row proves it (a course row, written when they
 * enrolled or created the course, or their global row, written when they signed up or first read
 * it, both of which needed a finished profile), so the common call reads neither their `users` row
 * nor the course (ADR 0038). Without such a row (an Admin visiting, global before its first read
 * mark by an account made without signing up) it is requireRoom with the caller's user row.
 * Returns the room's own id and the row.
 */
export async function requireRoomMember(
  ctx: QueryCtx,
  userId: Id<"users">,
  rawRoom: string,
): Promise<{ room: string; row: Doc<"chatReads"> | null }> {
  const row = await readMark(ctx, userId, rawRoom);
  if (row !== null) return { room: row.room, row };
  const { room } = await requireRoom(ctx, await callerProfile(ctx, userId), rawRoom);
  return { room, row };
}

export function toRoomInfo({ room, name, courseId, canModerate }: ResolvedRoom): RoomInfo {
  return { room, name, courseId, canModerate };
}

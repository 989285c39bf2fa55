/**
 * "Also grading: <name>": who else has the same student's work open in the grader, for
 * `usePresence(api.assignments.graderPresence, room, userId)` from "@convex-dev/presence/react"
 * (the component's README; ADR 0063). Like chat's presence (convex/chat/presence.ts), the room
 * token Lyceum hands out is the room's own id and every list checks, at each call, that the caller
 * is staff of the assignment's course now. No table of its own: the presence component keeps the
 * sessions (an exception to event sourcing like chat presence, ADR 0050: nothing here is a fact
 * worth keeping).
 */
import { keyed } from "../shared/messages";
import { v } from "convex/values";
import type { QueryCtx } from "../_generated/server";
import { publicMutation, staffMutation, staffQuery } from "../functions";
import type { AppUser } from "../accounts/model/users";
import { appError } from "../lib/appError";
import { isAppError } from "../shared/errors";
import { beat, peopleIn, presence } from "../lib/presence";
import { parseGraderRoom } from "../shared/graderRoom";
import { requireEnrolledStudent, requireStaffAssignment } from "./model/assignmentsAccess";

/** Most people one grader room lists. */
const LIST_MAX = 20;

const BAD_ROOM = keyed("server.assignments.badRoom");

/** The room's assignment and student, when the caller is staff of its course (else an AppError). */
async function requireRoom(ctx: QueryCtx, user: AppUser, room: string) {
  const parsed = parseGraderRoom(room);
  const assignmentId = parsed === null ? null : ctx.db.normalizeId("assignments", parsed.assignmentId);
  const studentId = parsed === null ? null : ctx.db.normalizeId("users", parsed.studentId);
  if (assignmentId === null || studentId === null) throw appError("INVALID", BAD_ROOM);
  const { assignment } = await requireStaffAssignment(ctx, user, assignmentId);
  await requireEnrolledStudent(ctx, studentId, assignment.courseId);
  return { assignmentId, studentId };
}

/**
 * The caller's own heartbeat (userId must be theirs) in a grading room of an assignment of a
 * course they teach (or any, for an Admin). Returns the tokens usePresence needs.
 */
export const heartbeat = staffMutation({
  args: { roomId: v.string(), userId: v.string(), sessionId: v.string(), interval: v.number() },
  handler: async (ctx, args) => {
    await requireRoom(ctx, ctx.user, args.roomId);
    return await beat(ctx, ctx.user._id, args.roomId, args);
  },
});

/**
 * Who has the room open (online first): their user id and display name. Staff of the course now;
 * another teacher, or a room that is not one, gets [] (the token names the room, grants nothing).
 */
export const list = staffQuery({
  args: { roomToken: v.string() },
  handler: async (ctx, { roomToken }) => {
    try {
      await requireRoom(ctx, ctx.user, roomToken);
    } catch (error) {
      if ((["FORBIDDEN", "NOT_FOUND", "INVALID"] as const).some((code) => isAppError(error, code))) return [];
      throw error;
    }
    return await peopleIn(ctx, roomToken, LIST_MAX);
  },
});

/**
 * Ends a session. Open to visitors on purpose, as chat's: the browser sends it with
 * navigator.sendBeacon when the tab closes, without an auth token; the session token (random, one
 * per tab) is the permission.
 */
export const disconnect = publicMutation({
  args: { sessionToken: v.string() },
  handler: async (ctx, { sessionToken }) => await presence.disconnect(ctx, sessionToken),
});

/**
 * Join codes (docs/courses.md, ADR 0053): the course's teacher or an Admin makes a short code,
 * a signed-in student types it on "Join a course" and is enrolled without the enrolment form.
 * Wrong codes are limited per person (model/joinCodeRateLimit.ts) so codes cannot be guessed.
 */
import { v } from "convex/values";
import { authedMutation, authedQuery } from "../functions";
import { appError } from "../lib/appError";
import { JOIN_REFUSAL_MESSAGES, normalizeJoinCode, STAFF_CANNOT_JOIN, type JoinRefusal } from "../shared/joinCodes";
import { requireActiveCourse, requireCourse, requireCourseManager } from "./model/courses";
import { enrolStudent } from "./model/enrol";
import { findEnrollment } from "./model/enrollments";
import { countWrongGuess, requireGuessLeft } from "./model/joinCodeRateLimit";
import {
  createJoinCode,
  joinCodeByCode,
  joinCodeProblem,
  joinCodeViews,
  revokeJoinCode,
  type JoinCodeView,
  type JoinResult,
} from "./model/joinCodes";

/** Makes a join code for the course (its teacher or an Admin): optional expiry (ms) and seats. */
export const create = authedMutation({
  args: { courseId: v.string(), expiresAt: v.optional(v.number()), seatLimit: v.optional(v.number()) },
  handler: async (ctx, { courseId, ...limits }) => {
    const course = await requireCourse(ctx, courseId);
    requireCourseManager(ctx.user, course);
    // A code for an archived course could never be used: say so now, not to each student later.
    requireActiveCourse(course);
    const joinCode = await createJoinCode(ctx, ctx.user, course, limits);
    return { joinCodeId: joinCode._id, code: joinCode.code };
  },
});

/** Revokes a join code (its course's teacher or an Admin); who joined with it stays enrolled. */
export const revoke = authedMutation({
  args: { joinCodeId: v.string() },
  handler: async (ctx, { joinCodeId }) => {
    const id = ctx.db.normalizeId("joinCodes", joinCodeId);
    const joinCode = id === null ? null : await ctx.db.get("joinCodes", id);
    const course = joinCode === null ? null : await ctx.db.get("courses", joinCode.courseId);
    if (joinCode === null || course === null) throw appError("NOT_FOUND", "server.courses.joinCodeNotFound");
    requireCourseManager(ctx.user, course);
    await revokeJoinCode(ctx, ctx.user, course, joinCode);
    return null;
  },
});

/** The course's join codes with their uses and who joined, live (its teacher or an Admin). */
export const list = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }): Promise<JoinCodeView[]> => {
    const course = await requireCourse(ctx, courseId);
    requireCourseManager(ctx.user, course);
    return await joinCodeViews(ctx, course._id);
  },
});

function refusal(reason: JoinRefusal): JoinResult {
  return { ok: false, reason, message: JOIN_REFUSAL_MESSAGES[reason] };
}

/**
 * A student joins the code's course. A wrong code (unknown, revoked, expired, full) is returned,
 * not thrown, so the wrong guess it counts is kept; with no guess left nothing is looked up
 * (RATE_LIMITED). Already enrolled: `ok` with `alreadyEnrolled`, nothing changes.
 */
export const join = authedMutation({
  args: { code: v.string() },
  handler: async (ctx, args): Promise<JoinResult> => {
    if (ctx.user.role !== "student") throw appError("FORBIDDEN", STAFF_CANNOT_JOIN);
    const code = args.code.length > 64 ? null : normalizeJoinCode(args.code);
    // A malformed code names nothing: it is refused without a lookup and without a guess spent.
    if (code === null) return refusal("invalid");
    await requireGuessLeft(ctx, ctx.user._id);
    const joinCode = await joinCodeByCode(ctx, code);
    const course = joinCode === null ? null : await ctx.db.get("courses", joinCode.courseId);
    if (joinCode !== null && course !== null && joinCode.revokedAt === undefined) {
      if ((await findEnrollment(ctx, ctx.user._id, course._id)) !== null) {
        return { ok: true, courseId: course._id, courseName: course.name, alreadyEnrolled: true };
      }
    }
    const problem = course === null ? "unknown" : await joinCodeProblem(ctx, joinCode, Date.now());
    if (problem !== null || joinCode === null || course === null) {
      await countWrongGuess(ctx, ctx.user._id);
      return refusal(problem ?? "unknown");
    }
    const { alreadyEnrolled } = await enrolStudent(ctx, {
      student: ctx.user,
      course,
      via: "joinCode",
      joinCodeKey: joinCode.key,
    });
    return { ok: true, courseId: course._id, courseName: course.name, alreadyEnrolled };
  },
});

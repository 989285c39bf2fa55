/**
 * The courses projector's enrolments (ADR 0049): the enrolment, its small member row (ADR 0036),
 * the course's sharded enrolment count, lesson completions, the cart and certificates.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { findCertificate } from "../model/certificates";
import { findEnrollment } from "../model/enrollments";
import type { EventDoc } from "../../events/types";
import { lessonByKey } from "../model/lessons";
import { courseByKey } from "../keys";
import { BASE_SHARD, shardOf, SHARDS } from "../../events/shards";
import { countJoinCodeUse } from "./joinCodes";

async function cartItem(ctx: MutationCtx, userId: Id<"users">, courseId: Id<"courses">) {
  return await ctx.db
    .query("cartItems")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", courseId))
    .first();
}

/**
 * Folds the shards of a course's enrolment count into its base row (ADR 0051). Run on the course's
 * own teacher's events (a lesson edited, a video or an assignment posted): those come one at a
 * time, so the base row is never hot, and a course that has settled reads as one row again.
 */
export async function foldEnrolmentCounts(ctx: MutationCtx, courseId: Id<"courses">): Promise<void> {
  const rows = await ctx.db
    .query("courseEnrolmentCounts")
    .withIndex("by_course_shard", (q) => q.eq("courseId", courseId))
    .take(SHARDS + 1);
  const shards = rows.filter((row) => row.shard !== BASE_SHARD);
  if (shards.length === 0) return;
  const base = rows.find((row) => row.shard === BASE_SHARD);
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  if (base === undefined) await ctx.db.insert("courseEnrolmentCounts", { courseId, shard: BASE_SHARD, count });
  else await ctx.db.patch("courseEnrolmentCounts", base._id, { count });
  for (const row of shards) await ctx.db.delete("courseEnrolmentCounts", row._id);
}

/** One more enrolment in the student's shard of the course's count. */
async function countEnrolment(ctx: MutationCtx, courseId: Id<"courses">, userId: Id<"users">): Promise<void> {
  const shard = shardOf(userId);
  const row = await ctx.db
    .query("courseEnrolmentCounts")
    .withIndex("by_course_shard", (q) => q.eq("courseId", courseId).eq("shard", shard))
    .unique();
  if (row === null) await ctx.db.insert("courseEnrolmentCounts", { courseId, shard, count: 1 });
  else await ctx.db.patch("courseEnrolmentCounts", row._id, { count: row.count + 1 });
}

/**
 * The enrolment as the form left it (or empty, joined by code or roster), its member row and
 * count, the join code's count, and the course out of the cart.
 */
export async function enrolled(ctx: MutationCtx, event: EventDoc<"enrolled">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  const userId = event.subjectUserId;
  if (course === null || userId === undefined) return;
  if ((await findEnrollment(ctx, userId, course._id)) !== null) return;
  const enrolledAt = event._creationTime;
  await ctx.db.insert("enrollments", {
    userId,
    courseId: course._id,
    courseName: event.courseName,
    studentName: event.studentName,
    studentEmail: event.studentEmail,
    studentId: event.studentNumber,
    phoneNumber: event.phoneNumber,
    degreeProgram: event.degreeProgram,
    yearOrSemester: event.yearOrSemester,
    ...(event.paymentMethod !== undefined ? { paymentMethod: event.paymentMethod } : {}),
    paymentDetailsMasked: event.paymentDetailsMasked,
    completedLessonIds: [],
    enrolledAt,
  });
  await ctx.db.insert("courseMembers", {
    courseId: course._id,
    userId,
    name: event.studentName,
    email: event.studentEmail,
    enrolledAt,
    ...(event.joinCodeKey !== undefined ? { joinCodeKey: event.joinCodeKey } : {}),
  });
  await countEnrolment(ctx, course._id, userId);
  if (event.joinCodeKey !== undefined) await countJoinCodeUse(ctx, event.joinCodeKey, userId);
  const item = await cartItem(ctx, userId, course._id);
  if (item !== null) await ctx.db.delete("cartItems", item._id);
}

/** The enrolment and lesson an event about progress names, or null. */
async function progressOf(
  ctx: MutationCtx,
  event: EventDoc<"lesson_completed" | "lesson_uncompleted">,
): Promise<{ enrolment: Doc<"enrollments">; lessonId: Id<"lessons"> } | null> {
  const course = await courseByKey(ctx, event.courseKey);
  const lesson = await lessonByKey(ctx, event.lessonKey);
  if (course === null || lesson === null || event.subjectUserId === undefined) return null;
  const enrolment = await findEnrollment(ctx, event.subjectUserId, course._id);
  return enrolment === null ? null : { enrolment, lessonId: lesson._id };
}

export async function lessonCompleted(ctx: MutationCtx, event: EventDoc<"lesson_completed">): Promise<void> {
  const found = await progressOf(ctx, event);
  if (found === null || found.enrolment.completedLessonIds.includes(found.lessonId)) return;
  await ctx.db.patch("enrollments", found.enrolment._id, {
    completedLessonIds: [...found.enrolment.completedLessonIds, found.lessonId],
  });
}

export async function lessonUncompleted(ctx: MutationCtx, event: EventDoc<"lesson_uncompleted">): Promise<void> {
  const found = await progressOf(ctx, event);
  if (found === null) return;
  await ctx.db.patch("enrollments", found.enrolment._id, {
    completedLessonIds: found.enrolment.completedLessonIds.filter((id) => id !== found.lessonId),
  });
}

export async function cartAdded(ctx: MutationCtx, event: EventDoc<"cart_added">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course === null || event.actorId === undefined) return;
  if ((await cartItem(ctx, event.actorId, course._id)) !== null) return;
  await ctx.db.insert("cartItems", { userId: event.actorId, courseId: course._id, addedAt: event._creationTime });
}

export async function cartRemoved(ctx: MutationCtx, event: EventDoc<"cart_removed">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course === null || event.actorId === undefined) return;
  const item = await cartItem(ctx, event.actorId, course._id);
  if (item !== null) await ctx.db.delete("cartItems", item._id);
}

/** The certificate as printed: names from the event, the date its time. */
export async function certificateIssued(ctx: MutationCtx, event: EventDoc<"certificate_issued">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  const userId = event.subjectUserId;
  if (course === null || userId === undefined) return;
  if ((await findCertificate(ctx, userId, course._id)) !== null) return;
  await ctx.db.insert("certificates", {
    userId,
    courseId: course._id,
    code: event.code,
    studentName: event.studentName,
    courseName: event.courseName,
    teacherName: event.teacherName,
    // The date as printed: a whole millisecond.
    issuedAt: Math.floor(event._creationTime),
  });
}

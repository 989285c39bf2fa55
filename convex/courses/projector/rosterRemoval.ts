/**
 * The courses projector's part of a removal (`enrolment_ended`, ADR 0068): the enrolment, its
 * member row and one off the course's sharded count go, as if the student had never enrolled.
 * The student may enrol again (a fresh enrolment, nothing done). The roster projector drops the
 * roster row, the chat projector the course room's read mark.
 */
import type { MutationCtx } from "../../_generated/server";
import type { EventDoc } from "../../events/types";
import { shardOf } from "../../events/shards";
import { findEnrollment } from "../model/enrollments";
import { courseByKey } from "../keys";

export async function enrolmentEnded(ctx: MutationCtx, event: EventDoc<"enrolment_ended">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  const userId = event.subjectUserId;
  if (course === null || userId === undefined) return;
  const enrolment = await findEnrollment(ctx, userId, course._id);
  if (enrolment === null) return;
  await ctx.db.delete("enrollments", enrolment._id);
  const member = await ctx.db
    .query("courseMembers")
    .withIndex("by_user_course", (q) => q.eq("userId", userId).eq("courseId", course._id))
    .first();
  if (member !== null) await ctx.db.delete("courseMembers", member._id);
  // One off the student's own shard (the one their enrolment counted in, or its fold into the
  // base row): a shard may go below zero, the sum is what counts.
  const shard = shardOf(userId);
  const row = await ctx.db
    .query("courseEnrolmentCounts")
    .withIndex("by_course_shard", (q) => q.eq("courseId", course._id).eq("shard", shard))
    .unique();
  if (row === null) await ctx.db.insert("courseEnrolmentCounts", { courseId: course._id, shard, count: -1 });
  else await ctx.db.patch("courseEnrolmentCounts", row._id, { count: row.count - 1 });
}

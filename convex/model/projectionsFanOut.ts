/**
 * Tells every student enrolled in a course (when the event happened) about it, in batches: the
 * first batch in the event's own transaction, the rest through scheduled `notifications:fanOut`
 * calls, so a course with many students never makes one mutation too large.
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { NotificationLink, NotificationType } from "../schema";
import { notify } from "./notifications";

export const FAN_OUT_BATCH = 200;

export type FanOut = {
  eventId: Id<"events">;
  courseId: Id<"courses">;
  type: NotificationType;
  title: string;
  link: NotificationLink;
  /** The event's time: students who enrolled later are not told. */
  at: number;
  /** The creation time of the last enrolment already handled (0 to start). */
  after: number;
};

/** One batch; schedules the next when the batch was full. */
export async function fanOutBatch(ctx: MutationCtx, job: FanOut): Promise<void> {
  const enrollments: Doc<"enrollments">[] = await ctx.db
    .query("enrollments")
    .withIndex("by_course", (q) =>
      q.eq("courseId", job.courseId).gt("_creationTime", job.after).lt("_creationTime", job.at),
    )
    .take(FAN_OUT_BATCH);
  for (const enrollment of enrollments) {
    await notify(ctx, {
      userId: enrollment.userId,
      type: job.type,
      title: job.title,
      link: job.link,
      eventId: job.eventId,
      key: `${job.eventId}:${enrollment.userId}`,
      at: job.at,
    });
  }
  const last = enrollments.at(-1);
  if (enrollments.length === FAN_OUT_BATCH && last !== undefined) {
    await ctx.scheduler.runAfter(0, internal.notifications.fanOut, { ...job, after: last._creationTime });
  }
}

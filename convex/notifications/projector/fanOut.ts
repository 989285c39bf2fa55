/**
 * Tells every student enrolled in a course (when the event happened) about it, in batches: the
 * first batch in the event's own transaction, the rest through scheduled `notifications/notifications:fanOut`
 * calls, so a course with many students never makes one mutation too large.
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { NotificationLink, NotificationType } from "../../shared/validators";
import type { NotifyMessage } from "../../shared/notifications/messages";
import { courseMembers } from "../../courses/model/courseMembers";
import { notify } from "./rows";

/**
 * How many students one transaction tells; the rest are told by scheduled batches. A method so that
 * a test can cross a batch with a handful of students instead of two hundred.
 */
export const fanOutSize = { batch: (): number => 200 };

export type FanOut = {
  eventId: Id<"events">;
  courseId: Id<"courses">;
  type: NotificationType;
  message: NotifyMessage;
  link: NotificationLink;
  /** The event's time: students who enrolled later are not told. */
  at: number;
  /** The enrolment time of the last student already handled (0 to start). */
  after: number;
};

/**
 * One batch; schedules the next when the batch was full. On a replay every batch runs at once, in
 * the event's own step: a later event of the log (a "mark all read") must find them all there, as
 * it did live.
 */
export async function fanOutBatch(ctx: MutationCtx, job: FanOut, options: { replay: boolean }): Promise<void> {
  let after = job.after;
  for (;;) {
    const last = await oneBatch(ctx, { ...job, after }, options);
    if (last === null) return;
    if (!options.replay) {
      await ctx.scheduler.runAfter(0, internal.notifications.notifications.fanOut, { ...job, after: last });
      return;
    }
    after = last;
  }
}

/** Tells one batch of members; returns the last one's enrolment time when the batch was full. */
async function oneBatch(ctx: MutationCtx, job: FanOut, options: { replay: boolean }): Promise<number | null> {
  const course = await ctx.db.get("courses", job.courseId);
  if (course === null) return null;
  // The small member rows (ADR 0036), by enrolment time like the enrolments they stand for.
  const size = fanOutSize.batch();
  const members = await courseMembers(ctx, course, size, { after: job.after, before: job.at });
  for (const member of members) {
    await notify(
      ctx,
      {
        userId: member.userId,
        type: job.type,
        message: job.message,
        link: job.link,
        eventId: job.eventId,
        key: `${job.eventId}:${member.userId}`,
        at: job.at,
      },
      options,
    );
  }
  const last = members.at(-1);
  return members.length === size && last !== undefined ? last.enrolledAt : null;
}

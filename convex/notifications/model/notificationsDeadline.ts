/**
 * "Due within 24 hours" reminders. Posting an assignment or moving its deadline schedules
 * `notifications/notifications:deadlineReminder` for deadline − 24 h; when it runs it tells the enrolled students
 * who have not submitted (and have no extension): the event `deadline_reminded`, one per batch.
 * It is idempotent (one reminder per student and deadline) and a schedule made for a deadline that
 * has since moved does nothing.
 */
import { internal } from "../../_generated/api";
import type { MutationCtx } from "../../_generated/server";
import { courseMembers } from "../../courses/model/courseMembers";
import { extensionsByStudent, findSubmission } from "../../assignments/model/assignmentsAccess";
import { emit } from "../../events/emit";
import { assignmentByKey } from "../../assignments/projector/keys";
import { fanOutSize } from "../projector/fanOut";
import { reminderKey } from "../projector";

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Longest single wait: Node's timers (convex-test, the offline backend) overflow past 2^31 − 1 ms
 * and would fire at once, so a reminder further away waits in hops and checks again.
 */
export const MAX_WAIT_MS = 2 ** 31 - 1;

export type Reminder = { assignmentKey: string; deadlineAt: number; after: number };

function nextWake(now: number, deadlineAt: number): number {
  return Math.max(now, Math.min(deadlineAt - DAY_MS, now + MAX_WAIT_MS));
}

/** Schedules the reminder for this deadline (a reminder for an older deadline will see it moved). */
export async function scheduleReminder(ctx: MutationCtx, assignmentKey: string, deadlineAt: number) {
  const now = Date.now();
  if (deadlineAt <= now) return;
  await ctx.scheduler.runAt(nextWake(now, deadlineAt), internal.notifications.notifications.deadlineReminder, {
    assignmentKey,
    deadlineAt,
    after: 0,
  });
}

/** Runs a scheduled reminder: one batch of students, the next batch scheduled when full. */
export async function remind(ctx: MutationCtx, job: Reminder): Promise<void> {
  const assignment = await assignmentByKey(ctx, job.assignmentKey);
  // Deleted, closed, or its deadline moved since this was scheduled (a newer schedule exists).
  if (assignment === null || assignment.closedAt !== undefined || assignment.deadlineAt !== job.deadlineAt) return;
  const now = Date.now();
  if (now >= job.deadlineAt) return;
  if (now < job.deadlineAt - DAY_MS) {
    await ctx.scheduler.runAt(
      nextWake(now, job.deadlineAt),
      internal.notifications.notifications.deadlineReminder,
      job,
    );
    return;
  }
  const course = await ctx.db.get("courses", assignment.courseId);
  if (course === null) return;
  // The small member rows (ADR 0036), in enrolment order.
  const size = fanOutSize.batch();
  const members = await courseMembers(ctx, course, size, { after: job.after });
  const extensions = await extensionsByStudent(ctx, assignment._id);
  const studentIds = [];
  for (const { userId } of members) {
    if (extensions.has(userId) || (await findSubmission(ctx, assignment._id, userId)) !== null) continue;
    const told = await ctx.db
      .query("notifications")
      .withIndex("by_key", (q) => q.eq("key", reminderKey(assignment.key, job.deadlineAt, userId)))
      .first();
    if (told === null) studentIds.push(userId);
  }
  if (studentIds.length > 0) {
    await emit(ctx, {
      type: "deadline_reminded",
      v: 1,
      courseKey: course.key,
      assignmentKey: assignment.key,
      title: assignment.title,
      deadlineAt: job.deadlineAt,
      studentIds,
    });
  }
  const last = members.at(-1);
  if (members.length === size && last !== undefined) {
    await ctx.scheduler.runAfter(0, internal.notifications.notifications.deadlineReminder, {
      ...job,
      after: last.enrolledAt,
    });
  }
}

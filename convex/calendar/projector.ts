/**
 * The calendar projector (ADR 0049, 0073): the feed generations and the calendar's own copy of
 * every deadline and extension, with how often each moved. Times are the events' own; nothing is
 * scheduled.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { ASSIGNMENT_LIMITS } from "../shared/assignmentRules";
import { courseByKey } from "../courses/keys";
import { defineProjector } from "../events/projector";

function eventTime(event: { _creationTime: number }): number {
  return Math.floor(event._creationTime);
}

export async function deadlineByKey(ctx: QueryCtx, assignmentKey: string): Promise<Doc<"calendarDeadlines"> | null> {
  return await ctx.db
    .query("calendarDeadlines")
    .withIndex("by_key", (q) => q.eq("assignmentKey", assignmentKey))
    .unique();
}

async function extensionOf(
  ctx: QueryCtx,
  assignmentKey: string,
  studentId: Id<"users">,
): Promise<Doc<"calendarExtensions"> | null> {
  return await ctx.db
    .query("calendarExtensions")
    .withIndex("by_key_student", (q) => q.eq("assignmentKey", assignmentKey).eq("studentId", studentId))
    .unique();
}

/** A student's own deadline moved (granted, changed or revoked: null). */
async function setExtension(
  ctx: MutationCtx,
  event: { _creationTime: number; assignmentKey: string; subjectUserId?: Id<"users"> },
  deadlineAt: number | null,
): Promise<void> {
  const studentId = event.subjectUserId;
  const deadline = await deadlineByKey(ctx, event.assignmentKey);
  if (studentId === undefined || deadline === null) return;
  const existing = await extensionOf(ctx, event.assignmentKey, studentId);
  const modifiedAt = eventTime(event);
  if (existing === null) {
    if (deadlineAt === null) return;
    await ctx.db.insert("calendarExtensions", {
      assignmentKey: event.assignmentKey,
      courseId: deadline.courseId,
      studentId,
      deadlineAt,
      sequence: 1,
      modifiedAt,
    });
    return;
  }
  await ctx.db.patch("calendarExtensions", existing._id, { deadlineAt, sequence: existing.sequence + 1, modifiedAt });
}

export const calendarProjector = defineProjector({
  name: "calendar",
  tables: {
    calendarFeeds: ["userId"],
    calendarDeadlines: ["assignmentKey"],
    calendarExtensions: ["assignmentKey", "studentId"],
  },
  on: {
    calendar_feed_reset: async (ctx, event) => {
      const userId = event.subjectUserId ?? event.actorId;
      if (userId === undefined) return;
      const row = await ctx.db
        .query("calendarFeeds")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique();
      const resetAt = eventTime(event);
      if (row === null) await ctx.db.insert("calendarFeeds", { userId, generation: 1, resetAt });
      else await ctx.db.patch("calendarFeeds", row._id, { generation: row.generation + 1, resetAt });
    },

    assignment_posted: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course === null) return;
      await ctx.db.insert("calendarDeadlines", {
        assignmentKey: event._id,
        courseId: course._id,
        title: event.title,
        deadlineAt: event.deadlineAt,
        sequence: 0,
        modifiedAt: eventTime(event),
      });
    },

    /** A new title is a change a subscribed calendar should take (SUMMARY). */
    assignment_edited: async (ctx, event) => {
      const row = await deadlineByKey(ctx, event.assignmentKey);
      if (row === null || row.title === event.title) return;
      await ctx.db.patch("calendarDeadlines", row._id, {
        title: event.title,
        sequence: row.sequence + 1,
        modifiedAt: eventTime(event),
      });
    },

    assignment_deadline_changed: async (ctx, event) => {
      const row = await deadlineByKey(ctx, event.assignmentKey);
      if (row === null) return;
      await ctx.db.patch("calendarDeadlines", row._id, {
        deadlineAt: event.to,
        sequence: row.sequence + 1,
        modifiedAt: eventTime(event),
      });
    },

    /** Only an assignment nobody handed in to is deleted; its extensions go with it. */
    assignment_deleted: async (ctx, event) => {
      const row = await deadlineByKey(ctx, event.assignmentKey);
      if (row !== null) await ctx.db.delete("calendarDeadlines", row._id);
      const extensions = await ctx.db
        .query("calendarExtensions")
        .withIndex("by_key_student", (q) => q.eq("assignmentKey", event.assignmentKey))
        .take(ASSIGNMENT_LIMITS.students);
      for (const extension of extensions) await ctx.db.delete("calendarExtensions", extension._id);
    },

    extension_granted: async (ctx, event) => await setExtension(ctx, event, event.deadlineAt),
    extension_revoked: async (ctx, event) => await setExtension(ctx, event, null),
  },
});

import { defineTable } from "convex/server";
import { v } from "convex/values";
import { notificationTypeValidator, notificationLinkValidator, activityTypeValidator } from "../validators";

export const notificationsTables = {
  /**
   * Read model built from `events` by convex/model/projections.ts: one row per person and thing
   * to tell them. `key` makes each one unique (idempotent projection, deadline reminders);
   * `at` is the time of the event it comes from. Rebuilt by `projections:rebuild`.
   */
  notifications: defineTable({
    userId: v.id("users"),
    type: notificationTypeValidator,
    title: v.string(),
    link: notificationLinkValidator,
    /** The event it was derived from; none for a deadline reminder (the clock's, not an event's). */
    eventId: v.optional(v.id("events")),
    key: v.string(),
    read: v.boolean(),
    at: v.number(),
  })
    .index("by_user_read", ["userId", "read"])
    .index("by_user_time", ["userId", "at"])
    .index("by_key", ["key"]),

  /**
   * A person's unread notifications, kept by every write that changes them (ADR 0032,
   * convex/model/notificationCounts.ts). Trusted only when present; `overCap` means "more than
   * UNREAD_CAP" from a bounded count, when the exact number was not known.
   */
  notificationCounts: defineTable({
    userId: v.id("users"),
    unread: v.number(),
    overCap: v.optional(v.boolean()),
  }).index("by_user", ["userId"]),

  /** Read model built from `events`: who enrolled, submitted or finished a quiz in a course. */
  courseActivity: defineTable({
    courseId: v.id("courses"),
    eventId: v.id("events"),
    type: activityTypeValidator,
    actorName: v.string(),
    summary: v.string(),
    at: v.number(),
  }).index("by_course_time", ["courseId", "at"]),
};

import { defineTable } from "convex/server";
import { v } from "convex/values";
import { activityTypeValidator, notificationLinkValidator, notificationTypeValidator } from "../shared/validators";

/** Projections of the notifications projector (notifications/projector.ts, ADR 0049). */
export const notificationsTables = {
  /**
   * One row per person and thing to tell them. `key` is "<event id>:<person>": unique, and the same
   * after a replay; `at` is the time of the event it comes from.
   */
  notifications: defineTable({
    userId: v.id("users"),
    type: notificationTypeValidator,
    title: v.string(),
    link: notificationLinkValidator,
    eventId: v.id("events"),
    key: v.string(),
    read: v.boolean(),
    at: v.number(),
  })
    .index("by_user_read", ["userId", "read"])
    .index("by_user_time", ["userId", "at"])
    .index("by_key", ["key"]),

  /** A person's unread notifications (ADR 0032): the bell reads this one document. */
  notificationCounts: defineTable({
    userId: v.id("users"),
    unread: v.number(),
  }).index("by_user", ["userId"]),

  /** The course activity feed: one row per event, named as people were named then. */
  courseActivity: defineTable({
    courseId: v.id("courses"),
    eventId: v.id("events"),
    type: activityTypeValidator,
    actorName: v.string(),
    summary: v.string(),
    at: v.number(),
  })
    .index("by_course_time", ["courseId", "at"])
    .index("by_event", ["eventId"]),
};

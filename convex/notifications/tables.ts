import { defineTable } from "convex/server";
import { v } from "convex/values";
import { activityTypeValidator, notificationLinkValidator, notificationTypeValidator } from "../shared/validators";
import { mailKindsValidator } from "../shared/mailPreferences";
import { notifyMessageValidator } from "../shared/notifications/messages";

/** Projections of the notifications projector (notifications/projector.ts, ADR 0049). */
export const notificationsTables = {
  /**
   * One row per person and thing to tell them. `key` is "<event id>:<person>": unique, and the same
   * after a replay; `at` is the time of the event it comes from. `message`: what it says, a key of
   * shared/notifications/locales and its parameters (titles and names as they were then), worded
   * in the reader's language by the bell, the mail and the push (issue #33).
   */
  notifications: defineTable({
    userId: v.id("users"),
    type: notificationTypeValidator,
    message: notifyMessageValidator,
    link: notificationLinkValidator,
    eventId: v.id("events"),
    key: v.string(),
    read: v.boolean(),
    at: v.number(),
    /**
     * A teacher's grouped row (projector/groups.ts, ADR 0074): what it gathers ("submitted:<assignment
     * key>", "enrolled:<course key>", "room_message:<course key>"); while it is unread, later events of
     * the group add no row. The bell says "Maya and 29 others turned in Essay 2" (the kind's grouped
     * words, shared/notifications/messages.ts, with the row's parameters), counted from
     * `notificationGroupItems`.
     */
    group: v.optional(v.string()),
  })
    .index("by_user_read", ["userId", "read"])
    .index("by_user_time", ["userId", "at"])
    .index("by_key", ["key"])
    // A group's unread row, and the row after a read one (where its count stops).
    .index("by_user_group_read", ["userId", "group", "read", "at"]),

  /**
   * A projection (ADR 0049, 0074): one small row per event a teacher's grouped notification gathers,
   * inserted and never changed, so thirty hand-ins in a minute write thirty rows and no shared one
   * (ADR 0051). The bell counts a group's distinct people from these, from its row's `at` on.
   * `key`: "<event id>:<teacher>".
   */
  notificationGroupItems: defineTable({
    key: v.string(),
    userId: v.id("users"),
    group: v.string(),
    actorId: v.id("users"),
    at: v.number(),
  }).index("by_user_group_time", ["userId", "group", "at"]),

  /** A person's unread notifications (ADR 0032): the bell reads this one document. */
  notificationCounts: defineTable({
    userId: v.id("users"),
    unread: v.number(),
  }).index("by_user", ["userId"]),

  /**
   * The course activity feed: one row per event, named as people were named then. What it says is a
   * key of shared/notifications/locales ("notify.activity.*") and its parameters, worded by the
   * course page in the reader's language (issue #33).
   */
  courseActivity: defineTable({
    courseId: v.id("courses"),
    eventId: v.id("events"),
    type: activityTypeValidator,
    actorName: v.string(),
    message: notifyMessageValidator,
    at: v.number(),
  })
    .index("by_course_time", ["courseId", "at"])
    .index("by_event", ["eventId"]),

  /**
   * A person's e-mail preferences (ADR 0072): projection of `mail_preferences_set` (notifications
   * projector, projector/outbox.ts). No row: the defaults of shared/mailPreferences.ts.
   */
  mailPreferences: defineTable({
    userId: v.id("users"),
    kinds: mailKindsValidator,
    digestHour: v.number(),
    timeZone: v.string(),
  }).index("by_user", ["userId"]),

  /**
   * The mail outbox (ADR 0072): one row per notification that is to be mailed, keyed by the
   * notification's key (at most one mail per person and event, or per group). Projection: inserted
   * by `notify` (projector/rows.ts) by the person's preference, its status from
   * `notifications_mailed`, `notification_mail_failed` and `digest_sent`.
   */
  mailOutbox: defineTable({
    key: v.string(),
    userId: v.id("users"),
    kind: notificationTypeValidator,
    message: notifyMessageValidator,
    link: notificationLinkValidator,
    eventId: v.id("events"),
    at: v.number(),
    status: v.union(
      /** To be mailed at once (or being retried). */
      v.literal("pending"),
      /** Waiting for the person's daily digest. */
      v.literal("digest"),
      v.literal("sent"),
      /** In a digest that was sent. */
      v.literal("digested"),
      /** Not mailed: the address was not verified when its turn came. */
      v.literal("skipped"),
      /** Every attempt failed; the bell row is all the person gets. */
      v.literal("failed"),
    ),
    attempts: v.number(),
    /** After a failed attempt: when the next one is due. */
    retryAt: v.optional(v.number()),
    lastError: v.optional(v.string()),
  })
    .index("by_key", ["key"])
    .index("by_user_status", ["userId", "status", "at"]),

  /**
   * Not a projection (ADR 0050): mails waiting for a delivery action, written live only (a replay
   * sends nothing). `dueAt` is when the row may be taken: now, a retry's time, or the end of the
   * lease of the action that took it (one that died is taken again after it).
   */
  mailQueue: defineTable({
    key: v.string(),
    dueAt: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_due", ["dueAt"]),

  /**
   * The devices that allowed notifications (ADR 0088): one row per push subscription endpoint, for
   * the person who allowed it last (`push_subscribed` / `push_unsubscribed`).
   */
  pushSubscriptions: defineTable({
    userId: v.id("users"),
    endpoint: v.string(),
    p256dh: v.string(),
    auth: v.string(),
    at: v.number(),
  })
    .index("by_user", ["userId", "at"])
    .index("by_endpoint", ["endpoint"]),

  /**
   * Not a projection (ADR 0050): notifications waiting for a push delivery action, written live
   * only (a replay sends nothing). One attempt each: the bell and the mail are the reliable ways.
   */
  pushQueue: defineTable({
    key: v.string(),
    userId: v.id("users"),
    /** Worded when it is sent, in the person's language then. */
    message: notifyMessageValidator,
    path: v.string(),
    dueAt: v.number(),
  }).index("by_due", ["dueAt"]),

  /**
   * Not a projection (ADR 0050): each digest reader's next scheduled digest, so a new preference
   * replaces the scheduled run instead of adding a second one. Live only.
   */
  mailDigestJobs: defineTable({
    userId: v.id("users"),
    jobId: v.id("_scheduled_functions"),
    runAt: v.number(),
  }).index("by_user", ["userId"]),
};

import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Course announcements' read models: projections (ADR 0049), written only by
 * announcements/projector.ts from the announcement events. The calendar (convex/calendar) reads
 * `announcements` by `by_course_date`.
 */
export const announcementsTables = {
  /** One row per announcement, deleted with it. */
  announcements: defineTable({
    /** The id of its `announcement_posted` event. */
    key: v.string(),
    courseId: v.id("courses"),
    authorId: v.id("users"),
    /** The author's display name when posting. */
    authorName: v.string(),
    title: v.string(),
    /** Markdown, rendered with src/components/safe-markdown.tsx. */
    body: v.string(),
    pinned: v.boolean(),
    /** When it is (or was) published: the posting time, or the scheduled time. */
    publishAt: v.number(),
    /** False while scheduled: only the course's managers see it. */
    published: v.boolean(),
    /** The date it is about (on the calendar). */
    dateAt: v.optional(v.number()),
    /** When it was last edited after publishing. */
    editedAt: v.optional(v.number()),
  })
    .index("by_key", ["key"])
    .index("by_course_published", ["courseId", "published", "publishAt"])
    // The course page and stream: pinned first, then newest.
    .index("by_course_published_pinned", ["courseId", "published", "pinned", "publishAt"])
    .index("by_course_date", ["courseId", "dateAt"]),

  /** Comments under an announcement, oldest first by `_creationTime`; deleted with it. */
  announcementComments: defineTable({
    /** The id of its `announcement_commented` event. */
    key: v.string(),
    announcementId: v.id("announcements"),
    courseId: v.id("courses"),
    authorId: v.id("users"),
    authorName: v.string(),
    text: v.string(),
  })
    .index("by_key", ["key"])
    .index("by_announcement", ["announcementId"]),
};

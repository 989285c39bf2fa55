import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * The calendar's tables (docs/calendar.md, ADR 0073): projections, written only by
 * calendar/projector.ts. No exception to ADR 0050.
 */
export const calendarTables = {
  /**
   * Projection of `calendar_feed_reset`: a person's feed generation (absent: 0). The feed's token
   * signs the person and this number, so a reset makes every older address answer nothing.
   */
  calendarFeeds: defineTable({
    userId: v.id("users"),
    generation: v.number(),
    resetAt: v.number(),
  }).index("by_user", ["userId"]),

  /**
   * Projection of the assignment events: one row per assignment with its deadline, ordered by it
   * per course (the range a month reads), and how often it moved (`sequence`, the feed's SEQUENCE)
   * and when (`modifiedAt`, LAST-MODIFIED). Kept here, not on `assignments`, so a calendar reads
   * ~0.2 KB rows instead of assignments with their instructions.
   */
  calendarDeadlines: defineTable({
    assignmentKey: v.string(),
    courseId: v.id("courses"),
    title: v.string(),
    deadlineAt: v.number(),
    sequence: v.number(),
    modifiedAt: v.number(),
  })
    .index("by_key", ["assignmentKey"])
    .index("by_course_deadline", ["courseId", "deadlineAt"]),

  /**
   * Projection of `extension_granted` / `extension_revoked`: one student's own deadline for one
   * assignment (null once revoked: the row stays so its `sequence` keeps growing). The student's
   * item counts the assignment's moves plus these.
   */
  calendarExtensions: defineTable({
    assignmentKey: v.string(),
    courseId: v.id("courses"),
    studentId: v.id("users"),
    deadlineAt: v.union(v.number(), v.null()),
    sequence: v.number(),
    modifiedAt: v.number(),
  })
    .index("by_key_student", ["assignmentKey", "studentId"])
    .index("by_student_course", ["studentId", "courseId"]),
};

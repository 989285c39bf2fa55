import { defineTable } from "convex/server";
import { v } from "convex/values";
import { eventTypeValidator } from "../validators";

export const eventsTables = {
  /** Audit trail of what users care about; written in the same transaction as the change. */
  events: defineTable({
    type: eventTypeValidator,
    actorId: v.optional(v.id("users")),
    subjectUserId: v.optional(v.id("users")),
    courseId: v.optional(v.id("courses")),
    detail: v.optional(v.string()),
  })
    .index("by_actor", ["actorId"])
    .index("by_subject", ["subjectUserId"])
    .index("by_course", ["courseId"])
    // The Admin console's event log filtered by type (convex/model/adminEvents.ts).
    .index("by_type", ["type"]),
};

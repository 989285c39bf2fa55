import { defineTable } from "convex/server";
import { eventValidator } from "./types";

export const eventsTables = {
  /**
   * The event log, the source of truth (ADR 0049): one typed, versioned document per change,
   * appended by `emit` (model/events.ts) and never changed. Every projected table is rebuilt from it.
   */
  events: defineTable(eventValidator)
    .index("by_actor", ["actorId"])
    .index("by_subject", ["subjectUserId"])
    .index("by_course", ["courseKey"])
    // The Admin's "who changed this" (model/adminEvents.ts).
    .index("by_entity", ["entityKey"])
    // The Admin console's event log filtered by type.
    .index("by_type", ["type"]),
};

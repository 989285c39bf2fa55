/** Events of the bell: reading notifications, and the clock's deadline reminders. */
import { v } from "convex/values";
import { defineEvent } from "../events/define";

export const notificationEvents = [
  /** A person read one of their notifications (by its key). */
  defineEvent("notification_read", 1, { notificationKey: v.string() }),
  /** A person marked every notification they had at that moment read. */
  defineEvent("notifications_read_all", 1, {}),
  /**
   * The clock told students without work or an extension that an assignment is due within 24 hours
   * (one event per batch of at most FAN_OUT_BATCH students).
   */
  defineEvent("deadline_reminded", 1, {
    assignmentKey: v.string(),
    title: v.string(),
    deadlineAt: v.number(),
    studentIds: v.array(v.id("users")),
  }),
] as const;

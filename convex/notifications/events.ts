/** Events of the bell: reading notifications, and the clock's deadline reminders. */
import { v } from "convex/values";
import { defineEvent } from "../events/define";
import { mailKindsValidator } from "../shared/mailPreferences";

export const notificationEvents = [
  /** A person read one of their notifications (by its key). */
  defineEvent("notification_read", 1, { notificationKey: v.string() }),
  /** A person marked every notification they had at that moment read. */
  defineEvent("notifications_read_all", 1, {}),
  /**
   * The clock told students without work or an extension that an assignment is due within 24 hours
   * (one event per batch of at most `fanOutSize.batch()` students).
   */
  defineEvent("deadline_reminded", 1, {
    assignmentKey: v.string(),
    title: v.string(),
    deadlineAt: v.number(),
    studentIds: v.array(v.id("users")),
  }),
  /**
   * A person's e-mail preferences (subjectUserId), from the preferences page or an unsubscribe link
   * (which turns one kind to "never"; no actor then). ADR 0072.
   */
  defineEvent("mail_preferences_set", 1, {
    kinds: mailKindsValidator,
    digestHour: v.number(),
    timeZone: v.string(),
  }),
  /**
   * A delivery batch's outcome: the outbox rows (notification keys) mailed, and those not mailed
   * because the address is not verified (ADR 0059).
   */
  defineEvent("notifications_mailed", 1, { keys: v.array(v.string()), skipped: v.array(v.string()) }),
  /** One mail's attempt failed (SMTP error, bounce); retried with back-off until the last attempt. */
  defineEvent("notification_mail_failed", 1, { key: v.string(), attempt: v.number(), reason: v.string() }),
  /** A person's daily digest was mailed with these outbox rows (subjectUserId). */
  defineEvent("digest_sent", 1, { keys: v.array(v.string()) }),
  /** A person allowed notifications on a device: its push subscription (subjectUserId, ADR 0088). */
  defineEvent("push_subscribed", 1, { endpoint: v.string(), p256dh: v.string(), auth: v.string() }),
  /**
   * A device's push subscription ended: the person stopped it or signed out there ("person"), or
   * the push service said it is gone ("gone", no actor).
   */
  defineEvent("push_unsubscribed", 1, {
    endpoint: v.string(),
    why: v.union(v.literal("person"), v.literal("gone")),
  }),
] as const;

/**
 * Every event type of the log (ADR 0049), one module per domain. The `events` table holds exactly
 * these documents; `emit` (model/events.ts) is the one way to append one.
 */
import type { Infer } from "convex/values";
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { accountEvents } from "../accounts/events";
import { announcementEvents } from "../announcements/events";
import { assignmentEvents } from "../assignments/events";
import { calendarEvents } from "../calendar/events";
import { chatEvents } from "../chat/events";
import { courseEvents } from "../courses/events";
import { gameEvents } from "../games/events";
import { notificationEvents } from "../notifications/events";
import { onboardingEvents } from "../onboarding/events";
import { quizEvents } from "../quiz/events";

export const eventValidator = v.union(
  ...accountEvents,
  ...courseEvents,
  ...assignmentEvents,
  ...calendarEvents,
  ...quizEvents,
  ...gameEvents,
  ...chatEvents,
  ...announcementEvents,
  ...notificationEvents,
  ...onboardingEvents,
);

/** An event as emitted (no `_id` yet). */
export type AppEvent = Infer<typeof eventValidator>;
export type EventType = AppEvent["type"];
/** A stored event of one type. */
export type EventDoc<T extends EventType = EventType> = Extract<Doc<"events">, { type: T }>;

/** Every event type's name, in declaration order (the Admin's filter, the xAPI verbs). */
export const EVENT_TYPES = eventValidator.members.map((member) => member.fields.type.value) as EventType[];

export const eventTypeValidator = v.union(...eventValidator.members.map((member) => member.fields.type));

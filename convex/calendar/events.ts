/**
 * Events of the calendar (docs/calendar.md, ADR 0073). The dated things themselves come from the
 * assignment (and announcement) events; the calendar's own event is the private feed's reset.
 */
import { defineEvent } from "../events/define";

export const calendarEvents = [
  /**
   * A person made a new address for their calendar feed (actorId and subjectUserId: them): the
   * feed's generation goes up by one, so every address signed for an earlier one answers nothing.
   */
  defineEvent("calendar_feed_reset", 1, {}),
] as const;

import { authTables } from "@convex-dev/auth/server";
import { defineSchema } from "convex/server";
import { accountsTables } from "./accounts/tables";
import { announcementsTables } from "./announcements/tables";
import { articlesTables } from "./articles/tables";
import { assignmentsTables } from "./assignments/tables";
import { calendarTables } from "./calendar/tables";
import { chatTables } from "./chat/tables";
import { coursesTables } from "./courses/tables";
import { eventsTables } from "./events/tables";
import { gamesTables } from "./games/tables";
import { notificationsTables } from "./notifications/tables";
import { onboardingTables } from "./onboarding/tables";
import { quizTables } from "./quiz/tables";

export * from "./shared/validators";
export { eventTypeValidator, type EventType } from "./events/types";

/** The tables, one module per domain under <domain>/tables.ts (which are projections: ADR 0049). */
export default defineSchema({
  ...authTables,
  ...accountsTables,
  ...coursesTables,
  ...assignmentsTables,
  ...calendarTables,
  ...quizTables,
  ...gamesTables,
  ...chatTables,
  ...announcementsTables,
  ...articlesTables,
  ...notificationsTables,
  ...onboardingTables,
  ...eventsTables,
});

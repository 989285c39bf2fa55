import { authTables } from "@convex-dev/auth/server";
import { defineSchema } from "convex/server";
import { accountsTables } from "./model/tables/accounts";
import { articlesTables } from "./model/tables/articles";
import { assignmentsTables } from "./model/tables/assignments";
import { chatTables } from "./model/tables/chat";
import { coursesTables } from "./model/tables/courses";
import { eventsTables } from "./model/tables/events";
import { notificationsTables } from "./model/tables/notifications";
import { quizTables } from "./model/tables/quiz";

export * from "./model/validators";
export { eventTypeValidator, type EventType } from "./model/eventTypes";

/** The tables, one module per domain under model/tables/ (which are projections: ADR 0049). */
export default defineSchema({
  ...authTables,
  ...accountsTables,
  ...coursesTables,
  ...assignmentsTables,
  ...quizTables,
  ...chatTables,
  ...articlesTables,
  ...notificationsTables,
  ...eventsTables,
});

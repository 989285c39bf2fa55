/** What happens in the sample school after it opens, domain by domain, in this order. */
import { accountsActivity } from "./accounts.setup";
import { assignmentsActivity } from "./assignments.setup";
import { chatActivity } from "./chat.setup";
import { coursesActivity } from "./courses.setup";
import { notificationsActivity } from "./notifications.setup";
import { quizActivity } from "./quiz.setup";
import type { School } from "./school.setup";

export const STEPS: readonly ((school: School) => Promise<void>)[] = [
  coursesActivity,
  assignmentsActivity,
  quizActivity,
  chatActivity,
  notificationsActivity,
  accountsActivity,
];

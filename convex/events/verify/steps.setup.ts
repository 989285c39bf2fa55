/** What happens in the sample school after it opens, domain by domain, in this order. */
import { accountsActivity } from "../../accounts/verify.setup";
import { announcementsActivity } from "../../announcements/verify.setup";
import { assignmentsActivity } from "../../assignments/verify.setup";
import { calendarActivity } from "../../calendar/verify.setup";
import { chatActivity } from "../../chat/verify.setup";
import { coursesActivity } from "../../courses/verify.setup";
import { gamesActivity } from "../../games/verify.setup";
import { notificationsActivity } from "../../notifications/verify.setup";
import { onboardingActivity } from "../../onboarding/verify.setup";
import { quizActivity } from "../../quiz/verify.setup";
import type { School } from "./school.setup";

export const STEPS: readonly ((school: School) => Promise<void>)[] = [
  coursesActivity,
  assignmentsActivity,
  calendarActivity,
  quizActivity,
  gamesActivity,
  chatActivity,
  announcementsActivity,
  notificationsActivity,
  accountsActivity,
  onboardingActivity,
];

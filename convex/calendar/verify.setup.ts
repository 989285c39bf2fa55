/**
 * events:verify's calendar in the sample school: a student and a teacher make new feed addresses
 * (the student twice), so `calendarFeeds` is rebuilt from `calendar_feed_reset`. The deadlines and
 * extensions it copies come from the assignments' own activity (assignments/verify.setup.ts).
 */
import { api } from "../_generated/api";
import type { School } from "../events/verify/school.setup";

export async function calendarActivity(school: School): Promise<void> {
  const student = school.students[0]!;
  await student.as.mutation(api.calendar.calendar.resetFeed, {});
  await student.as.mutation(api.calendar.calendar.resetFeed, {});
  await school.teachers[0]!.as.mutation(api.calendar.calendar.resetFeed, {});
}

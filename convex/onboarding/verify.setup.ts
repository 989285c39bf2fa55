/**
 * events:verify's onboarding in the sample school: the teacher of their own course imports a
 * roster (a new person, a student the school already has, a row with an error), the new person
 * claims the invitation; a second import's mail cannot be sent. Every event type of
 * onboarding/events.ts, through the real functions.
 */
import { api } from "../_generated/api";
import { env } from "../_generated/server";
import { catchMail } from "../accounts/account.setup";
import type { School } from "../events/verify/school.setup";
import { SITE_URL } from "../test.setup";
import { claimInvitation, failMailsTo, invitationTokenFor, rosterCsv, settle } from "./onboardingTests.setup";

export async function onboardingActivity(school: School): Promise<void> {
  const { t, courses, students, enrolments } = school;
  const { courseId, teacher } = courses[0]!;
  const outsider = students.find(
    (student) => !enrolments.some((e) => e.courseId === courseId && e.student.userId === student.userId),
  );
  if (outsider === undefined) throw new Error("Every student is in the first course: no one to enrol by roster.");
  const mail = catchMail();
  const siteUrl = env.SITE_URL;
  env.SITE_URL = SITE_URL;
  try {
    await teacher.mutation(api.onboarding.roster.start, {
      courseId,
      csv: rosterCsv([
        ["Ivy Invited", "ivy.invited@example.com", "S-100", ""],
        [outsider.displayName, outsider.email, "", ""],
        ["", "no.name@example.com", "", ""],
      ]),
    });
    await settle(t);
    await claimInvitation(t, invitationTokenFor(mail.spy, "ivy.invited@example.com"));

    failMailsTo(mail.spy, "lost.mail@example.com");
    await teacher.mutation(api.onboarding.roster.start, {
      courseId,
      csv: rosterCsv([["Lou Lost", "lost.mail@example.com", "", ""]]),
    });
    await settle(t);
  } finally {
    // process.env turns undefined into the string "undefined": delete instead.
    if (siteUrl === undefined) delete env.SITE_URL;
    else env.SITE_URL = siteUrl;
    mail.spy.mockRestore();
  }
}

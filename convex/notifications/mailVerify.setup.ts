/**
 * events:verify's mail in the sample school (ADR 0072): a student takes new assignments in the
 * daily digest and grades never; another unsubscribes from grades by the signed link; a new
 * assignment is mailed at once to the rest, one mail's first attempt fails (the transport's answer,
 * as the delivery action records it) and is retried; the digest goes out when the settle reaches
 * its hour.
 */
import { api, internal } from "../_generated/api";
import { dueToday, post } from "../assignments/verify.setup";
import type { School } from "../events/verify/school.setup";
import { defaultMailKinds } from "../shared/mailPreferences";
import { signUnsubscribe } from "./model/mailTokens";

export async function mailActivity(school: School): Promise<void> {
  const [due] = dueToday(Date.now());
  if (due === undefined) throw new Error("No deadline ends today somewhere.");
  // The course with the most students.
  const studentsOf = (id: string) => school.enrolments.filter((enrolment) => enrolment.courseId === id);
  const { courseId, teacher } = [...school.courses].sort(
    (a, b) => studentsOf(b.courseId).length - studentsOf(a.courseId).length,
  )[0]!;
  const enrolled = studentsOf(courseId).map((enrolment) => enrolment.student);
  const [digestReader, unsubscriber, failing] = enrolled;
  if (digestReader === undefined || unsubscriber === undefined || failing === undefined) {
    throw new Error("The first course needs three students.");
  }
  await digestReader.as.mutation(api.notifications.mailPreferences.set, {
    kinds: { ...defaultMailKinds(), assignment_posted: "digest", graded: "never" },
    digestHour: 7,
    timeZone: "Europe/Berlin",
  });
  const token = await signUnsubscribe({ userId: unsubscriber.userId, kind: "graded" });
  await school.t.mutation(api.notifications.mailPreferences.unsubscribe, { token });
  await post(school, teacher, courseId, "Mailed reading", { deadlineDate: due.deadlineDate, timeZone: due.timeZone });
  const key = await school.t.run(async (ctx) => {
    const row = await ctx.db
      .query("mailOutbox")
      .withIndex("by_user_status", (q) => q.eq("userId", failing.userId).eq("status", "pending"))
      .first();
    return row?.key ?? null;
  });
  if (key === null) throw new Error("The third student has no mail waiting.");
  await school.t.mutation(internal.notifications.mailDelivery.record, {
    sent: [],
    failed: [{ key, reason: "421 Service not available, try again later" }],
  });
}

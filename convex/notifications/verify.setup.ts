/**
 * events:verify's bell in the sample school: an assignment nobody hands in, so the clock reminds
 * its students a day before the deadline; one student reads a notification, another reads them all;
 * then the mail of the week (mailVerify.setup.ts).
 */
import { vi } from "vitest";
import { api } from "../_generated/api";
import { dueToday, post } from "../assignments/verify.setup";
import type { School } from "../events/verify/school.setup";
import { mailActivity } from "./mailVerify.setup";

export async function notificationsActivity(school: School): Promise<void> {
  const [due] = dueToday(Date.now());
  if (due === undefined) throw new Error("No deadline ends today somewhere.");
  const deadline = { deadlineDate: due.deadlineDate, timeZone: due.timeZone };
  // The course with the most students.
  const studentsOf = (id: string) => school.enrolments.filter((enrolment) => enrolment.courseId === id);
  const { courseId, teacher } = [...school.courses].sort(
    (a, b) => studentsOf(b.courseId).length - studentsOf(a.courseId).length,
  )[0]!;
  await post(school, teacher, courseId, "Reading for tomorrow", deadline);
  // The reminder runs when the school's scheduled functions settle, after this step.
  const [first, second] = studentsOf(courseId);
  if (first === undefined || second === undefined) throw new Error("The first course needs two students.");
  const page = await first.student.as.query(api.notifications.notifications.list, {
    paginationOpts: { numItems: 1, cursor: null },
  });
  const newest = page.page[0];
  if (newest === undefined) throw new Error("The first student has no notification to read.");
  await first.student.as.mutation(api.notifications.notifications.markRead, { id: newest._id });
  await second.student.as.mutation(api.notifications.notifications.markAllRead, {});
  await pushActivity(first.student);
  await mailActivity(school);
}

/** A P-256 public key and an auth secret of the right sizes (base64url), as a browser hands in. */
const DEVICE_KEYS = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };

/**
 * Web Push (ADR 0088) on a deployment that has it: a student allows two devices and stops one.
 * Nothing is sent: the keys are gone again before the school's scheduled functions run.
 */
async function pushActivity(student: School["students"][number]): Promise<void> {
  vi.stubEnv("VAPID_PUBLIC_KEY", "verify-public-key");
  vi.stubEnv("VAPID_PRIVATE_KEY", "verify-private-key");
  try {
    for (const device of ["phone", "laptop"]) {
      await student.as.mutation(api.notifications.push.subscribe, {
        endpoint: `https://fcm.googleapis.com/fcm/send/${device}`,
        ...DEVICE_KEYS,
      });
    }
    await student.as.mutation(api.notifications.push.unsubscribe, {
      endpoint: "https://fcm.googleapis.com/fcm/send/laptop",
    });
  } finally {
    vi.unstubAllEnvs();
  }
}

/**
 * Notifications on a device (Web Push, ADR 0088): a graded paper reaches the student's device
 * through its push service (one on the loopback here, as a browser's would be: encrypted for the
 * device, signed with the backend's VAPID key), and the settings show the device's card.
 */
import { makeFunctionReference } from "convex/server";
import { decryptPush, startPushService, testDevice } from "../../convex/notifications/pushService.setup";
import { expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { backendSession, expect, newAccount, signInAs, test, userIdOf } from "./harness/fixtures";
import { clientAs, createCourse, enrol, isoDay, onePagePdf, postAssignment, uploadFile } from "./harness/seed";

test.use({ serviceWorkers: "allow" });

const ref = <T extends "mutation">(name: string) => makeFunctionReference<T>(name);

test("a graded paper reaches the student's device through its push service; the settings show the device", async ({
  page,
}) => {
  const service = await startPushService();
  try {
    const teacherAccount = newAccount("teacher");
    const teacherSession = await backendSession(teacherAccount, "signUp");
    const teacher = { ...teacherAccount, token: teacherSession.token, userId: userIdOf(teacherSession.token) };
    const course = await createCourse(teacher, `Push ${Date.now().toString(36)}`);
    const assignmentId = await postAssignment(teacher, course, {
      title: "Field report",
      deadlineDate: isoDay(Date.now() + 7 * 86_400_000),
      deadlineTime: "18:00",
    });

    const student = await signInAs(page, "student");
    await enrol(page, student, course);
    // The student's phone allowed notifications (as its browser's pushManager.subscribe would).
    const phone = testDevice(`${service.url}/student-phone`);
    await clientAs(student).mutation(ref("notifications/push:subscribe"), phone.subscription);
    const fileId = await uploadFile(student, {
      purpose: "submission",
      name: "report.pdf",
      contentType: "application/pdf",
      bytes: await onePagePdf(),
    });
    await clientAs(student).mutation(ref("assignments/submissions:submit"), { assignmentId, fileId });
    await clientAs(teacher).mutation(ref("assignments/submissions:grade"), {
      assignmentId,
      studentId: student.userId,
      grade: 8,
      feedback: "A careful look at the soil.",
    });

    await expect
      .poll(() => service.received.filter((push) => push.path === "/student-phone").length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const messages = service.received
      .filter((push) => push.path === "/student-phone")
      .map((push) => JSON.parse(decryptPush(push.body, phone)) as { title: string; path: string });
    expect(messages).toContainEqual({
      title: "Your work on Field report was graded: 8 / 10",
      path: expect.stringContaining("/assignmentpage"),
      tag: expect.any(String),
    });

    // This browser's own card says where the device stands (the headless browser reports
    // notifications as blocked whatever is granted, so the Allow button is not reached here).
    await page.goto("/settings/notifications");
    const card = page.getByRole("region", { name: "On this device" });
    await expect(card).toBeVisible();
    await expect(card.getByText("Checking this device…")).toHaveCount(0);
    await expectNoA11yViolationsAtBothSizes(page, "student: e-mail notifications with this device's card");
  } finally {
    await service.close();
  }
});

import { makeFunctionReference } from "convex/server";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import {
  backendSession,
  expect,
  newAccount,
  signInAs,
  test,
  userIdOf,
  type Account,
  type SignedIn,
} from "./harness/fixtures";
import { mailsTo, VERIFICATION_SUBJECT, waitForCode } from "./harness/mail";
import { clientAs, createCourse, enrol, uploadFile } from "./harness/seed";

const verifyEmail = makeFunctionReference<"mutation", { code: string }, { verified: boolean }>(
  "accounts/account:verifyEmail",
);
const enrollRef = makeFunctionReference<"mutation", Record<string, unknown>, unknown>("courses/enrollments:enroll");
const postAssignment = makeFunctionReference<"mutation", Record<string, unknown>, string>(
  "assignments/assignments:post",
);
type Preferences = { kinds: Record<string, string>; digestHour: number; timeZone: string };
const myPreferences = makeFunctionReference<"query", Record<string, never>, Preferences>(
  "notifications/mailPreferences:mine",
);
const setPreferences = makeFunctionReference<"mutation", Preferences, null>("notifications/mailPreferences:set");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Verifies `who`'s address with the mailed code, as the banner does (account-mail.spec tests the banner). */
async function verify(who: Pick<SignedIn, "token" | "email">): Promise<void> {
  const code = await waitForCode(who.email, { subject: VERIFICATION_SUBJECT });
  expect((await clientAs(who).mutation(verifyEmail, { code })).verified).toBe(true);
}

/** Someone with an account and a session but no browser page. */
async function person(account: Account): Promise<SignedIn> {
  const { token } = await backendSession(account, "signUp");
  return { ...account, token, userId: userIdOf(token) };
}

/** A mail to `address` whose subject matches, within `timeoutMs`. */
async function waitForMail(address: string, subject: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(address)).find((each) => subject.test(each.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail matching ${subject} reached ${address} in ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("a new assignment reaches a verified student's inbox with its link and an unsubscribe that works; a digest collects it for another", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const id = Date.now().toString(36);
  const title = `Essay ${id}`;
  const teacher = await person(newAccount("teacher"));
  const course = await createCourse(teacher, `Mail week ${id}`);

  // Maya (in the browser) keeps the defaults; Dan (no browser) wants new assignments in the digest.
  const maya = await signInAs(page, "student");
  const dan = await person(newAccount("student"));
  await Promise.all([verify(maya), verify(dan)]);
  await enrol(page, maya, course);
  await clientAs(dan).mutation(enrollRef, {
    courseId: course.id,
    phoneNumber: "",
    degreeProgram: "",
    yearOrSemester: "",
    paymentMethod: "paypal",
  });
  const dans = await clientAs(dan).query(myPreferences, {});
  await clientAs(dan).mutation(setPreferences, {
    kinds: { ...dans.kinds, assignment_posted: "digest" },
    digestHour: dans.digestHour,
    timeZone: dans.timeZone,
  });

  // The teacher posts (through the backend, as the form does: notifications.spec tests the form).
  const questionFileId = await uploadFile(teacher, {
    purpose: "assignmentQuestion",
    name: "question.pdf",
    contentType: "application/pdf",
    bytes: PDF,
  });
  const posted = Date.now();
  await clientAs(teacher).mutation(postAssignment, {
    courseId: course.id,
    title,
    instructions: "",
    points: 10,
    assignedDate: new Date().toISOString().slice(0, 10),
    deadlineDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    deadlineTime: "23:59",
    timeZone: "UTC",
    questionFileId,
    holdGrades: false,
  });

  // Maya's mail, within a minute (the budget of the issue), with the link and an unsubscribe link.
  const mail = await waitForMail(maya.email, new RegExp(title), 60_000);
  const reached = Date.now() - posted;
  console.log(`assignment mail reached the catcher ${reached} ms after the post`);
  expect(reached).toBeLessThan(60_000);
  expect(mail.text).toContain(`/assignmentpage?course=${course.id}`);
  const unsubscribe = mail.text?.match(/Unsubscribe: (\S+\/unsubscribe\?token=\S+)/)?.[1];
  expect(unsubscribe).toBeDefined();

  // The link opens a page that changes nothing by itself (mail scanners prefetch); the button does.
  await page.goto(unsubscribe!);
  await expect(page.getByRole("heading", { name: "Unsubscribe", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "You will no longer get e-mails about new assignments" }),
  ).toBeVisible();
  await expectNoA11yViolations(page, "student: unsubscribed");
  await page.getByRole("link", { name: "Choose what Lyceum mails you" }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const newAssignments = page.getByRole("group", { name: "New assignments" });
  await expect(newAssignments.getByRole("radio", { name: "Never" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Grades" }).getByRole("radio", { name: "Immediately" })).toBeChecked();
  await expectNoA11yViolationsAtBothSizes(page, "student: e-mail preferences");

  // Dan got no mail of his own for it, and his digest lists it (DIGEST_EVERY_SECONDS in global-setup).
  const digest = await waitForMail(dan.email, /digest/i, 30_000);
  expect(digest.text).toContain(title);
  expect((await mailsTo(dan.email)).filter((each) => each.subject.includes(title))).toEqual([]);
});

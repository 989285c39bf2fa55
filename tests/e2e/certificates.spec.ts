import { readFile } from "node:fs/promises";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { addLessons, createCourse, enrol } from "./harness/seed";
import { expect, signInAs, test } from "./harness/fixtures";
import { pdfText } from "./harness/pdf-text";

test("a student completes a course, downloads the certificate PDF and a visitor verifies it", async ({
  page: teacher,
  otherPage: student,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const courseName = `Certified ${Date.now().toString(36)}`;
  const lessons = ["Getting started", "Going further"];

  // The teacher's course with two lessons, from the backend (harness/seed.ts).
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, courseName);
  await addLessons(teacherAccount, course, lessons);
  const courseId = course.id;

  // The student enrols and ticks both lessons on the progress page.
  const account = await signInAs(student, "student");
  await enrol(student, account, course);
  await student.goto(`/dashboard/coursedetail/${courseId}/courseprogress`);
  await expect(student.getByRole("heading", { name: "Certificate" })).toBeVisible();
  await expect(student.getByText("Complete every lesson: 2 of 2 to go.")).toBeVisible();
  for (const title of lessons) {
    await student.getByRole("checkbox", { name: `Mark '${title}' complete` }).check();
  }
  await expect(student.getByRole("heading", { name: "Certificate earned" })).toBeVisible();
  const code = (await student.locator("#certificate-heading + p .font-mono").textContent()) ?? "";
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  await expectNoA11yViolations(student, "student: progress page, certificate earned");

  // Download: a real PDF with the student's name, the course, the teacher's page and the code.
  const downloading = student.waitForEvent("download");
  await student.getByRole("button", { name: `Download: certificate for ${courseName} (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${courseName.toLowerCase().replace(/ /g, "-")}-${code}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path()) ?? ""));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  const text = await pdfText(bytes);
  expect(text).toContain(account.displayName);
  expect(text).toContain(courseName);
  expect(text).toContain(`Verification code: ${code}`);
  expect(text).toContain(`${baseURL}/certificates/${code}`);

  // Un-ticking a lesson later keeps the certificate.
  await student.getByRole("checkbox", { name: `Mark '${lessons[1]}' complete` }).uncheck();
  await expect(student.getByText("1 of 2 lessons")).toBeVisible();
  await expect(student.getByRole("heading", { name: "Certificate earned" })).toBeVisible();

  // The profile lists it with Download and the verification link.
  await student.goto("/profile");
  const certificates = student.getByRole("region", { name: "Certificates" });
  await expect(certificates.getByRole("listitem")).toHaveCount(1);
  await expect(certificates.getByRole("listitem")).toContainText(courseName);
  await expect(certificates.getByRole("button", { name: /^Download/ })).toBeVisible();
  await expectNoA11yViolations(student, "student: profile with a certificate");

  // A visitor (another browser, not signed in) opens the verification page.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/certificates/${code}`);
  await expect(visitor.getByRole("heading", { name: "Genuine certificate", level: 1 })).toBeVisible();
  const card = visitor.getByRole("article");
  await expect(card).toContainText(account.displayName);
  await expect(card).toContainText(courseName);
  await expect(card).toContainText(code);
  await expect(visitor.getByText(account.email)).toHaveCount(0);
  await expectNoA11yViolationsAtBothSizes(visitor, "visitor: verification page");

  // The code as typed by hand (lower case, no dashes) still verifies; an unknown one says so.
  await visitor.goto(`/certificates/${code.toLowerCase().replace(/-/g, "")}`);
  await expect(visitor.getByRole("heading", { name: "Genuine certificate" })).toBeVisible();
  await visitor.goto("/certificates/AAAA-BBBB-CCCC-DDDD");
  await expect(visitor.getByRole("heading", { name: "No certificate with this code", level: 1 })).toBeVisible();
  await expectNoA11yViolations(visitor, "visitor: unknown certificate code");
  await visitorContext.close();
});

import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { createCourse, enrol } from "./harness/seed";

/**
 * Announcements (issue #30's "done when", docs/announcements.md): a teacher posts one on the course
 * page and a student's open course page shows it without a reload. The course and the enrolment
 * are made through the backend (ADR 0048); the form goes through the page. axe on the course page
 * with an announcement at both sizes, on the teacher's form and on the stream with a comment.
 */
test("a teacher's announcement appears on an enrolled student's open course page", async ({
  page: teacher,
  otherPage: student,
}) => {
  const stamp = Date.now().toString(36);
  const teacherAccount = await signInAs(teacher, "teacher");
  const studentAccount = await signInAs(student, "student");
  const course = await createCourse(teacherAccount, `Botany ${stamp}`);
  await enrol(student, studentAccount, course);
  const detail = `/dashboard/coursedetail/${course.id}/${encodeURIComponent(course.name)}`;

  await student.goto(detail);
  const studentPanel = student.getByRole("region", { name: "Announcements" });
  await expect(studentPanel.getByText("No announcements yet.")).toBeVisible();
  await expect(studentPanel.getByRole("button", { name: "New announcement" })).toHaveCount(0);

  await teacher.goto(detail);
  await teacher.getByRole("button", { name: "New announcement" }).click();
  const form = teacher.getByRole("form", { name: "New announcement" });
  await form.getByLabel("Title").fill(`Greenhouse visit ${stamp}`);
  await form.getByLabel("Message").fill("Meet at the **greenhouse** at nine.\n\n- bring gloves");
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(form.getByRole("region", { name: "Preview" }).locator("strong")).toHaveText("greenhouse");
  await form.getByLabel("Date on the calendar").check();
  await expectNoA11yViolations(teacher, "teacher: new announcement form");
  // Three days ahead, as the browser's (UTC) datetime-local input takes it.
  await form.getByLabel("Calendar date").fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16));
  await form.getByRole("button", { name: "Post announcement" }).click();
  await expect(teacher.getByText("Announcement posted")).toBeVisible();

  // The student's page, open all along, shows it live.
  const posted = studentPanel.getByRole("article", { name: `Greenhouse visit ${stamp}` });
  await expect(posted).toBeVisible();
  await expect(posted.locator("strong")).toHaveText("greenhouse");
  await expect(posted.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expectNoA11yViolationsAtBothSizes(student, "student: course page with an announcement");

  // The course stream: every announcement with its comments; the student comments.
  await studentPanel.getByRole("link", { name: "All announcements" }).click();
  await expect(student.getByRole("heading", { name: "Announcements", level: 1 })).toBeVisible();
  const comments = student.getByRole("region", { name: `Comments on Greenhouse visit ${stamp}` });
  await comments.getByLabel("Add a comment").fill("Are gloves provided?");
  await comments.getByRole("button", { name: "Comment" }).click();
  await expect(comments.getByRole("listitem").filter({ hasText: "Are gloves provided?" })).toBeVisible();
  await expectNoA11yViolations(student, "student: course stream with a comment");
});

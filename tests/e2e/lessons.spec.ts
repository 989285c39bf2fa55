import { expectNoA11yViolations } from "./harness/a11y";
import { addLessons, createCourse, enrol, openCourse } from "./harness/seed";
import { expect, signInAs, test } from "./harness/fixtures";

/** One of the sample videos the app ships (public/samples/videos/, with a Duration, so it seeks). */
const SAMPLE_VIDEO = "public/samples/videos/python.webm";

test("a teacher writes and publishes a lesson with a preview; a student reads it, plays and resumes its video, moves Next and marks lessons complete", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(240_000);
  const courseName = `Lessons ${Date.now().toString(36)}`;

  // The teacher's course with two lessons (from the backend) and a video (uploaded on its page).
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, courseName);
  await addLessons(teacherAccount, course, ["Getting started", "Second steps"], { text: false });
  const coursePath = course.path;
  await openCourse(teacher, course);
  for (const title of ["Getting started", "Second steps"]) {
    await expect(teacher.getByRole("link", { name: title })).toBeVisible();
  }
  await teacher.getByLabel("Video file").setInputFiles(SAMPLE_VIDEO);
  await expect(teacher.getByText("Video uploaded")).toBeVisible();

  // Its editor: Write, Preview, the video, Publish.
  await teacher.getByRole("link", { name: "Getting started" }).click();
  await expect(teacher.getByRole("heading", { name: "Nothing to read here yet" })).toBeVisible();
  await teacher.getByRole("link", { name: "Edit lesson" }).click();
  const text = teacher.getByLabel("Lesson text (Markdown)");
  await text.fill(
    "# Welcome\n\nRead the [official guide](https://www.rust-lang.org/learn) first.\n\n<script>alert(1)</script>\n\n[bad link](javascript:alert(1))",
  );
  await expect(teacher.getByText("/ 50,000 characters", { exact: false })).toBeVisible();
  await expectNoA11yViolations(teacher, "teacher: lesson editor, Write");
  await teacher.getByRole("tab", { name: "Preview" }).click();
  const preview = teacher.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "official guide" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(preview.getByRole("link", { name: "bad link" })).toHaveCount(0);
  await expectNoA11yViolations(teacher, "teacher: lesson editor, Preview");
  await teacher.getByLabel("Video").selectOption({ label: "Video 1" });
  await teacher.getByRole("button", { name: "Publish" }).click();
  await expect(teacher.getByText("Lesson published")).toBeVisible();

  // A draft saved after publishing stays hidden from students.
  await teacher.getByRole("tab", { name: "Write" }).click();
  await text.fill("# Not ready yet");
  await teacher.getByRole("button", { name: "Save draft" }).click();
  await expect(teacher.getByText("Draft saved", { exact: true })).toBeVisible();

  // The student enrols, opens the first lesson from the course page and reads the published text.
  await enrol(student, await signInAs(student, "student"), course);
  await student.goto(coursePath);
  await student.getByRole("link", { name: "Getting started" }).click();
  await expect(student.getByRole("heading", { level: 1, name: "Getting started" })).toBeVisible();
  await expect(student.getByText("Lesson 1 of 2")).toBeVisible();
  await expect(student.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(student.getByText("Not ready yet")).toHaveCount(0);
  await expect(student.getByRole("link", { name: "official guide" })).toHaveAttribute("target", "_blank");
  await expect(student.locator("article script")).toHaveCount(0);

  // It plays; a position far into the video is kept and resumed after a reload.
  const video = student.getByLabel(`${courseName}, lesson 1: Getting started`);
  await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = 6;
    await new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
    v.pause();
  });
  await expectNoA11yViolations(student, "student: lesson page with its video");
  // The save on pause may still be on its way: reload until the page resumes there.
  await expect(async () => {
    await student.reload();
    await expect(student.getByText(/Resumed where you left off \(0:0[6-7]\)/)).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(6);

  // Mark complete, Next: a lesson with nothing published to read cannot be completed (ADR 0076).
  await student.getByRole("button", { name: "Mark complete" }).click();
  await expect(student.getByRole("button", { name: "Completed: mark as not complete" })).toBeVisible();
  await student.getByRole("link", { name: "Next lesson: Second steps" }).click();
  await expect(student.getByRole("heading", { level: 1, name: "Second steps" })).toBeVisible();
  await expect(student.getByRole("heading", { name: "Nothing to read here yet" })).toBeVisible();
  await expect(student.getByRole("link", { name: /Next lesson/ })).toHaveCount(0);
  await expect(student.getByText("Nothing to read yet, so nothing to complete.")).toBeVisible();
  await expect(student.getByRole("button", { name: "Mark complete" })).toHaveCount(0);
  await expectNoA11yViolations(student, "student: last lesson, nothing to read");
  await student.setViewportSize({ width: 390, height: 844 });
  // Nothing wider than the phone: no sideways scrolling.
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(student, "student: last lesson on a phone");
  await student.setViewportSize({ width: 1280, height: 900 });
  await student.getByRole("link", { name: "Previous lesson: Getting started" }).click();
  await expect(student.getByRole("button", { name: "Completed: mark as not complete" })).toBeVisible();

  // The student cannot open the editor.
  await student.goto(`${new URL(student.url()).pathname}/edit`);
  await expect(student.getByRole("heading", { name: "You cannot edit this lesson" })).toBeVisible();
});

test("a student who is not enrolled is asked to enrol instead of seeing the lesson", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(120_000);
  const courseName = `Closed ${Date.now().toString(36)}`;
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, courseName);
  await addLessons(teacherAccount, course, ["Members only"]);
  await openCourse(teacher, course);
  await teacher.getByRole("link", { name: "Members only" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: "Members only" })).toBeVisible();
  const lessonPath = new URL(teacher.url()).pathname;

  await signInAs(student, "student");
  await student.goto(lessonPath);
  await expect(student.getByRole("heading", { name: `Enrol in ${courseName} to open its lessons` })).toBeVisible();
  await expect(student.getByRole("heading", { name: "Members only" })).toHaveCount(0);
  await expectNoA11yViolations(student, "student: lesson of a course they are not enrolled in");
});

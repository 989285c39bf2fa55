import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { recordWebm, SMALL_PNG } from "./harness/media";
import { createCourse, publishLessons } from "./harness/seed";

test("a teacher adds a course, a student sees it live, enrols, follows the lessons and watches the teacher's new video", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(120_000);
  const courseName = `Rust ${Date.now().toString(36)}`;

  await signInAs(student, "student");
  await student.goto("/dashboard/viewcourse");
  await expect(student.getByRole("heading", { name: "Courses", level: 1 })).toBeVisible();
  await expectNoA11yViolations(student, "student: catalogue");

  const teacherAccount = await signInAs(teacher, "teacher");
  await teacher.goto("/addcourse");
  await teacher.getByLabel("Course Name").fill(courseName);
  await teacher
    .getByLabel("Course Description")
    .fill("Ownership, borrowing and fearless concurrency.\nFrom zero to a CLI tool.");
  await teacher.getByLabel("Course Duration").fill("12");
  await expect(teacher.getByLabel("Course Instructor")).toHaveValue(teacherAccount.displayName);
  await teacher.getByLabel("Category").fill("Systems Programming");
  await teacher
    .getByLabel("Upload Course Image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: SMALL_PNG });
  await expectNoA11yViolations(teacher, "teacher: add course, filled in");
  await teacher.getByRole("button", { name: "Add Course" }).click();
  await expect(teacher.getByText("Course added successfully!")).toBeVisible();
  // The teacher lands on the new course's own page (ADR 0022).
  await expect(teacher.getByLabel("Lesson title")).toBeVisible();
  const coursePath = new URL(teacher.url()).pathname;
  expect(decodeURIComponent(coursePath)).toMatch(new RegExp(`^/dashboard/[^/]+/${courseName}$`));

  // The student's open catalogue shows the new course without a reload.
  const card = student.getByRole("listitem").filter({ has: student.getByRole("heading", { name: courseName }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img")).toHaveAttribute("src", /\/api\/storage\//);
  await expectNoA11yViolations(student, "student: catalogue with a new course");
  await expectNoA11yViolations(teacher, "teacher: new course's page, course added toast");

  // On the catalogue and the overview the course is the teacher's own: Manage, not Enroll Now.
  await teacher.goto("/dashboard/viewcourse");
  await teacher
    .getByRole("listitem")
    .filter({ has: teacher.getByRole("heading", { name: courseName }) })
    .getByRole("link", { name: `Manage ${courseName}` })
    .click();
  await expect(teacher).toHaveURL(new RegExp(`${coursePath}$`));
  await teacher.goto(coursePath.replace("/dashboard/", "/courseoverview/"));
  await expect(teacher.getByRole("heading", { name: courseName })).toBeVisible();
  await expect(teacher.getByRole("link", { name: "Buy Now" })).toHaveCount(0);
  await expectNoA11yViolations(teacher, "teacher: overview");

  // The teacher gives the course two lessons on its course page.
  await teacher.getByRole("link", { name: "Manage" }).click();
  await expect(teacher.getByLabel("Lesson title")).toBeVisible();
  await expectNoA11yViolations(teacher, "teacher: course page with the lesson editor");
  for (const title of ["Installing Rust", "Ownership"]) {
    await teacher.getByLabel("Lesson title").fill(title);
    await teacher.getByRole("button", { name: "Add lesson" }).click();
    await expect(teacher.getByText(title, { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(teacher, "teacher: course page with two lessons");

  // The student enrols through the overview and the form.
  await card.getByRole("link", { name: "Enroll Now" }).click();
  // The overview's own h1: the catalogue stays on screen while the overview's code loads, and its
  // card's h2 has the same name (and other courses there share the category).
  await expect(student.getByRole("heading", { name: courseName, level: 1 })).toBeVisible();
  await expect(student.getByText("Systems Programming")).toBeVisible();
  await expectNoA11yViolations(student, "student: overview");
  await student.getByRole("link", { name: "Buy Now" }).click();
  await expect(student).toHaveURL(/\/studentdetails\//);
  await student.getByLabel("Phone number").fill("+44 20 7946 0958");
  await student.getByLabel("Degree program").fill("BSc Computer Science");
  await student.getByLabel("Year or semester").fill("Year 2");
  await student.getByLabel("Payment method").selectOption("creditCard");
  await student.getByLabel("Payment details").fill("4242 4242 4242 4242");
  await expectNoA11yViolations(student, "student: enrolment form, filled in");
  await student.getByRole("button", { name: "Enroll" }).click();
  await expect(student.getByText("Student Enrolled into the Course")).toBeVisible();
  await expect(student).toHaveURL(new RegExp(`${coursePath}$`));
  expect(await student.evaluate(() => localStorage.getItem("courseName"))).toBe(courseName);

  // The course page shows the lessons and, for now, no videos.
  await expect(student.getByRole("heading", { name: courseName })).toBeVisible();
  await expect(student.getByText("Installing Rust", { exact: true })).toBeVisible();
  await expect(student.getByText("Ownership", { exact: true })).toBeVisible();
  await expect(student.getByText("No videos available")).toBeVisible();
  await expect(student.getByRole("button", { name: "Upload video" })).toHaveCount(0);
  await expectNoA11yViolations(student, "student: course page, no videos");

  // The teacher uploads a small video recorded by the test; the student sees it appear and play.
  const video = await recordWebm(teacher, 2);
  const chooser = teacher.waitForEvent("filechooser");
  await teacher.getByRole("button", { name: "Upload video" }).click();
  await (await chooser).setFiles({ name: "intro.webm", mimeType: "video/webm", buffer: video });
  await expect(teacher.getByText("Video uploaded")).toBeVisible();
  await expectNoA11yViolations(teacher, "teacher: course page with a video");

  await expect(student.getByText("Video 1", { exact: true })).toBeVisible();
  await expect(student.getByText(`${courseName} Video 1`)).toBeVisible();
  await expectNoA11yViolations(student, "student: course page with a video");
  const player = student.locator("video").first();
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);

  // The teacher names it (Enter saves): the student's open page shows the name; the controls and the
  // delete dialog are axe clean at both sizes.
  await teacher.getByRole("button", { name: "Rename “Video 1”" }).click();
  await teacher.getByRole("textbox", { name: "New name for Video 1" }).fill("Welcome");
  await teacher.keyboard.press("Enter");
  await expect(student.getByRole("heading", { name: "Welcome", level: 3 })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: course page, video controls");
  await teacher.getByRole("button", { name: "Delete “Welcome”" }).click();
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: delete a video, confirm dialog");
});

test("a student is told that only teachers and admins add courses", async ({ page }) => {
  await signInAs(page, "student");
  await page.goto("/addcourse");
  await expect(page.getByText(/only teachers and admins can add courses/i)).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Course" })).toHaveCount(0);
  await expectNoA11yViolations(page, "student: add course refused");
});

test("a course named like a SPEC course gets its fixed lessons; a student finds it by category, joins with the teacher's code and tracks progress", async ({
  page: teacher,
  otherPage: student,
}) => {
  // Longer than the default minute: the join-code round (two pages, four axe scans) runs on a
  // loaded machine in the full suite.
  test.setTimeout(90_000);
  const category = `Enterprise ${Date.now().toString(36)}`;
  // The Add course and enrolment forms are the first test's subject; here the course comes from
  // the backend (harness/seed.ts) and the student joins with a join code.
  const javaTeacher = await signInAs(teacher, "teacher");
  const java = await createCourse(javaTeacher, "Java", {
    description: "Classes, interfaces and collections.",
    hours: 25,
    category,
  });
  // Its lessons get text to read: only such lessons can be ticked (ADR 0076).
  await publishLessons(javaTeacher, java);

  const studentAccount = await signInAs(student, "student");
  await student.getByLabel("Search courses").fill(category.toLowerCase());
  const card = student.getByRole("listitem").filter({ has: student.getByRole("heading", { name: "Java" }) });
  await expect(card).toHaveCount(1);
  await expectNoA11yViolations(student, "student: catalogue filtered by a search");
  await expect(card.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", new RegExp(java.id));

  // The teacher makes a join code on the course page; the new student joins with it, no form,
  // and the teacher's panel shows them at once (docs/courses.md, join codes).
  await teacher.goto(java.path);
  const panel = teacher.getByRole("region", { name: "Join codes" });
  await panel.getByLabel("Seats (optional)").fill("30");
  await panel.getByRole("button", { name: "Make a code" }).click();
  const codeCard = panel.getByRole("article", { name: /^Join code / });
  await expect(codeCard.getByText("0 of 30 seats", { exact: false })).toBeVisible();
  const code = ((await codeCard.getAttribute("aria-label")) ?? "").replace("Join code ", "");
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  await student.goto("/join");
  await student.getByLabel("Join code").fill("ABCD-EFGH");
  await student.getByRole("button", { name: "Join course" }).click();
  await expect(student.getByText("That code doesn't match a course.", { exact: false })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(student, "student: join a course, wrong code");
  await student.getByLabel("Join code").fill(code.toLowerCase());
  await student.getByRole("button", { name: "Join course" }).click();
  await expect(student.getByText("You joined Java")).toBeVisible();
  await expect(student).toHaveURL(new RegExp(`/dashboard/${java.id}/`));
  await expect(codeCard.getByText("1 of 30 seats", { exact: false })).toBeVisible();
  await codeCard.getByText("Who joined (1)").click();
  await expect(codeCard.getByText(studentAccount.displayName)).toBeVisible();
  // Scanned from the top: scrolled down to the panel, the phone size tucks the header's buttons
  // under the sticky bar (axe's target-size), a state of that scroll position, not of the screen.
  await teacher.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: join codes panel, who joined");
  await student.goto(java.path);

  // The fixed list of SPEC §9: Java has 10 lessons.
  await expect(student.getByText("Introduction to Java and the JDK", { exact: true })).toBeVisible();
  await expectNoA11yViolations(student, "student: course page with SPEC lessons");
  await student.getByRole("link", { name: "Course progress" }).click();
  await expect(student.getByText("0% complete")).toBeVisible();
  const checkboxes = student.getByRole("checkbox");
  await expect(checkboxes).toHaveCount(10);
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  await expect(student.getByText("20% complete")).toBeVisible();
  await expect(student.getByText("2 of 10 lessons")).toBeVisible();
  await expectNoA11yViolations(student, "student: course progress");
  await student.getByRole("button", { name: "Continue" }).click();
  await expect(checkboxes.nth(2)).toBeFocused();

  // Progress is kept by the server: after a reload, and on the detail page's button.
  await student.reload();
  await expect(student.getByText("20% complete")).toBeVisible();
  const detailPath = new URL(student.url()).pathname.replace(/\/courseprogress$/, "/Java");
  await student.goto(detailPath);
  await expect(student.getByRole("link", { name: "Continue Course" })).toBeVisible();
  await expectNoA11yViolations(student, "student: course detail");
});

test("a teacher renames a course and archives it: a student's open catalogue follows live", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const course = await createCourse(await signInAs(teacher, "teacher"), `Go ${stamp}`, { category: `Cloud ${stamp}` });
  const renamed = `Go, Spring Term ${stamp}`;

  await signInAs(student, "student");
  await student.goto("/dashboard/viewcourse");
  await student.getByLabel("Search courses").fill(stamp);
  await expect(student.getByRole("heading", { name: course.name })).toBeVisible();

  // Edit course: the Add New Course fields, prefilled; the new name reaches the student's page live.
  await teacher.goto(course.path);
  await teacher.getByRole("button", { name: "Edit course" }).click();
  await expect(teacher.getByLabel("Course Name")).toHaveValue(course.name);
  await teacher.getByLabel("Course Name").fill(renamed);
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: edit course form");
  await teacher.getByRole("button", { name: "Save course" }).click();
  await expect(teacher.getByRole("heading", { name: renamed, level: 1 })).toBeVisible();
  await expect(student.getByRole("heading", { name: renamed })).toBeVisible();

  // Archive course asks first; then the course leaves the student's catalogue and shows its badge.
  await teacher.getByRole("button", { name: "Archive course" }).click();
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: archive course, confirm");
  await teacher.getByRole("group").getByRole("button", { name: "Archive course" }).click();
  await expect(teacher.getByText("Archived", { exact: true })).toBeVisible();
  await expect(teacher.getByRole("button", { name: "Restore course" })).toBeVisible();
  await expect(student.getByRole("heading", { name: renamed })).toHaveCount(0);
});

import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { enrolWithPayPal } from "./harness/courses";
import { createCourse, enrol, openCourse, publishLessons } from "./harness/seed";
import { expect, logout, newAccount, register, signInAs, test } from "./harness/fixtures";

// The daily path of a teacher and a student (issue 14, ADR 0022).

test("a teacher finds their new course under My teaching with its enrolments", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(180_000);
  const courseName = `Daily ${Date.now().toString(36)}`;
  // The Add course form and its landing on the course's page are courses.spec's first test.
  const course = await createCourse(await signInAs(teacher, "teacher"), courseName);
  await openCourse(teacher, course);
  await expect(teacher.getByLabel("Lesson title")).toBeVisible();

  await teacher.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My teaching" }).click();
  await expect(teacher).toHaveURL(/\/teaching$/);
  const row = teacher.getByRole("article", { name: courseName });
  await expect(row.getByText("0 enrolled")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: My teaching");

  // A student enrols; the teacher's list counts them without a reload.
  await enrol(student, await signInAs(student, "student"), course);
  await expect(row.getByText("1 enrolled")).toBeVisible();

  // Its links lead to the course page, the assignments and the quiz bank of this course.
  await expect(row.getByRole("link", { name: `Assignments of ${courseName}` })).toHaveAttribute(
    "href",
    /\/assignmentpage\?course=/,
  );
  await expect(row.getByRole("link", { name: `Quiz bank of ${courseName}` })).toHaveAttribute(
    "href",
    /\/quizbank\?course=/,
  );
  await row.getByRole("link", { name: `Lessons and videos of ${courseName}` }).click();
  await expect(teacher.getByLabel("Lesson title")).toBeVisible();

  // On its overview the owner is offered Manage, not Buy Now or Add to Cart.
  await teacher.goto(new URL(teacher.url()).pathname.replace("/dashboard/", "/courseoverview/"));
  await expect(teacher.getByText("Your course")).toBeVisible();
  await expect(teacher.getByRole("link", { name: "Manage" })).toBeVisible();
  await expect(teacher.getByRole("link", { name: "Buy Now" })).toHaveCount(0);
  await expect(teacher.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  await expectNoA11yViolations(teacher, "teacher: overview of their own course");

  // The dashboard has a My teaching card too.
  await teacher.goto("/dashboard");
  await expect(teacher.getByRole("main").getByRole("link", { name: /My teaching/ })).toHaveAttribute(
    "href",
    "/teaching",
  );
});

test("after a student signs out, a teacher who registers in the same browser does not land on the student's course", async ({
  page: teacher,
  otherPage: courseOwner,
}) => {
  test.setTimeout(180_000);
  const courseName = `Private ${Date.now().toString(36)}`;
  await createCourse(await signInAs(courseOwner, "teacher"), courseName);

  // The same browser: first a student enrols through the form, which remembers the course, and signs out.
  const studentAccount = await signInAs(teacher, "student");
  await enrolWithPayPal(teacher, courseName);
  expect(await teacher.evaluate(() => localStorage.getItem("courseName"))).toBe(courseName);
  await logout(teacher, studentAccount);
  expect(await teacher.evaluate(() => localStorage.getItem("courseId"))).toBeNull();

  // Then a teacher registers there and clicks Dashboard: the dashboard home, not the student's course.
  await register(teacher, newAccount("teacher"));
  await teacher.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(teacher).toHaveURL(/\/dashboard$/);
  await expect(teacher.getByRole("heading", { name: "Welcome to the Lyceum Dashboard" })).toBeVisible();
  await expect(teacher.getByText(courseName)).toHaveCount(0);
});

test("a student's catalogue says Enrolled / Continue for their course, and My learning shows its progress", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(180_000);
  const category = `Daily ${Date.now().toString(36)}`;
  // Named like a SPEC course, so it starts with Java's ten lessons; each gets text to read, as
  // only such lessons can be ticked (ADR 0076).
  const javaTeacher = await signInAs(teacher, "teacher");
  await publishLessons(javaTeacher, await createCourse(javaTeacher, "Java", { category }));

  await signInAs(student, "student");
  await student.getByLabel("Search courses").fill(category.toLowerCase());
  // Other tests add courses named Java too: this one is told apart by its category.
  const card = student
    .getByRole("listitem")
    .filter({ has: student.getByRole("heading", { name: "Java" }) })
    .filter({ hasText: category });
  await expect(card.getByRole("link", { name: "Enroll Now in Java" })).toBeVisible();

  // The enrolment form shows who is enrolling as text: a readable student number, no internal ids.
  await card.getByRole("link", { name: "Enroll Now in Java" }).click();
  await student.getByRole("link", { name: "Buy Now" }).click();
  const number = student.getByRole("definition").filter({ hasText: /^\d{3}-\d{3}-\d{3}$/ });
  await expect(number).toBeVisible();
  await expect(student.locator("[readonly]")).toHaveCount(0);
  await expectNoA11yViolations(student, "student: enrolment form with the student number");
  await student.getByLabel("Payment method").selectOption("paypal");
  await student.getByRole("button", { name: "Enroll" }).click();
  await expect(student.getByText("Student Enrolled into the Course")).toBeVisible();

  await student.goto("/dashboard/viewcourse");
  await student.getByLabel("Search courses").fill(category.toLowerCase());
  await expect(card.getByText("Enrolled")).toBeVisible();
  await expect(card.getByRole("link", { name: "Continue Java" })).toBeVisible();
  await expect(card.getByRole("link", { name: /Enroll Now/ })).toHaveCount(0);
  await expectNoA11yViolationsAtBothSizes(student, "student: catalogue with an enrolled course");

  // Its overview says so too.
  await card.getByRole("link", { name: "Continue Java" }).click();
  const coursePath = new URL(student.url()).pathname;
  await student.goto(coursePath.replace("/dashboard/", "/courseoverview/"));
  await expect(student.getByText("Enrolled", { exact: true })).toBeVisible();
  await expect(student.getByRole("link", { name: "Continue" })).toHaveAttribute("href", coursePath);
  await expect(student.getByRole("link", { name: "Buy Now" })).toHaveCount(0);

  // My learning: the course's progress, and Course progress opens the progress page.
  await student.goto("/dashboard/courseoverview");
  const row = student.getByRole("article", { name: "Java" });
  await expect(row.getByText("0 of 10 lessons done")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(student, "student: My learning with progress");
  await row.getByRole("link", { name: "Course progress of Java" }).click();
  await expect(student).toHaveURL(/\/dashboard\/coursedetail\/[^/]+\/courseprogress$/);
  await student.getByRole("checkbox").first().check();
  await expect(student.getByText("10% complete")).toBeVisible();
  await student.goto("/dashboard/courseoverview");
  await expect(row.getByText("1 of 10 lessons done")).toBeVisible();
});

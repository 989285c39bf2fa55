import { expectNoA11yViolations } from "./harness/a11y";
import { expect, login, logout, newAccount, register, signInAsAdmin, test } from "./harness/fixtures";

const STUDENT_CARDS = [
  "View Courses",
  "Course Progress",
  "Quiz Competition",
  "Explore Tech World",
  "Assignments",
  "Discussion Forums",
  "Our Teachers",
];

test("a student registers, sees the student dashboard, logs out, is refused a wrong password, and is sent back to the page they asked for", async ({
  page,
}) => {
  const student = newAccount("student");
  await register(page, student);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome to the Lyceum Dashboard/ })).toBeVisible();
  for (const card of STUDENT_CARDS) {
    await expect(page.getByRole("link", { name: new RegExp(card) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Add Courses/ })).toHaveCount(0);
  await expectNoA11yViolations(page, "student: dashboard");

  await logout(page, student);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)profile/);

  await expectNoA11yViolations(page, "visitor: login");
  await login(page, { email: student.email, password: "the wrong password" });
  await expect(page.getByText("Error occurred. Please try again!")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // axe: this state is accessibility.spec's "visitor: login with an error toast" (both sizes).

  await login(page, student);
  await expect(page.getByText("Login Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("main").getByText(student.displayName)).toBeVisible();
  await expect(page.getByRole("main").getByText("student", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, "student: profile");
});

test("a teacher registers, appears on an open landing page without a reload, and chooses to show their e-mail", async ({
  page,
  otherPage: visitor,
}) => {
  await visitor.goto("/");
  const instructors = visitor.locator("#instructors");
  await expect(instructors.getByRole("heading", { name: "Meet Our Instructors" })).toBeVisible();
  // axe: the landing page is scanned below, once it lists this teacher ("visitor: landing with an instructor").

  const teacher = newAccount("teacher");
  await expect(instructors.getByText(teacher.email)).toHaveCount(0);
  await register(page, teacher);

  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /Add Courses/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Quiz Competition/ })).toHaveCount(0);
  await expectNoA11yViolations(page, "teacher: dashboard");

  await expect(instructors.getByText(teacher.displayName)).toBeVisible();
  // Hidden until the teacher chooses to show it (ADR 0059): no e-mail on the card, no empty mailto.
  const card = instructors.getByRole("listitem").filter({ hasText: teacher.displayName });
  await expect(card.getByRole("link")).toHaveCount(0);
  await expect(instructors.getByText(teacher.email)).toHaveCount(0);
  await expectNoA11yViolations(visitor, "visitor: landing with an instructor");

  await page.goto("/settings");
  const show = page.getByRole("checkbox", { name: /Show my e-mail/ });
  await expect(show).not.toBeChecked();
  await show.check();
  await expect(show).toBeChecked();
  await expectNoA11yViolations(page, "teacher: settings, e-mail shown on teacher lists");
  await expect(card.getByRole("link", { name: teacher.email })).toHaveAttribute("href", `mailto:${teacher.email}`);
});

test("an e-mail listed in ADMIN_EMAILS becomes Admin: the Admin dashboard and role badge", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /Add Courses/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Quiz Competition/ })).toHaveCount(0);
  await expectNoA11yViolations(page, "Admin: dashboard");
  await page.goto("/profile");
  await expect(page.getByRole("main").getByText("Admin", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, "Admin: profile");
});

test("registration refuses mismatched passwords and a duplicate e-mail, keeping the form", async ({ page }) => {
  const first = newAccount("student");
  await register(page, first);
  await logout(page, first);

  await page.goto("/register");
  await page.getByLabel("Display name").fill("Someone Else");
  await page.getByLabel("Email").fill(first.email);
  await page.getByLabel("Role").selectOption("student");
  await page.getByLabel("Password", { exact: true }).fill("one long password");
  await page.getByLabel("Confirm password").fill("another long password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expectNoA11yViolations(page, "visitor: register, passwords differ");

  await page.getByLabel("Confirm password").fill("one long password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Failed to create account")).toBeVisible();
  // A taken address: no "account exists", the way to log in or reset instead (ADR 0055).
  await expect(page.getByText(/If this e-mail already has an account, log in/)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Display name")).toHaveValue("Someone Else");
  await expectNoA11yViolations(page, "visitor: register, failure toast");
});

test("visitors are sent to /login from protected routes, and unknown URLs get a 404 page", async ({ page }) => {
  for (const path of ["/dashboard", "/dashboard/viewcourse", "/addcourse", "/chatRoom"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  }
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
  await expectNoA11yViolations(page, "visitor: 404");
});

test("a visitor following Get Started is asked to sign in and then lands on the catalogue", async ({ page }) => {
  const student = newAccount("student");
  await register(page, student);
  await logout(page, student);

  await page.goto("/");
  await page
    .getByRole("link", { name: /Get Started/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)dashboard(%2F|\/)viewcourse$/);
  await login(page, student);
  await expect(page).toHaveURL(/\/dashboard\/viewcourse$/);
});

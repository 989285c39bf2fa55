import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, login, signInAs, signInAsAdmin, test } from "./harness/fixtures";

const SUSPENDED = "Your account is suspended. Contact your school.";

test("an Admin suspends a student: their open page signs out at once, sign-in is refused until restored", async ({
  page: admin,
  otherPage: student,
}) => {
  test.setTimeout(120_000);
  const account = await signInAs(student, "student");
  await student.goto("/dashboard");
  await expect(student.getByRole("button", { name: account.displayName })).toBeVisible();

  // The Admin opens the console from the profile menu and finds the student by e-mail.
  await signInAsAdmin(admin);
  await admin.goto("/dashboard");
  await admin.getByRole("button", { name: "Ada Admin" }).click();
  await admin.getByRole("menuitem", { name: "Admin console" }).click();
  await expect(admin.getByRole("heading", { name: "Admin console", level: 1 })).toBeVisible();
  await admin.getByLabel("Search by name or e-mail").fill(account.email);
  await expect(admin.getByRole("row")).toHaveCount(2);

  await admin.getByRole("button", { name: `Suspend ${account.displayName}…` }).click();
  const dialog = admin.getByRole("dialog", { name: `Suspend ${account.displayName}?` });
  await dialog.getByLabel("Reason").fill("Shared their password");
  await expectNoA11yViolationsAtBothSizes(admin, "admin console: suspend dialog");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(admin.getByText(`${account.displayName} is suspended and signed out.`)).toBeVisible();
  await expect(admin.getByText("Suspended", { exact: true })).toBeVisible();

  // The student's page, never reloaded, falls back to the sign-in page with the reason.
  await expect(student).toHaveURL(/\/login/);
  await expect(student.getByRole("alert").filter({ hasText: SUSPENDED })).toBeVisible();
  await expectNoA11yViolations(student, "login: account suspended");
  // The right password is refused too.
  await login(student, account);
  // Waits for the answer (a toast), not the notice already shown, before the Admin restores.
  await expect(student.locator("[data-sonner-toast]").filter({ hasText: SUSPENDED })).toBeVisible();
  await expect(student).toHaveURL(/\/login/);

  // Restored, they sign in again.
  await admin.getByRole("button", { name: `Restore ${account.displayName}` }).click();
  await expect(admin.getByText(`${account.displayName} may sign in again.`)).toBeVisible();
  await login(student, account);
  await expect(student.getByRole("button", { name: account.displayName })).toBeVisible();
});

import { readFile } from "node:fs/promises";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, signInAsAdmin, test } from "./harness/fixtures";

test("an Admin finds a student by name and makes them a teacher; the student's open dashboard changes live", async ({
  page: admin,
  otherPage: student,
}) => {
  test.setTimeout(120_000);

  // The student is refused the console, then keeps their dashboard open.
  const account = await signInAs(student, "student");
  await student.goto("/admin");
  await expect(student.getByRole("heading", { name: "Only admins can open the console", level: 1 })).toBeVisible();
  await student.goto("/dashboard");
  await expect(student.getByRole("heading", { name: "Quiz Competition" })).toBeVisible();
  await expect(student.getByRole("heading", { name: "Add Courses" })).toHaveCount(0);

  // The Admin opens the console from the dashboard card and finds the student by name.
  await signInAsAdmin(admin);
  await admin.goto("/dashboard");
  await admin.getByRole("link", { name: /Admin console/ }).click();
  await expect(admin.getByRole("heading", { name: "Admin console", level: 1 })).toBeVisible();
  const search = admin.getByLabel("Search by name or e-mail");
  // By the word of the name only this person has: every test account's name starts "Student", and
  // the offline backend's text search lists matches unranked, oldest first (offline-backend/README),
  // so the whole name would find them only while fewer than a page of students came before.
  await search.fill(account.displayName.split(" ").at(-1)!);
  await expect(admin.getByRole("rowheader", { name: account.displayName })).toBeVisible();
  // The e-mail narrows to exactly one person. The list stays marked busy until the search runs
  // (the table the name's search found has the same one row).
  await search.fill(account.email);
  await expect(admin.getByRole("table")).not.toHaveAttribute("aria-busy", "true");
  await expect(admin.getByRole("row")).toHaveCount(2);
  await expect(admin.getByRole("rowheader", { name: account.displayName })).toBeVisible();
  await expectNoA11yViolations(admin, "admin console: people");

  // The role change asks for confirmation, then the server records it.
  const roleSelect = admin.getByLabel(`Role of ${account.displayName}`);
  await roleSelect.selectOption("teacher");
  await admin.getByRole("button", { name: "Change role" }).click();
  await expect(admin.getByText(`${account.displayName} is now Teacher.`)).toBeVisible();
  await expect(roleSelect).toHaveValue("teacher");

  // The student's dashboard, never reloaded, now has the teachers' cards.
  await expect(student.getByRole("heading", { name: "Add Courses" })).toBeVisible();
  await expect(student.getByRole("heading", { name: "Quiz Competition" })).toHaveCount(0);

  // The event log shows the change, with who made it.
  await admin.getByRole("tab", { name: "Event log" }).click();
  await admin.getByLabel("Type").selectOption("role_changed");
  const events = admin.getByRole("list", { name: "Events" });
  await expect(events.getByRole("listitem").first()).toContainText(
    `Role changed by Ada Admin · ${account.displayName}`,
  );
  await expect(events.getByRole("listitem").first()).toContainText("student → teacher");
  await expectNoA11yViolations(admin, "admin console: event log");

  // Who changed this person: the history of what the event changed, with who and the change.
  await events
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: "History of what “Role changed” changed" })
    .click();
  const history = admin.getByRole("list", { name: `Changes of Role changed · ${account.displayName}` });
  await expect(history.getByRole("listitem").first()).toContainText("Role changed by Ada Admin");
  await expect(history.getByRole("listitem").first()).toContainText("student → teacher");
  await expectNoA11yViolationsAtBothSizes(admin, "admin console: the history of a person");
});

test("an Admin exports the event log as xAPI statements from the console", async ({ page: admin }) => {
  await signInAsAdmin(admin);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Event log" }).click();
  const download = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Export xAPI" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lyceum-xapi-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const statements = JSON.parse(await readFile(path, "utf8")) as {
    actor: { name: string };
    verb: { id: string };
    timestamp: string;
  }[];
  // At least the Admin's own registration, as an actor–verb–object statement with a timestamp.
  expect(statements.length).toBeGreaterThan(0);
  const registered = statements.find((s) => s.actor.name === "Ada Admin");
  expect(registered?.verb.id).toMatch(/^http/);
  expect(Number.isNaN(Date.parse(registered!.timestamp))).toBe(false);
  await expect(admin.getByText(/Event log exported \(\d+\.\d MB\)/)).toBeVisible();
});

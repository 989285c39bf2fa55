/**
 * Connection feedback (ADR 0023): the backend becomes unreachable in the middle of a session. The
 * page's sync socket is cut and refused through Playwright (harness/connection.ts) instead of
 * stopping the shared in-memory backend, which every spec uses and which would lose its data.
 */
import { expectNoA11yViolations } from "./harness/a11y";
import { controlConnection } from "./harness/connection";
import { createCourse, enrol, publishLessons } from "./harness/seed";
import { expect, signInAs, test } from "./harness/fixtures";

test("a lesson ticked while the backend is unreachable: banner, Not sent yet, a reload asks first, and the tick reaches the server once it is back", async ({
  page: student,
  otherPage: teacher,
}) => {
  test.setTimeout(120_000);
  // A course named like a SPEC course gets its ten fixed lessons; the category finds this one.
  const category = `Offline ${Date.now().toString(36)}`;
  const teacherAccount = await signInAs(teacher, "teacher");
  const java = await createCourse(teacherAccount, "Java", { category });
  // Its lessons get text to read: only such lessons can be ticked (ADR 0076).
  await publishLessons(teacherAccount, java);

  const connection = await controlConnection(student);
  await enrol(student, await signInAs(student, "student"), java);
  await student.goto(java.path);
  await student.getByRole("link", { name: "Course progress" }).click();
  await expect(student.getByText("0% complete")).toBeVisible();
  const banner = student.getByRole("status").filter({ hasText: /Connection|Connected/ });

  await connection.cut();
  await expect(banner).toContainText("Connection to the server lost. Trying again…");
  await expectNoA11yViolations(student, "student: course progress, connection lost");

  // The tick shows at once (optimistic), but says it is not sent rather than looking saved.
  const lesson = "Introduction to Java and the JDK";
  await student.getByRole("checkbox", { name: `Mark '${lesson}' complete` }).check();
  const firstRow = student.getByRole("listitem").filter({ hasText: lesson });
  await expect(firstRow).toContainText("Not sent yet");
  await expect(banner).toContainText("1 change is not sent yet");
  await expectNoA11yViolations(student, "student: course progress, a tick not sent yet");

  // Reloading now would lose the tick: the browser asks first, and staying keeps it.
  const asked = student.waitForEvent("dialog");
  void student.evaluate(() => window.location.reload());
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(firstRow).toContainText("Not sent yet");

  connection.restore();
  await expect(banner).toContainText("Connected again.", { timeout: 30_000 });
  await expect(firstRow).not.toContainText("Not sent yet");
  await expect(student.getByText("10% complete")).toBeVisible();

  // The server has it: a fresh load shows the lesson done. (A question here would come from the
  // Convex client's own guard for a request it has just sent, e.g. a token refresh after reconnecting.)
  student.on("dialog", (dialog) => void dialog.accept());
  await student.reload();
  await expect(student.getByText("10% complete")).toBeVisible();
  await expect(student.getByRole("checkbox", { name: `Mark '${lesson}' complete` })).toBeChecked();
  await expect(banner).toHaveCount(0);
});

test("Login gives up with a clear message when the backend does not answer", async ({ page }) => {
  const connection = await controlConnection(page);
  // The page's clock, so its 15-second give-up (SERVER_ANSWER_MS) is reached without waiting for it.
  await page.clock.install();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await connection.cut();
  await page.getByLabel("Email").fill("nobody@lyceum.test");
  await page.getByLabel("Password", { exact: true }).fill("a long enough password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Signing you in…")).toBeVisible();
  await expect(page.getByText("The server did not answer in time.")).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(page.getByText("The server did not answer in time.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  connection.restore();
});

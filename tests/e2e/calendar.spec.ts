import { makeFunctionReference } from "convex/server";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { backendSession, expect, newAccount, signInAs, test, userIdOf, type SignedIn } from "./harness/fixtures";
import { clientAs, createCourse, enrol, isoDay, postAssignment } from "./harness/seed";

/**
 * The calendar (issue #30's "done when", docs/calendar.md): a student's calendar shows their
 * course's deadline in their time zone; the private feed, fetched over HTTP as a calendar app
 * would, has it at the right time; an extension granted to the student moves it there (same UID,
 * higher SEQUENCE). axe on the month and the agenda at both sizes. Data is made through the backend
 * (ADR 0048): only the calendar and its Subscribe dialog go through the page.
 */

const grantExtension = makeFunctionReference<
  "mutation",
  { assignmentId: string; studentId: string; deadlineDate: string; timeZone: string },
  number
>("assignments/submissions:grantExtension");

/** The browser's zone: the page must turn the UTC deadline into its local time. */
const ZONE = "Pacific/Auckland";
test.use({ timezoneId: ZONE });

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The VEVENT of a feed with this SUMMARY, unfolded, as its properties. */
function eventOf(ics: string, summary: string): Map<string, string> | undefined {
  for (const block of ics.replace(/\r\n /g, "").split("BEGIN:VEVENT\r\n").slice(1)) {
    const lines = block.split("END:VEVENT")[0]!.split("\r\n").filter(Boolean);
    const props = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]));
    if (props.get("SUMMARY") === summary) return props;
  }
  return undefined;
}

test("a student's calendar and private feed show a deadline, and the feed follows an extension", async ({ page }) => {
  const id = Date.now().toString(36);
  const title = `Field report ${id}`;
  const account = newAccount("teacher");
  const { token } = await backendSession(account, "signUp");
  const teacher: SignedIn = { ...account, token, userId: userIdOf(token) };
  const course = await createCourse(teacher, `Ecology ${id}`);

  // The assignment: due in 9 days at 18:30 UTC.
  const deadlineDay = Date.now() + 9 * 86_400_000;
  const deadlineAt = Date.parse(`${isoDay(deadlineDay)}T18:30:00Z`);
  const assignmentId = await postAssignment(teacher, course, {
    title,
    deadlineDate: isoDay(deadlineDay),
    deadlineTime: "18:30",
  });

  const student = await signInAs(page, "student");
  await enrol(page, student, course);

  // The calendar from the top bar, on the deadline's month in the student's zone.
  const local = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit" }).format(
    deadlineAt,
  );
  const month = local.slice(0, 7);
  await page.getByRole("link", { name: "Calendar" }).first().click();
  await expect(page.getByRole("heading", { name: "Your calendar", level: 1 })).toBeVisible();
  await expect(page.getByText(ZONE)).toBeVisible();
  await page.goto(`/calendar?month=${month}&view=month`);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }).format(
    deadlineAt,
  );
  const item = page.getByRole("link", { name: new RegExp(`^Due ${time} · ${title} · Ecology`) });
  await expect(item).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "calendar: month with a deadline");
  await page.getByRole("button", { name: "Agenda" }).click();
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "calendar: agenda with a deadline");
  // The month after has nothing: its empty state, then back.
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByText("Nothing dated this month")).toBeVisible();
  await page.getByRole("button", { name: "Previous month" }).click();
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/assignmentpage\\?course=${course.id}`));
  await page.goBack();

  // Subscribe: the private address, fetched as a calendar app would.
  await page.getByRole("button", { name: "Subscribe" }).click();
  const address = page.getByLabel("Your calendar address");
  await expect(address).toHaveValue(/\/calendar\/.+\.ics$/);
  await expectNoA11yViolations(page, "calendar: subscribe dialog");
  const feedUrl = await address.inputValue();
  const first = await fetch(feedUrl);
  expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const event = eventOf(await first.text(), `Due: ${title}`);
  expect(event?.get("DTSTART")).toBe(stamp(deadlineAt));

  // Two more days for this student: the feed moves the same event, with a higher SEQUENCE.
  const extended = await clientAs(teacher).mutation(grantExtension, {
    assignmentId,
    studentId: student.userId,
    deadlineDate: isoDay(deadlineDay + 2 * 86_400_000),
    timeZone: "UTC",
  });
  const moved = eventOf(await (await fetch(feedUrl)).text(), `Due: ${title}`);
  expect(moved?.get("UID")).toBe(event?.get("UID"));
  expect(moved?.get("DTSTART")).toBe(stamp(extended - 59_999));
  expect(Number(moved?.get("SEQUENCE"))).toBeGreaterThan(Number(event?.get("SEQUENCE")));

  // Reset: the old address answers nothing.
  await page.getByRole("button", { name: "Reset address" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset address" }).click();
  await expect(address).not.toHaveValue(feedUrl);
  expect((await fetch(feedUrl)).status).toBe(404);
});

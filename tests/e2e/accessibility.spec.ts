/**
 * axe-core (WCAG 2.2 A/AA) on the screens and states that the behaviour specs do not reach, each
 * as the role that sees it: open menus, forms showing their errors, assignments, quiz, chat, My learning,
 * the instructors list and settings (ADR 0008), each at desktop and at phone size (ADR 0023). The
 * behaviour specs run axe on the screens they visit.
 */
import { expectNoA11yViolationsAtBothSizes, PHONE } from "./harness/a11y";
import { expect, signInAs, signInAsAdmin, test, type Role } from "./harness/fixtures";
import type { Page } from "@playwright/test";
import { SMALL_PNG } from "./harness/media";
import { createCourse, enrol } from "./harness/seed";

// Every scan runs at two sizes (and saves two screenshots with E2E_SCREENSHOTS): more time per test.
test.describe.configure({ timeout: 360_000 });

/** Shows the first field error of a form submitted empty (or with a blanked field). */
async function expectFieldErrors(page: Page): Promise<void> {
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

async function openProfileMenu(page: Page, displayName: string): Promise<void> {
  await page.getByRole("button", { name: displayName }).click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
}

test("visitor: landing with the mobile menu open, login and register forms showing their errors", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Meet Our Instructors" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "visitor: landing, mobile menu open");

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expectFieldErrors(page);
  await expectNoA11yViolationsAtBothSizes(page, "visitor: login with field errors");

  await page.goto("/register");
  await page.getByRole("button", { name: "Register" }).click();
  await expectFieldErrors(page);
  await expectNoA11yViolationsAtBothSizes(page, "visitor: register with field errors");
});

/**
 * The screens each role is checked on. Discussion and articles show a teacher what they show a
 * student (only the top bar differs, and the teacher's is checked on the other screens), so they
 * are checked once, as the student.
 */
const SCREENS = (role: Role): { path: string; heading: string; articles?: number }[] => [
  { path: "/assignmentpage", heading: "Assignments" },
  { path: "/quizrules", heading: "Quiz Rules" },
  { path: "/quizpage", heading: role === "student" ? "No quiz in progress" : "The quiz is for students" },
  ...(role === "student"
    ? [
        { path: "/homechat", heading: "Join the Discussion" },
        { path: "/chatRoom", heading: "Global Chat" },
        // With the feed's articles and their cover loaded, as articles.spec shows them (its axe scan is this one).
        { path: "/resources", heading: "Latest Programming Articles", articles: 2 },
      ]
    : []),
];
const SCREENS_TITLE = {
  student: "assignments, quiz, discussion and articles screens",
  teacher: "assignments and quiz screens",
};

for (const role of ["student", "teacher"] satisfies Role[]) {
  test(`${role}: profile menu open, instructors, settings showing an error`, async ({ page }) => {
    const account = await signInAs(page, role);
    await openProfileMenu(page, account.displayName);
    await expectNoA11yViolationsAtBothSizes(page, `${role}: profile menu open`);
    await page.keyboard.press("Escape");

    await page.goto("/listallteachers");
    await expect(page.getByRole("heading", { name: "Meet Our Teachers" })).toBeVisible();
    await expectNoA11yViolationsAtBothSizes(page, `${role}: instructors`);

    await page.goto("/settings");
    const displayName = page.getByLabel("Display name");
    await expect(displayName).toHaveValue(account.displayName);
    await expectNoA11yViolationsAtBothSizes(page, `${role}: settings`);
    await displayName.fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectFieldErrors(page);
    await expectNoA11yViolationsAtBothSizes(page, `${role}: settings with a field error`);
  });

  test(`${role}: ${SCREENS_TITLE[role]}`, async ({ page }) => {
    await page.route("https://covers.lyceum.test/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: SMALL_PNG }),
    );
    await signInAs(page, role);
    for (const { path, heading, articles } of SCREENS(role)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      if (articles !== undefined) {
        const cards = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
        await expect(cards).toHaveCount(articles);
        await expect
          .poll(() =>
            cards
              .nth(1)
              .locator("img")
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);
      }
      await expectNoA11yViolationsAtBothSizes(page, `${role}: ${path}`);
    }
  });
}

test("teacher: add course form showing its errors; student: course detail tabs and My learning with a course and a cart item", async ({
  page: teacher,
  otherPage: student,
}) => {
  const teacherAccount = await signInAs(teacher, "teacher");
  await teacher.goto("/addcourse");
  await teacher.getByRole("button", { name: "Add Course" }).click();
  await expectFieldErrors(teacher);
  await expectNoA11yViolationsAtBothSizes(teacher, "teacher: add course with field errors");

  const stamp = Date.now().toString(36);
  const enrolled = `React ${stamp}`;
  const saved = `Vue ${stamp}`;
  const enrolledCourse = await createCourse(teacherAccount, enrolled);
  await createCourse(teacherAccount, saved);

  const studentAccount = await signInAs(student, "student");
  await student.goto("/dashboard/courseoverview");
  await expect(student.getByText("You're not enrolled in any course yet")).toBeVisible();
  await expect(student.getByText("Your cart is empty")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(student, "student: My learning, empty");

  await student.goto("/dashboard/viewcourse");
  const cardOf = (name: string) =>
    student.getByRole("listitem").filter({ has: student.getByRole("heading", { name }) });
  await cardOf(saved).getByRole("link", { name: "Enroll Now" }).click();
  await student.getByRole("button", { name: "Add to Cart" }).click();
  await expect(student.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(student, "student: overview, course in the cart");

  // The enrolment form is courses.spec's subject; this enrolment comes from the backend.
  await enrol(student, studentAccount, enrolledCourse);

  await student.goto("/dashboard/courseoverview");
  await expect(student.getByRole("link", { name: `Open course ${enrolled}` })).toBeVisible();
  await expect(student.getByRole("button", { name: `Remove ${saved} from cart` })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(student, "student: My learning with a course and a cart item");

  // Course progress opens the progress page (ADR 0022); the detail page is its course's name instead.
  await student.getByRole("link", { name: `Course progress of ${enrolled}` }).click();
  await expect(student).toHaveURL(/\/courseprogress$/);
  await student.goto(new URL(student.url()).pathname.replace(/\/courseprogress$/, `/${encodeURIComponent(enrolled)}`));
  await expect(student.getByRole("tab", { name: "Course Details", selected: true })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(student, "student: course detail, Course Details tab");
  for (const tab of ["Course Content", "Instructor"]) {
    await student.getByRole("tab", { name: tab }).click();
    await expect(student.getByRole("tab", { name: tab, selected: true })).toBeVisible();
    await expectNoA11yViolationsAtBothSizes(student, `student: course detail, ${tab} tab`);
  }
});

test("Admin: catalogue, add course, instructors and settings", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard/viewcourse");
  await expect(page.getByRole("heading", { name: "Courses", level: 1 })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "Admin: catalogue");
  await page.goto("/addcourse");
  await expect(page.getByRole("button", { name: "Add Course" })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "Admin: add course");
  await page.goto("/listallteachers");
  await expect(page.getByRole("heading", { name: "Meet Our Teachers" })).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "Admin: instructors");
  await page.goto("/settings");
  await expect(page.getByLabel("Years of experience")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "Admin: settings");
});

test("keyboard: a padded skip link, Escape closes the phone menu, focus and title follow navigation, toasts below the top bar", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page).toHaveTitle("Learn from real teachers · Lyceum");

  // The skip link is the first stop, visible and padded (not the 0-padding of focus:not-sr-only).
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const padding = await skip.evaluate((link) => getComputedStyle(link).paddingLeft);
  expect(parseFloat(padding)).toBeGreaterThanOrEqual(12);

  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  // Following a link: a new title, focus on the new page's heading, and its name announced.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveTitle("Login · Lyceum");
  await expect(page.getByRole("heading", { name: "Welcome back", level: 1 })).toBeFocused();
  await expect(page.getByTestId("route-announcer")).toHaveText("Login");

  // A toast sits below the top bar, so it covers none of its buttons.
  await page.getByLabel("Email").fill("nobody@lyceum.test");
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Login" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  expect(header).not.toBeNull();
  // Polled: the toast slides in from above, so its first frames may still overlap the bar.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
  await expectNoA11yViolationsAtBothSizes(page, "visitor: login with an error toast");
});

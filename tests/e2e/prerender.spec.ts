import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./harness/fixtures";

// ADR 0026: `/`, `/login` and `/register` arrive as HTML that paints before any JavaScript runs,
// then React hydrates it (keeps the same DOM) with no error, for visitors and signed-in users alike.

const HERO = "Learn from real teachers, at your own pace.";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows its hero, and the login and register pages their fields", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Start with a favourite" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meet Our Instructors" })).toBeVisible();

    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    // Not submittable before React runs: the browser would send the password in the address.
    await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();

    await page.goto("/register");
    for (const label of ["Display name", "Email", "Role", "Confirm password"]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
  });

  test("any other path gets the empty app shell, not the landing page", async ({ page }) => {
    await page.goto("/dashboard/viewcourse");
    await expect(page).toHaveTitle("Lyceum — learn together");
    await expect(page.locator("#root")).toBeEmpty();
    await expect(page.getByRole("heading", { name: HERO })).toHaveCount(0);
  });
});

/** Console errors and warnings, and uncaught errors (React reports a failed hydration so). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("React hydrates the public pages, keeping the prerendered DOM, with nothing in the console", async ({ page }) => {
  const problems = watchProblems(page);

  // Hold the app's code back until the prerendered page is on screen and marked.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const hero = page.getByRole("heading", { level: 1, name: HERO });
  await expect(hero).toBeVisible();
  await hero.evaluate((element) => Object.assign(element, { prerenderProbe: true }));
  release();

  // Hydrated: the visitor's Login link appears once sign-in is known, in the same document.
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(await hero.evaluate((element) => "prerenderProbe" in element)).toBe(true);
  await page.unroute(/\/assets\/index-[^/]+\.js$/);

  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page.getByLabel("Email")).toBeEnabled();
    await expect(page.getByRole("banner").getByRole("link", { name: "Register" })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("a signed-in user opening the landing page sees the signed-in top bar, never the visitor's Login", async ({
  page,
}) => {
  const account = await signInAs(page, "student");
  const problems = watchProblems(page);
  // Records whether a Login link ever appears in the top bar while the page loads.
  await page.addInitScript(() => {
    const seen = () => document.querySelector('header a[href="/login"]') !== null;
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.loginFlashed = "true";
    }).observe(document, { subtree: true, childList: true });
  });

  for (const path of ["/", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.loginFlashed ?? "false")).toBe("false");
  }
  await expect(page.getByText("You're already signed in.")).toBeVisible();
  expect(problems).toEqual([]);
});

/** The layout shift of the page so far (Layout Instability API), not counting shifts right after input. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test("the public pages do not move while they hydrate and sign-in is checked (CLS 0), on a phone and a laptop", async ({
  context,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    // The three pages side by side, each in a tab of its own: their two seconds of watching overlap.
    await Promise.all(
      ["/", "/login", "/register"].map(async (path) => {
        // A fresh document each time (sized first: a resize of a loaded page would count as a shift).
        const page = await context.newPage();
        await page.setViewportSize(viewport);
        await page.goto(path, { waitUntil: "networkidle" });
        // Hydrated, sign-in answered, the instructors and the sign-in options loaded; and a while more.
        if (viewport.width >= 640)
          await expect(page.getByRole("banner").getByRole("link", { name: "Register" })).toBeVisible();
        await page.waitForTimeout(2_000);
        expect(await cumulativeLayoutShift(page), `${path} at ${viewport.width}×${viewport.height}`).toBe(0);
        await page.close();
      }),
    );
  }
});

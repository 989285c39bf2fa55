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

  test("any other path gets the signed-in shell (top bar, sign-in check), not the landing page", async ({ page }) => {
    await page.goto("/dashboard/viewcourse");
    await expect(page).toHaveTitle("Lyceum — learn together");
    await expect(page.getByRole("banner").getByRole("link", { name: "Lyceum" })).toBeVisible();
    await expect(page.getByLabel("Checking your sign-in")).toBeVisible();
    await expect(page.getByRole("heading", { name: HERO })).toHaveCount(0);
  });
});

/**
 * The warning Playwright itself logs when the page registers its service worker, which the suite
 * blocks (playwright.config.ts, ADR 0087): not the app's.
 */
const BLOCKED_WORKER = "Service Worker registration blocked by Playwright";

/** Console errors and warnings, and uncaught errors (React reports a failed hydration so). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.text() === BLOCKED_WORKER) return;
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

type Shift = { value: number; sources: string[] };

/**
 * The layout shifts of the page so far (Layout Instability API), not counting shifts right after
 * input, each with what moved (`LayoutShift.sources`: the element, its box before and after).
 */
async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type Rect = { x: number; y: number; width: number; height: number };
        type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const describe = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return node?.nodeName ?? "(a node since removed)";
          const classes = node.getAttribute("class")?.split(/\s+/).slice(0, 6).join(".") ?? "";
          return `<${node.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${(node.textContent ?? "").trim().slice(0, 40)}"`;
        };
        const box = (rect: Rect) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
        const shifts: Shift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              sources: entry.sources.map(
                (source) =>
                  `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
              ),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shifts), 100);
      }),
  );
}

/**
 * Where each page's HTML stops for a while as it arrives (`pauseParsingAt`): points where a page
 * painted before the rest of it had arrived moved once it came (ADR 0026, "Later"). The top bar's
 * right-aligned actions between Login and Register (Login moved left when Register came); the hero's
 * quiz card, anchored by its bottom, after its first line (it moved up as it grew).
 */
const PAUSES: Record<string, RegExp[]> = {
  "/": [/>Login<\/span>/, /Quiz · 0:24 left<\/p>/],
  "/login": [/>Login<\/span>/],
  "/register": [/>Login<\/span>/],
};
/** The longest a pause waits for the browser to paint what came before it. */
const PAUSE_MS = 600;

/**
 * Serves `path`'s HTML with a parser-blocking script (same origin, so the CSP allows it) right after
 * each of `pauses`, answered once the browser has painted what it has so far (two animation
 * frames), at most PAUSE_MS: as when the HTML arrives or is parsed in pieces on a busy machine or a
 * slow connection, which is how the pages moved about one run in five here.
 */
async function pauseParsingAt(page: Page, path: string, pauses: RegExp[]): Promise<void> {
  await page.route(`**/__pause-parsing/*`, async (route) => {
    const painted = page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    painted.catch(() => undefined); // the page may close before a held-back paint comes
    await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, PAUSE_MS))]);
    // It takes itself out again: React then hydrates exactly the prerendered DOM.
    await route.fulfill({ contentType: "text/javascript", body: "document.currentScript.remove();" });
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      pauses.forEach((pause, index) => {
        const match = pause.exec(html);
        if (!match) throw new Error(`${path} has nothing matching ${String(pause)} to pause after`);
        const at = match.index + match[0].length;
        html = `${html.slice(0, at)}<script src="/__pause-parsing/${index}.js"></script>${html.slice(at)}`;
      });
      await route.fulfill({ response, body: html });
    },
  );
}

test("the public pages do not move while they arrive, hydrate and sign-in is checked (CLS 0), on a phone and a laptop", async ({
  context,
}) => {
  // A document the test serves itself (pauseParsingAt) has no address of its own: Chromium would
  // refuse its requests to the backend on 127.0.0.1 (Local Network Access) unless allowed.
  await context.grantPermissions(["local-network-access"]);
  const moved: { page: string; shifts: Shift[] }[] = [];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    // The three pages side by side, each in a tab of its own.
    await Promise.all(
      ["/", "/login", "/register"].map(async (path) => {
        // A fresh document each time (sized first: a resize of a loaded page would count as a shift).
        const page = await context.newPage();
        await page.setViewportSize(viewport);
        const problems = watchProblems(page);
        await pauseParsingAt(page, path, PAUSES[path]);
        await page.goto(path);
        // Everything that arrives late: sign-in answered (the visitor's Register link, hidden on a
        // phone), the instructors, the sign-in options (Google); then a short look for anything later.
        await expect(page.locator('header a[href="/register"]')).toBeAttached();
        if (path === "/") await expect(page.getByLabel("Loading instructors")).toHaveCount(0);
        else await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
        await page.waitForTimeout(300);
        const shifts = await layoutShifts(page);
        if (shifts.length > 0) moved.push({ page: `${path} at ${viewport.width}×${viewport.height}`, shifts });
        // Hydrated as it would be without the pauses (a mismatch would show here).
        expect(problems, path).toEqual([]);
        await page.close();
      }),
    );
  }
  expect(moved).toEqual([]);
});

test("a signed-in deep link paints the shell, then the page and the verification box without a shift (ADR 0084)", async ({
  page,
}) => {
  // A fresh student: their address is not verified, so the banner comes with the page.
  await signInAs(page, "student");
  await page.setViewportSize({ width: 390, height: 844 });
  // Hold the app's code back: what paints is shell.html alone.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // My learning: a fresh student's is empty, so nothing on it changes while other specs add courses.
  await page.goto("/dashboard/courseoverview", { waitUntil: "commit" });
  await expect(page.getByRole("banner").getByRole("link", { name: "Lyceum" })).toBeVisible();
  await expect(page.getByLabel("Checking your sign-in")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Verify your e-mail address" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The form's code arrives after the page's load (or the first input): same box, now enabled.
  await expect(page.getByLabel("Verification code")).toBeEnabled();
  await page.waitForTimeout(300);
  expect(await layoutShifts(page)).toEqual([]);
});

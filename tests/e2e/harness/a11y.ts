import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** axe-core's result type (axe-core is @axe-core/playwright's own dependency, not ours). */
type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** WCAG 2.2 levels A and AA, as axe-core tags them (ADR 0008). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Waits until nothing is marked busy (a list dimmed while its next results load, a loading box: a
 * scan then would measure a state the person sees for a moment).
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), "the screen is still loading: nothing to scan yet").toHaveCount(0, {
    timeout: 10_000,
  });
}

/**
 * In the page: waits until it is still, takes the sticky elements out of the way and, when the page
 * has axe-core (`runOnly` given), scans it with those rules and puts them back, in one round trip
 * (ADR 0085).
 * 1. **Still.** It waits (at most 2 s) for every finite CSS animation or transition (fades, slides,
 *    colour transitions): contrast measured mid-fade would depend on timing. Endless animations
 *    (spinners, skeleton pulses) are left alone. With `finish`, it jumps them to their end instead:
 *    the dark pass's colour transitions are the theme change's own, and their end is what it checks.
 * 2. **Unstuck.** Scrolled down, the sticky top bar lies over whatever the scroll left at the top of
 *    the window, and axe's target-size then fails a button there as "partially obscured", depending
 *    only on where a resize or a click left the scroll (the same screen passes a few pixels lower).
 *    During the scan the page's sticky elements (Tailwind's `sticky`) scroll with the page instead:
 *    they keep their place in the layout, so nothing else moves, and nothing is covered by them.
 * 3. **Scanned** (with `runOnly`), and the sticky elements put back whatever the scan did; without
 *    it they stay unstuck until `restick`.
 */
type RunOnly = { type: "tag" | "rule"; values: string[] };

/** Every WCAG 2.2 A/AA rule, and colour contrast alone (the other theme's pass). */
const ALL_RULES: RunOnly = { type: "tag", values: WCAG_TAGS };
const CONTRAST: RunOnly = { type: "rule", values: ["color-contrast"] };

async function stillAndScanned({
  runOnly,
  finish,
}: {
  runOnly: RunOnly | null;
  finish: boolean;
}): Promise<Violation[] | null> {
  const finite = document.getAnimations().filter((animation) => {
    const timing = animation.effect?.getComputedTiming();
    return animation.playState === "running" && timing !== undefined && timing.endTime !== Infinity;
  });
  if (finish) finite.forEach((animation) => animation.finish());
  await Promise.race([
    Promise.allSettled(finite.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
  const unstuck = window.scrollY === 0 ? [] : Array.from(document.querySelectorAll<HTMLElement>(".sticky"));
  unstuck.forEach((element) => {
    element.dataset.axeUnstuck = "";
    element.style.position = "relative";
  });
  if (!runOnly) return null;
  try {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    return (await axe.run(document, { runOnly })).violations;
  } finally {
    unstuck.forEach((element) => {
      delete element.dataset.axeUnstuck;
      element.style.position = "";
    });
  }
}

function restick(): void {
  document.querySelectorAll<HTMLElement>("[data-axe-unstuck]").forEach((element) => {
    delete element.dataset.axeUnstuck;
    element.style.position = "";
  });
}

/** One line per violation and node: rule, impact, target, what to fix and where to read more. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const target = node.target
            .map((part) => (Array.isArray(part) ? part.join(" >> ") : String(part)))
            .join(" >> ");
          const why = node.failureSummary?.replace(/\s*\n\s*/g, " ").trim();
          return `      - ${target}${why ? `\n        ${why}` : ""}`;
        })
        .join("\n");
      return `  [${violation.impact ?? "unknown"}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n");
}

/**
 * How a scan reaches axe-core. AxeBuilder's default mode (axe.runPartial in each frame, then
 * axe.finishRun in a new blank tab) opens and closes a page for every scan, which doubled each
 * scan's time for what it adds: testing frames. Its legacy mode (axe.run in the page) still
 * evaluates the 0.6–1.3 MB axe-core twice and makes five round trips a scan. A page without frames,
 * which is every screen of the app but a lesson with a video, gets axe.min.js (the same version's
 * minified build) once per document and one round trip per scan (stillAndScanned); same violations,
 * passes and incomplete results (ADR 0070, ADR 0085). A page with a frame is scanned AxeBuilder's default way.
 */
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(requireFromAxeBuilder.resolve("axe-core/axe.min.js"), "utf8");

async function scan(page: Page, runOnly: RunOnly, finish = false): Promise<Violation[]> {
  await settle(page);
  if (page.frames().length === 1) {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    return (await page.evaluate(stillAndScanned, { runOnly, finish }))!;
  }
  try {
    await page.evaluate(stillAndScanned, { runOnly: null, finish });
    const builder = new AxeBuilder({ page });
    return (
      await (runOnly.type === "tag" ? builder.withTags(runOnly.values) : builder.withRules(runOnly.values)).analyze()
    ).violations;
  } finally {
    await page.evaluate(restick);
  }
}

/**
 * The other theme (ADR 0086): the app follows the device unless the person chose, and the test
 * accounts have not, so the page turns dark when the browser says the device is.
 */
async function scanDark(page: Page, label: string): Promise<Violation[]> {
  await page.emulateMedia({ colorScheme: "dark" });
  try {
    const violations = await scan(page, CONTRAST, true);
    await saveScreenshot(page, `${label} (dark)`);
    return violations;
  } finally {
    await page.emulateMedia({ colorScheme: null });
  }
}

/**
 * Runs axe-core on what the page shows now and fails, with a readable list, on any WCAG 2.2 A/AA
 * violation, then checks colour contrast in the dark theme too. `label` names the screen and state
 * in the report, e.g. "student: catalogue".
 */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  await test.step(
    `axe: ${label}`,
    async () => {
      // Contrast is judged on what the page settles to, not on a frame mid-fade: with reduced motion
      // the toasts (sonner) and other transitions jump to their end state, and a toast that expires
      // during the scan vanishes at once instead of fading through unreadable colours.
      await page.emulateMedia({ reducedMotion: "reduce" });
      let violations, dark;
      try {
        violations = await scan(page, ALL_RULES);
        await saveScreenshot(page, label);
        dark = await scanDark(page, label);
      } finally {
        await page.emulateMedia({ reducedMotion: null });
      }
      const report = describeViolations(violations);
      expect(violations.length, `Accessibility violations on "${label}" (${page.url()}):\n${report}\n`).toBe(0);
      const darkReport = describeViolations(dark);
      expect(dark.length, `Contrast violations in the dark theme on "${label}" (${page.url()}):\n${darkReport}\n`).toBe(
        0,
      );
    },
    { box: true },
  );
}

/**
 * With E2E_SCREENSHOTS=<folder>, every screen axe checks is also saved as a full-page PNG named
 * after its label, so a person can look at what the run saw.
 */
async function saveScreenshot(page: Page, label: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const name = label.replace(/[^\w-]+/g, "-").replace(/^-|-$/g, "");
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** The two sizes every screen is checked at (issue 14): a desktop and a phone (iPhone 14-like). */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * axe at desktop and at phone size, in the state the page is in now, then back to the size it had.
 * Labels end in "(desktop)" and "(phone)", so E2E_SCREENSHOTS keeps a picture of each.
 */
export async function expectNoA11yViolationsAtBothSizes(page: Page, label: string): Promise<void> {
  const before = page.viewportSize();
  try {
    for (const [size, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await expectNoA11yViolations(page, `${label} (${size})`);
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

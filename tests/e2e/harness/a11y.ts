import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** axe-core's result type (axe-core is @axe-core/playwright's own dependency, not ours). */
type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** WCAG 2.2 levels A and AA, as axe-core tags them (ADR 0008). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Waits until the page is still: nothing marked busy (a list dimmed while its next results load,
 * a loading box: a scan then would measure a state the person sees for a moment) and no finite CSS
 * animation or transition running (fades, slides, colour transitions). Contrast measured mid-fade
 * would depend on timing; endless animations (spinners, skeleton pulses) are left alone.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), "the screen is still loading: nothing to scan yet").toHaveCount(0, {
    timeout: 10_000,
  });
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState === "running" && timing !== undefined && timing.endTime !== Infinity;
    });
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/**
 * Scrolled down, the sticky top bar lies over whatever the scroll left at the top of the window,
 * and axe's target-size then fails a button there as "partially obscured", depending only on where
 * a resize or a click left the scroll (the same screen passes a few pixels lower). During the scan
 * the page's sticky elements (Tailwind's `sticky`) scroll with the page instead: they keep their
 * place in the layout, so nothing else moves, and nothing is covered by them. Undone by restick.
 */
async function unstick(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.scrollY === 0) return;
    document.querySelectorAll<HTMLElement>(".sticky").forEach((element) => {
      element.dataset.axeUnstuck = "";
      element.style.position = "relative";
    });
  });
}

async function restick(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>("[data-axe-unstuck]").forEach((element) => {
      delete element.dataset.axeUnstuck;
      element.style.position = "";
    });
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
 * axe's default mode (axe.runPartial in each frame, then axe.finishRun in a new blank tab) opens and
 * closes a page for every scan, which doubled each scan's time (0.95 s against 0.5 s on a loaded
 * machine) for what it adds over legacy mode (axe.run in the page): testing cross-origin frames.
 * The app has none; a page that shows one is still scanned the default way. Both modes gave the
 * same violations, passes and incomplete results on three screens with violations added (ADR 0070).
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return url !== "" && !url.startsWith("about:") && new URL(url).origin !== origin;
  });
}

/**
 * The axe-core that @axe-core/playwright runs, minified, and put in a page only when the page has
 * none yet. AxeBuilder injects its axe-core (the unminified 1.3 MB) twice a scan, also into a page
 * that has it from the scan before (the same screen at the other size); this is the same version's
 * own minified build (axe.min.js, 0.6 MB), skipped when `window.axe` is there already.
 */
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = `if (typeof window.axe === "undefined") {\n${readFileSync(
  requireFromAxeBuilder.resolve("axe-core/axe.min.js"),
  "utf8",
)}\n}`;

/**
 * Runs axe-core on what the page shows now and fails, with a readable list, on any WCAG 2.2 A/AA
 * violation. `label` names the screen and state in the report, e.g. "student: catalogue".
 */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  await test.step(
    `axe: ${label}`,
    async () => {
      // Contrast is judged on what the page settles to, not on a frame mid-fade: with reduced motion
      // the toasts (sonner) and other transitions jump to their end state, and a toast that expires
      // during the scan vanishes at once instead of fading through unreadable colours.
      await page.emulateMedia({ reducedMotion: "reduce" });
      let results;
      try {
        await settle(page);
        await unstick(page);
        const axe = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS);
        results = await (hasCrossOriginFrame(page) ? axe : axe.setLegacyMode()).analyze();
        await saveScreenshot(page, label);
      } finally {
        await restick(page);
        await page.emulateMedia({ reducedMotion: null });
      }
      const report = describeViolations(results.violations);
      expect(results.violations.length, `Accessibility violations on "${label}" (${page.url()}):\n${report}\n`).toBe(0);
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

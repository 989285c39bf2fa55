import { existsSync } from "node:fs";

/**
 * The full Chromium, what the benchmarks measure with (Lighthouse, the landing page's JavaScript)
 * and what the end-to-end tests fall back on.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What the end-to-end tests run (ADR 0085): Chromium's headless shell (Debian's
 * `chromium-headless-shell`, which `.ci/run` installs), the same engine without the full
 * browser's windowing, GPU and display compositor processes: the same 64 journeys took 447 s of
 * test time against 630 s in the full browser. Without it, the full browser. CHROMIUM_PATH, when
 * set, is used for both.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./tests/e2e/harness/chromium";

const CHROMIUM = { ...devices["Desktop Chrome"], channel: undefined };

/** The files that take 30 s or more of test time (docs/performance.md, the suite's time). */
const LONG_FILES = [
  "accessibility",
  "account-mail",
  "assignments",
  "auth-and-roles",
  "chat",
  "courses",
  "daily-path",
  "grading",
  "quiz",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/harness/global-setup.ts",
  fullyParallel: false,
  // Three workers: every spec finds its own data by its own stamp and seeds through the backend
  // (ADR 0042, ADR 0048). Files stay whole on one worker (fullyParallel: false). Two left a fifth
  // of the two cores idle while pages waited on the backend; a third took 330 s to 273 s once
  // password hashing no longer held the backend's thread (ADR 0090, docs/performance.md).
  workers: 3,
  // A flaky test is a bug to fix, not to retry (ADR 0008).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  use: {
    // The service worker (ADR 0087) would keep pages and code between a spec's steps and answer
    // requests that page.route() never sees; installable.spec allows it for itself.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    // A failed test keeps its trace (actions, network, console, sources), a screenshot and the
    // page's ARIA snapshot (error-context.md). The trace's screencast is left out: recording it for
    // every test cost a third more CPU and test time (4 tests: 62 s against 46 s of CPU, ADR 0028).
    // So are its DOM snapshots, taken before and after every action of every passing test too: 7
    // tests, 124–143 s with them against 90–103 s without, alternated (ADR 0070). To step through a
    // failure's DOM, run that spec again with `--trace on`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The longest files start first (longest-first scheduling): whichever worker is free takes the next
  // file, so the short ones fill the end and both workers finish together, instead of a 45-second
  // file starting when the other worker has little left. Playwright hands out one project's files
  // before the next's, each in file-name order. Every file is in exactly one of the two projects.
  projects: [
    { name: "chromium-long", testMatch: LONG_FILES, use: CHROMIUM },
    { name: "chromium", testIgnore: LONG_FILES, use: CHROMIUM },
  ],
});

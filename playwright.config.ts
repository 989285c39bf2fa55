import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/harness/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/harness/global-setup.ts",
  fullyParallel: false,
  // Two workers took 11 instead of 14 minutes here but did not pass three runs in a row: each run
  // met a timing fault of the app (ADR 0042). Switch once three runs with --workers=2 pass.
  workers: 1,
  // A flaky test is a bug to fix, not to retry (ADR 0008).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  use: {
    screenshot: "only-on-failure",
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot;
    // the trace's screencast is left out: recording it for every test cost a third more CPU and
    // test time (4 tests: 62 s against 46 s of CPU, ADR 0028).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});

import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { compiledCatalogs } from "./scripts/lib/catalogs.ts";

/**
 * Web tests that replace modules with vi.mock: a mock must be in place before the module is first
 * imported, which a module graph shared between files cannot promise, so these run isolated.
 * scripts/vitest-config.test.ts fails when a file that mocks is missing here.
 */
export const MOCKING_FILES = [
  "src/components/profile-menu.test.tsx",
  "src/features/admin/account-actions.test.tsx",
  "src/features/admin/admin-page.test.tsx",
  "src/features/admin/export-xapi-button.test.tsx",
  "src/features/assignments/assignments-page.test.tsx",
  "src/features/assignments/student/submission-form.test.tsx",
  "src/features/assignments/teacher/post-assignment-form.test.tsx",
  "src/features/auth/invite-page.test.tsx",
  "src/features/auth/login-page.test.tsx",
  "src/features/auth/register-page.test.tsx",
  "src/features/chat/chat-room-page.test.tsx",
  "src/features/courses/add-course/add-course-page.test.tsx",
  "src/features/courses/course-page/course-page.test.tsx",
  "src/features/courses/course-page/video-upload.test.tsx",
  "src/features/grading/also-grading.test.tsx",
  "src/features/profile/settings-page.test.tsx",
  "src/lib/auth/account-course.test.ts",
  "src/lib/auth/clerk-google.test.tsx",
];

/** The app's import aliases (as in vite.config.ts). */
const ALIASES = {
  "@": path.resolve(import.meta.dirname, "src"),
  "@convex": path.resolve(import.meta.dirname, "convex"),
};

/** A browser-side test project: React, the app's aliases, jsdom and the shared set-up. */
function web(name: string, test: { include: string[]; exclude?: string[]; isolate?: boolean; pool?: "vmThreads" }) {
  return {
    plugins: [react(), compiledCatalogs()],
    resolve: { alias: ALIASES },
    test: { name, environment: "jsdom" as const, setupFiles: ["src/test-setup.ts"], ...test },
  };
}

export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps a core for its main process (cores - 1), which is
    // one worker on a 2-core machine: 137 s against 94 s with two, back to back, same load (ADR 0045).
    maxWorkers: "100%",
    // The console mail transport (convex/mailer.ts) logs each mail the app sends, about a thousand
    // in a run; tests read them through a spy on console.log, the run's output needs none of them.
    onConsoleLog: (log) => (log.startsWith("[mail] (not sent") ? false : undefined),
    projects: [
      {
        test: {
          name: "convex",
          include: ["convex/**/*.test.ts"],
          environment: "edge-runtime",
          server: { deps: { inline: ["convex-test"] } },
          // One module graph per worker instead of one per file: re-importing the app's modules
          // for each of the 60-odd files was two thirds of the project's CPU time (97 s of import).
          // Each test builds its own convex-test database; what a file changes beyond that is
          // undone at its end by vitest.setup.ts.
          isolate: false,
          setupFiles: ["convex/vitest.setup.ts"],
        },
      },
      {
        // The offline backend's UploadThing stand-in is tested with the app's upload code.
        plugins: [compiledCatalogs()],
        resolve: { alias: ALIASES },
        test: {
          name: "backend",
          include: ["offline-backend/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      web("web", {
        include: ["src/**/*.test.{ts,tsx}"],
        exclude: MOCKING_FILES,
        // One jsdom and one module graph per worker instead of per file: the web project took 95 s
        // isolated and 43 s shared, back to back. Each test renders into a fresh document
        // (src/test-setup.ts cleans up); files that replace modules with vi.mock run isolated below.
        isolate: false,
      }),
      // Each file in a fresh VM context of a long-lived worker (vmThreads) instead of a fresh
      // process: as isolated (its own module graph, so its mocks meet no module imported before),
      // at 30 s of CPU against 46–48 s (forks or threads) for the 18 files (ADR 0070).
      web("web-mocks", { include: MOCKING_FILES, pool: "vmThreads" }),
    ],
  },
});

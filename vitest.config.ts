import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps a core for its main process (cores - 1), which is
    // one worker on a 2-core machine: 137 s against 94 s with two, back to back, same load (ADR 0045).
    maxWorkers: "100%",
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
      {
        plugins: [react()],
        resolve: {
          alias: {
            "@": path.resolve(import.meta.dirname, "src"),
            "@convex": path.resolve(import.meta.dirname, "convex"),
          },
        },
        test: {
          name: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test-setup.ts"],
        },
      },
    ],
  },
});

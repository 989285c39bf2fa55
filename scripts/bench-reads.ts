/**
 * Documents read at large data sizes (ADR 0045): the read-count tests of convex/ at the sizes the
 * suite no longer runs (100,000 chat messages, 10,000 quiz attempts, 10,000 events, a 200 × 10
 * grade book, ...), printing their figures ("[reads]", "[bytes]", "[figures]" lines):
 *   npm run bench:reads [-- bench|smoke|full]
 * The suite runs the same tests small and asserts budgets; here they run again at
 *  - bench (the default): the sizes the suite ran until ADR 0045, a few minutes;
 *  - full: the sizes of the docs' figures (1,000,000 events: docs/admin.md, docs/notifications.md),
 *    many minutes;
 *  - smoke: the suite's sizes, to check the script runs (npm run bench:smoke).
 * The files are every convex/ test that imports convex/figures.setup.ts (where the sizes live).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const MODES = { bench: "bench", full: "1", smoke: "smoke" } as const;
const mode = (process.argv[2] ?? "bench") as keyof typeof MODES;
if (!(mode in MODES)) throw new Error(`usage: bench-reads.ts [${Object.keys(MODES).join("|")}]`);

const root = path.resolve(import.meta.dirname, "..");
const files = readdirSync(path.join(root, "convex"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".test.ts"))
  .filter((name) => /from "(\.\.?\/)+figures\.setup"/.test(readFileSync(path.join(root, "convex", name), "utf8")))
  .map((name) => `convex/${name}`)
  .sort();
if (files.length === 0) throw new Error("no convex test imports figures.setup");

console.log(`bench:reads (${mode}): ${files.join(", ")}`);
const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "convex", "--reporter=verbose", ...files],
  { cwd: root, stdio: "inherit", env: { ...process.env, FIGURES: MODES[mode] } },
);
process.exit(result.status ?? 1);

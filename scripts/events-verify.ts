/**
 * `npm run events:verify [-- small|sample|bench]` (ADR 0049): builds the sample school through the
 * real functions, replays the event log into empty projected tables and compares them document
 * by document (convex/events/verify.test.ts). Prints one line,
 * `events:verify identical (<events> events, <tables> tables)`, and exits non-zero on a difference.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const size = process.argv[2] ?? "sample";
const root = path.resolve(import.meta.dirname, "..");
const started = performance.now();
const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "convex", "convex/events/verify.test.ts"],
  { cwd: root, encoding: "utf8", env: { ...process.env, EVENTS_VERIFY: size }, maxBuffer: 256 * 1024 * 1024 },
);
// eslint-disable-next-line no-control-regex -- the colour codes vitest writes
const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, "");
const line = output.split("\n").find((text) => text.startsWith("events:verify "));
if (result.status !== 0 || line === undefined || !line.startsWith("events:verify identical")) {
  process.stdout.write(output);
  console.error(line ?? "events:verify did not run to its comparison");
  process.exit(result.status === 0 ? 1 : (result.status ?? 1));
}
console.log(line);
console.log(`(${size}; ${((performance.now() - started) / 1000).toFixed(1)} s in all)`);

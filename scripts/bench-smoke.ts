/**
 * Every benchmark once at a tiny size, to prove it still runs (ADR 0045): `npm run bench:smoke`.
 * Its figures mean nothing; each bench's own script gives those. Runs them one after another
 * (two cores), prints each one's exit code and time, and exits 1 if any failed. The browser
 * benches (bench-landing-js, bench-web) take the production build in dist/ (`npm run build`); with
 * none there they are reported as skipped, which does not fail the smoke.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const root = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "bench-smoke-"));
const built = existsSync(path.join(root, "dist", "index.html"));
const tsx = (script: string, ...args: string[]) => ["--import", "tsx", `scripts/${script}`, ...args];

type Bench = { name: string; args: string[]; needsBuild?: boolean };
const BENCHES: Bench[] = [
  { name: "reads", args: tsx("bench-reads.ts", "smoke") },
  { name: "certificate", args: tsx("bench-certificate.ts", "2") },
  { name: "fanout", args: tsx("bench-fanout.ts", "3", "5") },
  // 7 accounts: more than one browser may sign up (the per-client limit is 5).
  { name: "chat-fanout", args: tsx("bench-chat-fanout.ts", "7", "3") },
  { name: "assignment-live", args: tsx("bench-assignment-live.ts", "2") },
  { name: "quiz-clock", args: tsx("bench-quiz-clock.ts", "2", "2") },
  { name: "upload", args: tsx("bench-upload.ts", "1", "1") },
  { name: "sign-in-queue", args: tsx("bench-sign-in-queue.ts", "6", "3") },
  {
    name: "scale",
    args: [
      "--max-old-space-size=4096",
      ...tsx("bench-scale.ts", "--scale=0.001", "--budgets=report", `--out=${scratch}/scale.json`),
    ],
  },
  { name: "landing-js", args: tsx("bench-landing-js.ts", "/", "--dist=dist"), needsBuild: true },
  {
    name: "web",
    args: tsx("bench-web.ts", "--runs=1", "--pages=home", "--presets=desktop", "--dist=dist"),
    needsBuild: true,
  },
];

const only = process.argv.slice(2);
const chosen = only.length > 0 ? BENCHES.filter((bench) => only.includes(bench.name)) : BENCHES;

/** Runs one bench, its output prefixed with its name; resolves with its exit code. */
async function run(bench: Bench): Promise<number> {
  const child = spawn(process.execPath, bench.args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const code = await new Promise<number>((resolve) =>
    child.once("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))),
  );
  if (code !== 0) console.log(`--- ${bench.name} failed (exit ${code}); the end of its output:\n${tail}\n---`);
  return code;
}

const results: { name: string; status: string; seconds: number }[] = [];
const started = performance.now();
console.log(
  `bench:smoke, load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(", ")}`,
);
for (const bench of chosen) {
  if (bench.needsBuild === true && !built) {
    results.push({ name: bench.name, status: "skipped (no dist/: npm run build)", seconds: 0 });
    console.log(`${bench.name}: skipped, no production build in dist/`);
    continue;
  }
  const t0 = performance.now();
  const code = await run(bench);
  const seconds = (performance.now() - t0) / 1000;
  results.push({ name: bench.name, status: code === 0 ? "ok" : `FAILED (exit ${code})`, seconds });
  console.log(`${bench.name}: ${code === 0 ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s`);
}
rmSync(scratch, { recursive: true, force: true });

const total = (performance.now() - started) / 1000;
console.log(
  `\n| bench | result | time |\n| --- | --- | ---: |\n` +
    results.map((r) => `| ${r.name} | ${r.status} | ${r.seconds.toFixed(1)} s |`).join("\n") +
    `\n\nbench:smoke: ${total.toFixed(1)} s, load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(", ")}`,
);
process.exit(results.some((r) => r.status.startsWith("FAILED")) ? 1 : 0);

/**
 * The cost of one acknowledged write on the offline backend: N sequential `counters:bump`
 * mutations of the fixture project through a ConvexClient, each timed from the call to its
 * acknowledgement, against a data folder on disk (the journal's fdatasync is in every write) and
 * in memory (no disk at all).
 *
 *   node --import tsx offline-backend/bench-writes.ts [writes=300] [disk|memory=disk]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startOfflineBackend } from "./server.ts";
import { FIXTURE_MODULES, mutationRef, newClient } from "./test-helpers.ts";

const writes = Number(process.argv[2] ?? 300);
const mode = process.argv[3] === "memory" ? "memory" : "disk";
const dataDir = mode === "disk" ? mkdtempSync(path.join(tmpdir(), "lyceum-bench-writes-")) : null;

const backend = await startOfflineBackend({ port: 0, dataDir, modulesDir: FIXTURE_MODULES });
const client = newClient(backend.url);
const bump = mutationRef("counters:bump");
for (let i = 0; i < 20; i++) await client.mutation(bump, { name: "warm-up" });

const samples: number[] = [];
const started = performance.now();
for (let i = 0; i < writes; i++) {
  const t0 = performance.now();
  await client.mutation(bump, { name: `c${i % 10}` });
  samples.push(performance.now() - t0);
}
const total = performance.now() - started;
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
console.log(
  `${mode}: ${writes} acknowledged writes in ${total.toFixed(0)} ms: mean ${(total / writes).toFixed(2)} ms, ` +
    `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
);
await client.close();
await backend.stop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

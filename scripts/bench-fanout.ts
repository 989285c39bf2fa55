/**
 * Fan-out benchmark of the offline backend (offline-backend/):
 *   node --import tsx scripts/bench-fanout.ts [subscribers=50] [mutations=100]
 * Starts the backend in memory with the test fixture project, subscribes N ConvexClients to one
 * query, has another client run M mutations one after another, and measures the time from each
 * mutation call to each subscriber seeing its result. Clients run in the same process as the
 * backend, so the figures include the clients' own work.
 */
import { performance } from "node:perf_hooks";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend } from "../offline-backend/server.ts";
import { FIXTURE_MODULES, mutationRef, newClient, queryRef, waitFor } from "../offline-backend/test-helpers.ts";

const SUBSCRIBERS = Math.min(Number(process.argv[2] ?? 50), 500);
const MUTATIONS = Math.min(Number(process.argv[3] ?? 100), 1000);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const callStarted = performance.now();
const backend = await startOfflineBackend({ port: 0, dataDir: null, modulesDir: FIXTURE_MODULES });
const startupCall = performance.now() - callStarted;

const clients: ConvexClient[] = [];
try {
  /** seen[i][k] = when subscriber i first saw counter value k. */
  const seen: Map<number, number>[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const client = newClient(backend.url);
    clients.push(client);
    const times = new Map<number, number>();
    seen.push(times);
    client.onUpdate(queryRef("counters:get"), { name: "bench" }, (value) => {
      const k = Number(value);
      if (!times.has(k)) times.set(k, performance.now());
    });
  }
  await waitFor("all subscribers", () => seen.every((times) => times.has(0)), 30_000);

  const writer = newClient(backend.url);
  clients.push(writer);
  const fanout: number[] = [];
  const roundTrips: number[] = [];
  const benchStarted = performance.now();
  for (let k = 1; k <= MUTATIONS; k++) {
    const started = performance.now();
    await writer.mutation(mutationRef("counters:bump"), { name: "bench" });
    roundTrips.push(performance.now() - started);
    await waitFor(`update ${k}`, () => seen.every((times) => times.has(k)), 10_000);
    for (const times of seen) fanout.push((times.get(k) ?? NaN) - started);
  }
  const total = performance.now() - benchStarted;
  fanout.sort((a, b) => a - b);
  roundTrips.sort((a, b) => a - b);

  console.log(`Offline backend fan-out: ${SUBSCRIBERS} subscribers, ${MUTATIONS} sequential mutations`);
  console.log(`  start-up: ${fmt(backend.startupMs)} inside startOfflineBackend (${fmt(startupCall)} for the call)`);
  console.log(
    `  mutation -> subscriber update: p50 ${fmt(percentile(fanout, 50))}, p95 ${fmt(percentile(fanout, 95))}, max ${fmt(fanout.at(-1) ?? NaN)} (${fanout.length} samples)`,
  );
  console.log(
    `  mutation round trip (promise resolved): p50 ${fmt(percentile(roundTrips, 50))}, p95 ${fmt(percentile(roundTrips, 95))}`,
  );
  console.log(`  wall time: ${fmt(total)} (the loop waits for every subscriber before the next mutation)`);
} finally {
  await Promise.all(clients.map((client) => client.close()));
  await backend.stop();
}

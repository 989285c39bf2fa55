/**
 * Shared pieces of the benchmarks that run the offline backend with the real convex/ modules
 * (scripts/bench-assignment-live.ts, bench-chat-fanout.ts, bench-quiz-clock.ts): signed-in
 * clients through Convex Auth, uploads the way the browser does them, percentiles and the
 * machine's load. Not a test helper: the benchmarks are run by hand and print figures.
 */
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "../../offline-backend/server.ts";
import { actionRef, mutationRef, newClient, queryRef, signUp, waitFor } from "../../offline-backend/test-helpers.ts";

export { actionRef, mutationRef, newClient, queryRef, waitFor };

/** A number from the command line, defaulting and capped. */
export function argNumber(index: number, fallback: number, max: number): number {
  const raw = process.argv[index];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`argument ${index - 1} must be a positive number`);
  return Math.min(Math.floor(value), max);
}

/** The nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** "p50 …, p95 …, max … (n samples)" of some durations. */
export function distribution(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    `p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, ` +
    `max ${fmt(sorted.at(-1) ?? NaN)} (${sorted.length} samples)`
  );
}

/** The 1/5/15-minute load averages and the core count, to print next to each figure. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `load average ${one}, ${five}, ${fifteen} (1/5/15 min)`;
}

/**
 * The offline backend in memory with the app's convex/ modules; Convex Auth's per-sign-in info
 * lines are turned off (AUTH_LOG_LEVEL=WARN) so that the figures are readable.
 */
export async function startAppBackend(options: { seed?: boolean } = {}): Promise<OfflineBackend> {
  return await startOfflineBackend({ port: 0, dataDir: null, env: { AUTH_LOG_LEVEL: "WARN" }, seed: options.seed });
}

export type SignedIn = { client: ConvexClient; token: string; userId: string };

/**
 * Signs an account up through Convex Auth's `auth:signIn` (password provider, the app's sign-up
 * fields), authenticates the client's socket with the token and waits for `accounts/users:me`.
 */
export async function signedInClient(
  url: string,
  email: string,
  profile: { displayName: string; role: "student" | "teacher" },
  clients: ConvexClient[],
): Promise<SignedIn> {
  const client = newClient(url);
  clients.push(client);
  // Each account from a "browser" of its own (a fresh client id, as tests/e2e's signInAs does):
  // sign-ups are limited per browser, and a bench signs up more accounts than one browser may.
  const token = await signUp(client, email, { ...profile, clientId: randomUUID() });
  client.setAuth(async () => token);
  return { client, token, userId: await userIdOf(client) };
}

/** Another connection of an already signed-in account (a second tab): same token, own socket. */
export async function secondTab(url: string, token: string, clients: ConvexClient[]): Promise<ConvexClient> {
  const client = newClient(url);
  clients.push(client);
  client.setAuth(async () => token);
  await userIdOf(client);
  return client;
}

async function userIdOf(client: ConvexClient): Promise<string> {
  let id: string | undefined;
  const unsubscribe = client.onUpdate(queryRef("accounts/users:me"), {}, (value) => {
    id = (value as { _id?: string } | null)?._id;
  });
  try {
    return await waitFor("accounts/users:me with a profile", () => id, 30_000);
  } finally {
    unsubscribe();
  }
}

/** A minimal PDF: enough for the server's magic-byte check ("%PDF-"). */
export function smallPdf(bytes = 2048): Blob {
  const body = new Uint8Array(bytes).fill(0x20);
  body.set(new TextEncoder().encode("%PDF-1.4\n% Lyceum benchmark\n"));
  body.set(new TextEncoder().encode("\n%%EOF\n"), bytes - 7);
  return new Blob([body], { type: "application/pdf" });
}

/**
 * Uploads like the browser's upload helper with Convex storage: files.startUpload, POST of the
 * bytes to the returned URL, files.finishUpload (type and size checked on the server). Returns the
 * file record id.
 */
export async function uploadFile(
  client: ConvexClient,
  purpose: "submission" | "assignmentQuestion",
  name: string,
  blob: Blob,
): Promise<string> {
  const started = (await client.mutation(mutationRef("accounts/files:startUpload"), {
    purpose,
    name,
    size: blob.size,
    contentType: blob.type,
  })) as { provider: string; uploadUrl: string; key: string };
  if (started.provider !== "convex") throw new Error(`expected Convex storage, got ${started.provider}`);
  const response = await fetch(started.uploadUrl, {
    method: "POST",
    headers: { "Content-Type": blob.type },
    body: blob,
  });
  if (!response.ok) throw new Error(`upload POST answered ${response.status}`);
  const { storageId } = (await response.json()) as { storageId: string };
  return (await client.action(actionRef("accounts/files:finishUpload"), {
    key: started.key,
    storageId,
    purpose,
  })) as string;
}

/** Closes every client, then stops the backend. */
export async function closeAll(clients: ConvexClient[], stop: () => Promise<void>): Promise<void> {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await stop();
}

/** performance.now() when called: a shorthand for the scripts. */
export const now = () => performance.now();

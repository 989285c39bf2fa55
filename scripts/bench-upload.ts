/**
 * Upload throughput of a course video to the offline backend:
 *   node --import tsx scripts/bench-upload.ts [megabytes=100] [runs=3]
 * Starts the backend in memory with the real convex/ modules, signs up a teacher, then for each
 * run: asks for an upload URL (files.startUpload), POSTs a WebM-signed body of the given size over HTTP (as the
 * browser does), and has the server check and record it (files.finishUpload). Prints each step's
 * time and the throughput of the POST and of the whole upload.
 */
import { performance } from "node:perf_hooks";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend } from "../offline-backend/server.ts";
import { actionRef, mutationRef, newClient } from "../offline-backend/test-helpers.ts";

const MEGABYTES = Math.min(Number(process.argv[2] ?? 100), 2000);
const RUNS = Math.min(Number(process.argv[3] ?? 3), 20);
const bytes = MEGABYTES * 1024 * 1024;

const backend = await startOfflineBackend({ port: 0, dataDir: null });
const client: ConvexClient = newClient(backend.url);
try {
  const signIn = (await client.action(actionRef("auth:signIn"), {
    provider: "password",
    params: {
      email: "bench@lyceum.test",
      password: "a long enough password",
      flow: "signUp",
      displayName: "Bench Teacher",
      role: "teacher",
    },
  })) as { tokens?: { token: string } | null };
  const token = signIn.tokens?.token;
  if (!token) throw new Error("sign-up gave no token");
  client.setAuth(async () => token);

  // A WebM header followed by filler: enough for the server's magic-byte check.
  const body = new Uint8Array(bytes);
  body.set([0x1a, 0x45, 0xdf, 0xa3]);
  for (let i = 4; i < bytes; i += 4096) body[i] = i & 0xff;
  const blob = new Blob([body], { type: "video/webm" });

  const mbps = (ms: number) => `${(MEGABYTES / (ms / 1000)).toFixed(1)} MB/s`;
  for (let run = 1; run <= RUNS; run++) {
    const t0 = performance.now();
    const { uploadUrl, key } = (await client.mutation(mutationRef("accounts/files:startUpload"), {
      purpose: "courseVideo",
      name: `bench-${run}.webm`,
      size: bytes,
      contentType: "video/webm",
    })) as { uploadUrl: string; key: string };
    const t1 = performance.now();
    const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "video/webm" }, body: blob });
    const { storageId } = (await response.json()) as { storageId: string };
    const t2 = performance.now();
    await client.action(actionRef("accounts/files:finishUpload"), { key, storageId, purpose: "courseVideo" });
    const t3 = performance.now();
    console.log(
      `run ${run}: ${MEGABYTES} MB — upload URL ${(t1 - t0).toFixed(0)} ms, POST ${(t2 - t1).toFixed(0)} ms (${mbps(t2 - t1)}), ` +
        `check + record ${(t3 - t2).toFixed(0)} ms; whole upload ${(t3 - t0).toFixed(0)} ms (${mbps(t3 - t0)})`,
    );
  }
} finally {
  await client.close();
  await backend.stop();
}

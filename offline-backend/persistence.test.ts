/**
 * Snapshot and blobs across a clean restart, with the fixture project: documents come back, and stored
 * files are served again by the signed URL they had (the signing key is kept in the data folder).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { FIXTURE_MODULES, mutationRef, newClient, queryRef } from "./test-helpers.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-offline-persist-"));
let backend: OfflineBackend | null = null;
const clients: ConvexClient[] = [];

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function client(url: string): ConvexClient {
  const created = newClient(url);
  clients.push(created);
  return created;
}

describe("offline backend persistence (fixture project)", () => {
  it("keeps documents and serves stored files by their URL after a restart", async () => {
    backend = await startOfflineBackend({ port: 0, dataDir, modulesDir: FIXTURE_MODULES });
    const c = client(backend.url);
    const bytes = new Uint8Array(64 * 1024).map((_, i) => (i * 7) % 256);
    const uploadUrl = await c.mutation(mutationRef("files:generateUploadUrl"), {});
    const uploaded = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes });
    const { storageId } = (await uploaded.json()) as { storageId: string };
    const saved = await c.mutation(mutationRef("files:save"), { storageId });
    await c.mutation(mutationRef("counters:bump"), { name: "kept" });

    await Promise.all(clients.splice(0).map((closing) => closing.close()));
    await backend.stop();
    expect(readdirSync(path.join(dataDir, "blobs"))).toHaveLength(1);
    backend = await startOfflineBackend({ port: 0, dataDir, modulesDir: FIXTURE_MODULES });
    expect(backend.restoredDocuments).toBeGreaterThan(0);

    const again = client(backend.url);
    expect(await again.query(queryRef("counters:get"), { name: "kept" })).toBe(1);
    const [stored] = (await again.query(queryRef("files:list"), {})) as { url: string }[];
    expect(stored?.url).toBe(saved.url.replace(/^http:\/\/[^/]+/, backend.url));
    const served = await fetch(stored?.url ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });
});

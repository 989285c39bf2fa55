/** BlobStore on disk: snapshot-time sync next to uploads in progress, and the sweep at start. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BlobStore } from "./blob-store.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-blob-store-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("BlobStore", () => {
  it("keeps the file of an upload assigned while a sync is writing", async () => {
    const store = new BlobStore(dataDir);
    const blobs = path.join(dataDir, "blobs");
    store.assign("1old", "upload-old");
    writeFileSync(path.join(blobs, "upload-old"), "deleted since");
    const syncing = store.sync(new Map([["2live", new Blob([new Uint8Array(256 * 1024)])]]));
    writeFileSync(path.join(blobs, "upload-new"), "just uploaded");
    store.assign("3new", "upload-new");
    await syncing;
    expect(existsSync(path.join(blobs, "upload-new"))).toBe(true);
    expect(store.files.get("3new")).toBe("upload-new");
    expect(existsSync(path.join(blobs, "stored-2live"))).toBe(true);
    expect(existsSync(path.join(blobs, "upload-old"))).toBe(false);
    expect(store.files.has("1old")).toBe(false);
  });

  it("removes files nothing refers to once, at start", async () => {
    const store = new BlobStore(dataDir);
    const blobs = path.join(dataDir, "blobs");
    store.files.set("2live", "stored-2live");
    await store.removeUnreferenced();
    expect(existsSync(path.join(blobs, "stored-2live"))).toBe(true);
    expect(existsSync(path.join(blobs, "upload-new"))).toBe(false);
  });
});

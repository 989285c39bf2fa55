/**
 * Keeps the fake database on disk: `snapshot.json` holds every committed document of every table
 * (system `_storage` and `_scheduled_functions` included) with its `_id` and `_creationTime`, plus
 * the id counter; `blobs/` holds file bytes. Saved shortly after writes (debounced) and on shutdown;
 * written asynchronously, in batches of documents, to a temporary file that is then renamed, so a
 * crash leaves the previous snapshot intact and a large save does not hold up requests.
 * Restored by writing straight into convex-test's in-memory tables before anything runs (through
 * ConvexTestInternals, convex-internals.ts).
 */
import { existsSync } from "node:fs";
import { open, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { convexToJson, jsonToConvex, type JSONValue } from "convex/values";
import type { BlobStore } from "./blob-store.ts";
import { tableOfId, type ConvexTestInternals, type StoredDocument } from "./convex-internals.ts";

type Snapshot = {
  format: 1;
  savedAt: string;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: string;
  documents: JSONValue[];
  /** storageId -> file name under blobs/. */
  blobs: Record<string, string>;
};

const SNAPSHOT_FILE = "snapshot.json";
const DEBOUNCE_MS = 250;
const MAX_DELAY_MS = 2_000;
/** Documents serialized per write call; the event loop runs other work between batches. */
const BATCH = 500;

export class Persistence {
  private timer: NodeJS.Timeout | null = null;
  private firstRequestAt = 0;
  private saving: Promise<void> | null = null;
  private again = false;
  private readonly file: string;

  constructor(
    dataDir: string,
    private readonly convex: ConvexTestInternals,
    private readonly blobs: BlobStore,
  ) {
    this.file = path.join(dataDir, SNAPSHOT_FILE);
  }

  /** Loads the snapshot, if any, into the empty database. Returns how many documents it restored. */
  async restore(): Promise<number> {
    const restored = existsSync(this.file) ? await this.load() : 0;
    // Files of entries deleted before the last save, or of uploads cut off by a crash.
    await this.blobs.removeUnreferenced();
    return restored;
  }

  private async load(): Promise<number> {
    const snapshot = JSON.parse(await readFile(this.file, "utf8")) as Snapshot;
    for (const json of snapshot.documents) {
      const doc = jsonToConvex(json) as StoredDocument;
      let blob: Blob | null = null;
      if (tableOfId(doc._id) === "_storage") {
        if (typeof doc.sha256 === "string") this.blobs.indexSha256(doc.sha256, doc._id);
        const file = snapshot.blobs[doc._id];
        const type = typeof doc.contentType === "string" ? doc.contentType : "";
        blob = file ? await this.blobs.open(file, type) : null;
        if (blob && file) this.blobs.files.set(doc._id, file);
        else console.warn(`[offline backend] the bytes of stored file ${doc._id} are missing`);
      }
      this.convex.restoreDocument(doc, blob);
    }
    this.convex.advanceClock({
      nextDocId: snapshot.nextDocId,
      lastCreationTime: snapshot.lastCreationTime,
      lastCommitTs: BigInt(snapshot.lastCommitTs),
    });
    return snapshot.documents.length;
  }

  /** Debounced save after a write. */
  scheduleSave(): void {
    const now = Date.now();
    if (this.timer === null) this.firstRequestAt = now;
    else clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(DEBOUNCE_MS, this.firstRequestAt + MAX_DELAY_MS - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.saveNow();
    }, wait);
  }

  /** Saves now (or right after a save in progress). */
  async saveNow(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.saving) {
      this.again = true;
      await this.saving;
      if (!this.again) return;
    }
    this.again = false;
    this.saving = this.write().finally(() => {
      this.saving = null;
    });
    await this.saving;
  }

  private async write(): Promise<void> {
    // Taken at one instant: commits replace document objects instead of editing them, so these
    // references stay a consistent snapshot while the file is written.
    const documents = this.convex.committedDocuments();
    const clock = this.convex.clock();
    const header = {
      format: 1,
      savedAt: new Date().toISOString(),
      nextDocId: clock.nextDocId,
      lastCreationTime: clock.lastCreationTime,
      lastCommitTs: clock.lastCommitTs.toString(),
    } satisfies Omit<Snapshot, "documents" | "blobs">;
    const live = new Map<string, Blob>();
    for (const doc of documents) {
      const blob = this.convex.storedBlob(doc._id);
      if (tableOfId(doc._id) === "_storage" && blob) live.set(doc._id, blob);
    }
    await this.blobs.sync(live);
    const blobs: Snapshot["blobs"] = Object.fromEntries(this.blobs.files);
    const temporary = `${this.file}.tmp`;
    // Password hashes and sessions are in it: readable by the owner only (mode applies on creation;
    // chmod covers a temporary file left behind by a crash).
    const out = await open(temporary, "w", 0o600);
    try {
      await out.chmod(0o600);
      // The same JSON as JSON.stringify(snapshot), written a batch of documents at a time.
      await out.write(`${JSON.stringify({ ...header, blobs }).slice(0, -1)},"documents":[`);
      for (let start = 0; start < documents.length; start += BATCH) {
        const batch = documents.slice(start, start + BATCH).map((doc) => JSON.stringify(convexToJson(doc)));
        await out.write(`${start > 0 ? "," : ""}${batch.join(",")}`);
      }
      await out.write("]}");
    } finally {
      await out.close();
    }
    await rename(temporary, this.file);
  }
}

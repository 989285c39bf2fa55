/**
 * Where file bytes live. In memory mode they are plain Blobs; with a data folder, uploads stream
 * straight to `blobs/` and are served from there as file-backed Blobs (fs.openAsBlob), so a large
 * upload never has to sit in memory between requests. Blobs that functions store themselves
 * (ctx.storage.store) are written out at snapshot time.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, openAsBlob, rmSync } from "node:fs";
import { open, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { copyStream, readBody } from "./http-util.ts";

/** An upload body longer than the backend's cap. */
export class UploadTooLarge extends Error {
  override name = "UploadTooLarge";
}

/** Passes bytes through until more than `maxBytes` have gone by, then fails with UploadTooLarge. */
function sizeCap(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new UploadTooLarge(`more than ${maxBytes} bytes`) : null, chunk);
    },
  });
}

/** Flushes a file's bytes to disk. */
async function datasync(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Makes a directory's entries (a new file's name) durable. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class BlobStore {
  /** storageId -> file name under blobs/. */
  readonly files = new Map<string, string>();
  private readonly dir: string | null;

  constructor(dataDir: string | null) {
    this.dir = dataDir ? path.join(dataDir, "blobs") : null;
    if (this.dir) mkdirSync(this.dir, { recursive: true, mode: 0o700 });
  }

  /**
   * Takes an upload body; returns the Blob to store and, when on disk, its file name. Throws an
   * UploadTooLarge (and keeps nothing) once more than `maxBytes` have arrived.
   */
  async receive(body: Readable, type: string, maxBytes: number): Promise<{ blob: Blob; file: string | null }> {
    if (this.dir === null) {
      const bytes = await readBody(body.pipe(sizeCap(maxBytes)));
      // Node's Buffers are views of plain ArrayBuffers (never shared), which is what BlobPart wants.
      return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), file: null };
    }
    const file = `upload-${randomUUID()}`;
    const full = path.join(this.dir, file);
    try {
      await pipeline(body, sizeCap(maxBytes), createWriteStream(full, { mode: 0o600 }));
      // On disk, name included, before the upload is stored and answered (persistence.ts).
      await datasync(full);
      await syncDir(this.dir);
    } catch (error) {
      rmSync(full, { force: true });
      throw error;
    }
    return { blob: await openAsBlob(full, { type }), file };
  }

  assign(storageId: string, file: string | null): void {
    if (file !== null) this.files.set(storageId, file);
  }

  discard(file: string | null): void {
    if (file !== null && this.dir) rmSync(path.join(this.dir, file), { force: true });
  }

  async open(file: string, type: string): Promise<Blob | null> {
    if (!this.dir) return null;
    const full = path.join(this.dir, file);
    return existsSync(full) ? await openAsBlob(full, { type }) : null;
  }

  /**
   * Writes the blobs of `live` that are not on disk yet and removes the files of entries that are
   * not in `live`. Which entries are gone is decided before the first await: an upload assigned
   * while this runs is newer than `live` and must be kept.
   */
  async sync(live: ReadonlyMap<string, Blob>): Promise<void> {
    if (!this.dir) return;
    const dead = [...this.files].filter(([storageId]) => !live.has(storageId));
    const missing = [...live].filter(([storageId]) => !this.files.has(storageId));
    for (const [storageId, file] of dead) {
      this.files.delete(storageId);
      await rm(path.join(this.dir, file), { force: true });
    }
    for (const [storageId, blob] of missing) {
      const file = `stored-${storageId}`;
      const full = path.join(this.dir, file);
      const out = createWriteStream(full, { mode: 0o600 });
      try {
        await copyStream(blob.stream(), out);
      } finally {
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
      }
      await datasync(full);
      // An upload may have assigned its own file for this entry meanwhile: keep that one.
      if (this.files.has(storageId)) await rm(full, { force: true });
      else this.files.set(storageId, file);
    }
    if (missing.length > 0) await syncDir(this.dir);
  }

  /** At start, once the snapshot is restored: deletes every file no entry refers to (leftovers). */
  async removeUnreferenced(): Promise<void> {
    if (!this.dir) return;
    const keep = new Set(this.files.values());
    for (const file of await readdir(this.dir)) {
      if (!keep.has(file)) await rm(path.join(this.dir, file), { force: true });
    }
  }
}

/**
 * Signed storage URLs. `ctx.storage.getUrl(id)` answers `<deployment>/api/storage/<id>?sig=<HMAC>`
 * (convex-test's own URL names the file by its sha256, and the route used to take a bare id too:
 * `/api/storage/<sequential id>` handed any stored file to anyone). The signature is an
 * HMAC-SHA256 of the id under a key only this backend knows, so a URL cannot be guessed or made
 * from an id; the route refuses a missing or wrong one exactly like a file that does not exist.
 *
 * No expiry: apps keep these URLs in query results (live as long as the subscription) and in
 * documents (a profile picture), like the long-lived URLs real Convex hands out. The key is kept
 * in the data folder (`storage-url-key`, 0600), so URLs stay valid across restarts; deleting it
 * (or `--reset`) voids them all. In memory mode a fresh key per start.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const KEY_FILE = "storage-url-key";

export class StorageUrlSigner {
  private constructor(private readonly key: Buffer) {}

  /** The data folder's key (made on first use), or a fresh one in memory mode. */
  static load(dataDir: string | null): StorageUrlSigner {
    const file = dataDir ? path.join(dataDir, KEY_FILE) : null;
    if (file && existsSync(file)) return new StorageUrlSigner(Buffer.from(readFileSync(file, "utf8").trim(), "hex"));
    const key = randomBytes(32);
    if (file) writeFileSync(file, key.toString("hex"), { mode: 0o600 });
    return new StorageUrlSigner(key);
  }

  /** The signature of a storage id (base64url, 256 bits). */
  sign(storageId: string): string {
    return createHmac("sha256", this.key).update(`storage:${storageId}`).digest("base64url");
  }

  /** The path and query of a stored file's URL (after the deployment origin). */
  pathFor(storageId: string): string {
    return `/api/storage/${encodeURIComponent(storageId)}?sig=${this.sign(storageId)}`;
  }

  /** Whether `signature` is this backend's signature of `storageId` (constant time). */
  verify(storageId: string, signature: string | null): boolean {
    if (signature === null) return false;
    const expected = Buffer.from(this.sign(storageId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/**
 * Upload tokens the backend issues itself. convex-test's generateUploadUrl() puts `Math.random()`
 * in the URL and nothing checks it; here every upload URL a function generates carries a fresh
 * random token (convex-internals.ts swaps it in), and POST /api/storage/upload takes only such a
 * token, once, within an hour (like Convex's upload URLs). Held in memory: a restart voids them.
 */
import { randomBytes } from "node:crypto";

/** How long an upload URL stays valid (Convex's: one hour). */
export const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tokens kept at most; the oldest are forgotten first (bounded memory). */
const MAX_OUTSTANDING = 10_000;

export class UploadTokens {
  /** token -> expiry (ms since the epoch), in issue order. */
  private readonly issued = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    const token = randomBytes(24).toString("base64url");
    this.issued.set(token, this.now() + UPLOAD_TOKEN_TTL_MS);
    while (this.issued.size > MAX_OUTSTANDING) {
      const oldest = this.issued.keys().next().value;
      if (oldest === undefined) break;
      this.issued.delete(oldest);
    }
    return token;
  }

  /** True (and the token is used up) when this backend issued it and it has not expired. */
  consume(token: string | null): boolean {
    if (!token) return false;
    const expiresAt = this.issued.get(token);
    if (expiresAt === undefined) return false;
    this.issued.delete(token);
    return expiresAt > this.now();
  }
}

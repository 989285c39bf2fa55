import type { ServerMessageKey } from "../../shared/messages";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { generateFileKey, type IngestFile, type UploadThingConfig } from "./uploadthing";

const KEY_ATTEMPTS = 5;

/** What the user is told when an upload cannot be finished (both providers). */
export const UPLOAD_MESSAGES = {
  notArrived: "server.uploads.notArrived",
  notFound: "server.uploads.notFound",
  expired: "server.uploads.expired",
  otherPurpose: "server.uploads.otherPurpose",
} as const satisfies Record<string, ServerMessageKey>;

/**
 * Pending Convex-storage uploads get keys of their own, told apart by this prefix (UploadThing's
 * keys are letters and digits only).
 */
const CONVEX_KEY_PREFIX = "convex:";

export function newConvexUploadKey(): string {
  return `${CONVEX_KEY_PREFIX}${crypto.randomUUID()}`;
}

export function isConvexUploadKey(key: string): boolean {
  return key.startsWith(CONVEX_KEY_PREFIX);
}

export async function findPendingUpload(ctx: QueryCtx, key: string): Promise<Doc<"pendingUploads"> | null> {
  return await ctx.db
    .query("pendingUploads")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

async function keyInUse(ctx: QueryCtx, key: string): Promise<boolean> {
  if ((await findPendingUpload(ctx, key)) !== null) return true;
  const file = await ctx.db
    .query("files")
    .withIndex("by_key", (q) => q.eq("key", key))
    .first();
  return file !== null;
}

/**
 * A server-chosen UploadThing file key no pending upload or stored file uses yet, and the seed it
 * was made from: the file router makes the same key from the same seed (its `getFileHashParts`
 * returns `[seed]`, convex/accounts/uploadthingRouter.ts). UploadThing's keys carry only a 31-bit
 * hash of their seed, so a clash is rare but possible: try again.
 */
export async function newUploadThingKey(
  ctx: QueryCtx,
  config: UploadThingConfig,
  file: IngestFile,
): Promise<{ key: string; seed: string }> {
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
    const seed = crypto.randomUUID();
    const key = generateFileKey(config, file, [seed]);
    if (!(await keyInUse(ctx, key))) return { key, seed };
  }
  throw new Error("Could not choose a free UploadThing file key");
}

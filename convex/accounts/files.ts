import { v, type ConvexError } from "convex/values";
import { asMessage, keyed } from "../shared/messages";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { authedAction, authedMutation, internalMutation, internalQuery } from "../functions";
import { appError } from "../lib/appError";
import { isAppError, type AppErrorData } from "../shared/errors";
import { blobContainsMarkup } from "./model/fileMarkup";
import { assertFileFits, assertMayStartUpload, assertMayUpload, storeFile } from "./model/files";
import { safeFileName, sniffBlob, type FileRule } from "./model/fileTypes";
import { findPendingUpload, isConvexUploadKey, newConvexUploadKey, UPLOAD_MESSAGES } from "./model/pendingUploads";
import { agreedContentType, normalizeType, type ReadBytes } from "./model/uploadChecks";
import { PRESIGNED_URL_TTL_SECONDS, uploadThingConfig } from "./model/uploadthing";
import { takeUploadTokens } from "./model/uploadRateLimit";
import { requireUser } from "./model/users";
import { deploymentConfig } from "../lib/config";
import { UPLOADTHING_ROUTE_PATH } from "../shared/uploadthingRoute";
import { filePurposeValidator, type FilePurpose } from "../schema";

/** Files larger than this are type-checked by their declared type only (see docs/files.md). */
const SNIFF_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long an upload may take between start and finish (the UploadThing URL's lifetime too). */
export const UPLOAD_TTL_MS = PRESIGNED_URL_TTL_SECONDS * 1000;

const { notArrived: NOT_ARRIVED, notFound: NOT_FOUND, expired: EXPIRED } = UPLOAD_MESSAGES;

/**
 * Step 1 of an upload: checks what the browser declares, then says where to send the bytes. Convex
 * storage unless UPLOADTHING_TOKEN is set: the upload is remembered with the caller as its owner
 * (`pendingUploads`, one hour) and only the caller can finish it. With UploadThing, nothing is
 * written here: the browser goes on to the file router (uploadthingRouter.ts, ADR 0064) at
 * `uploadUrl`, whose middleware checks again and remembers the upload.
 */
export const startUpload = authedMutation({
  args: {
    purpose: filePurposeValidator,
    name: v.string(),
    size: v.number(),
    contentType: v.string(),
  },
  returns: v.union(
    v.object({ provider: v.literal("convex"), uploadUrl: v.string(), key: v.string() }),
    // No pending upload yet (no key): the file router at `uploadUrl` makes one as it signs the URL.
    v.object({ provider: v.literal("uploadthing"), uploadUrl: v.string(), key: v.literal("") }),
  ),
  handler: async (ctx, { purpose, name, size, contentType }) => {
    assertMayStartUpload(ctx.user.role, purpose, contentType, size);
    if (uploadThingConfig() !== null) {
      const siteUrl = (deploymentConfig.convexSiteUrl ?? "").replace(/\/+$/, "");
      return { provider: "uploadthing" as const, uploadUrl: `${siteUrl}${UPLOADTHING_ROUTE_PATH}`, key: "" as const };
    }
    // Per person, generous (UPLOAD_RATE): a refused start writes nothing.
    await takeUploadTokens(ctx, ctx.user._id, size);
    const key = newConvexUploadKey();
    const expiresAt = Date.now() + UPLOAD_TTL_MS;
    await ctx.db.insert("pendingUploads", { key, ownerId: ctx.user._id, purpose, name, size, contentType, expiresAt });
    return { provider: "convex" as const, uploadUrl: await ctx.storage.generateUploadUrl(), key };
  },
});

/**
 * Step 2 (Convex storage): the caller's own pending upload `key` takes the bytes stored as
 * `storageId`; their real type (first bytes, and no markup anywhere) and size are checked, and the
 * file is recorded for the caller. Someone else's upload, another purpose, or bytes that are not
 * the ones this upload declared are refused and nothing is deleted; the caller's own refused bytes
 * are deleted and explained.
 */
export const finishUpload = authedAction({
  args: { key: v.string(), storageId: v.id("_storage"), purpose: filePurposeValidator },
  handler: async (ctx, args): Promise<Id<"files">> => {
    // Nothing is read for an upload that is not the caller's (the mutation checks it again).
    await ctx.runQuery(internal.accounts.files.assertOwnConvexUpload, { key: args.key, purpose: args.purpose });
    const blob = await ctx.storage.get(args.storageId);
    if (blob === null) throw appError("NOT_FOUND", NOT_ARRIVED);
    let bytes: ReadBytes | null = null;
    if (blob.size <= SNIFF_LIMIT_BYTES) {
      bytes = { sniffed: await sniffBlob(blob, normalizeType(blob.type)), markup: await blobContainsMarkup(blob) };
    }
    const outcome = await ctx.runMutation(internal.accounts.files.record, { ...args, servedType: blob.type, bytes });
    if (!outcome.ok) throw appError("INVALID", asMessage(outcome.refused));
    return outcome.fileId;
  },
});

const readBytesValidator = v.object({ sniffed: v.union(v.string(), v.null()), markup: v.boolean() });

/** The caller's pending Convex upload under `key`, started for `purpose`; throws otherwise. */
async function ownConvexUpload(ctx: QueryCtx, key: string, purpose: FilePurpose): Promise<Doc<"pendingUploads">> {
  const user = await requireUser(ctx);
  const pending = isConvexUploadKey(key) ? await findPendingUpload(ctx, key) : null;
  if (pending === null || pending.ownerId !== user._id) throw appError("NOT_FOUND", NOT_FOUND);
  if (pending.purpose !== purpose) throw appError("INVALID", UPLOAD_MESSAGES.otherPurpose);
  assertMayUpload(user.role, purpose);
  return pending;
}

export const assertOwnConvexUpload = internalQuery({
  args: { key: v.string(), purpose: filePurposeValidator },
  returns: v.null(),
  handler: async (ctx, { key, purpose }) => {
    await ownConvexUpload(ctx, key, purpose);
    return null;
  },
});

/**
 * Records (or refuses) the bytes of the caller's pending Convex upload. Refusals that are about
 * whose bytes these are throw and change nothing. Once the bytes are shown to be the ones this
 * upload declared (stored after it started, with its size and type), a refusal deletes them and
 * the pending row and is returned, not thrown, so the deletion is kept.
 */
export const record = internalMutation({
  args: {
    key: v.string(),
    storageId: v.id("_storage"),
    purpose: filePurposeValidator,
    /** The type the storage serves the bytes with (the Blob's), when `_storage` has none. */
    servedType: v.string(),
    /** What the action read; null for files too large to read in an action. */
    bytes: v.union(readBytesValidator, v.null()),
  },
  returns: v.union(
    v.object({ ok: v.literal(true), fileId: v.id("files") }),
    v.object({ ok: v.literal(false), refused: v.string() }),
  ),
  handler: async (ctx, { key, storageId, purpose, servedType, bytes }) => {
    const pending = await ownConvexUpload(ctx, key, purpose);
    const stored = await ctx.db.system.get("_storage", storageId);
    if (stored === null) throw appError("NOT_FOUND", NOT_ARRIVED);
    const taken = await ctx.db
      .query("files")
      .withIndex("by_storage", (q) => q.eq("storageId", storageId))
      .first();
    if (taken !== null) throw appError("CONFLICT", "server.accounts.uploadAlreadyUsed");
    const declared = normalizeType(pending.contentType);
    const isThisUpload =
      stored._creationTime >= pending._creationTime &&
      stored.size === pending.size &&
      normalizeType(stored.contentType ?? servedType) === declared;
    if (!isThisUpload) throw appError("NOT_FOUND", NOT_FOUND);

    let contentType: string;
    let rule: FileRule;
    try {
      if (pending.expiresAt <= Date.now()) throw appError("INVALID", EXPIRED);
      // Too large to read: the declared type (which the storage serves) is all there is to judge.
      contentType = bytes === null ? declared : agreedContentType(purpose, declared, bytes);
      rule = assertFileFits(purpose, contentType, stored.size);
    } catch (error) {
      if (!isAppError(error, "INVALID")) throw error;
      await ctx.storage.delete(storageId);
      await ctx.db.delete("pendingUploads", pending._id);
      const { key, params } = (error as ConvexError<AppErrorData>).data;
      return { ok: false as const, refused: keyed(key, params) };
    }
    const safeName = safeFileName(pending.name);
    await ctx.db.delete("pendingUploads", pending._id);
    const fileId = await storeFile(ctx, {
      provider: "convex",
      storageId,
      path: `${rule.folder}/${Date.now()}_${safeName}`,
      name: safeName,
      size: stored.size,
      contentType,
      purpose,
      ownerId: pending.ownerId,
    });
    return { ok: true as const, fileId };
  },
});

const pendingUploadThingValidator = v.union(
  v.object({
    ownerId: v.id("users"),
    contentType: v.string(),
    expiresAt: v.number(),
    purpose: filePurposeValidator,
  }),
  v.null(),
);

async function pendingUploadThing(ctx: QueryCtx, key: string) {
  const pending = isConvexUploadKey(key) ? null : await findPendingUpload(ctx, key);
  if (pending === null) return null;
  const { ownerId, contentType, expiresAt, purpose } = pending;
  return { ownerId, contentType, expiresAt, purpose };
}

/** The caller's pending UploadThing upload under `key` (null for anyone else's or an unknown key). */
export const ownPendingUpload = internalQuery({
  args: { key: v.string() },
  returns: pendingUploadThingValidator,
  handler: async (ctx, { key }) => {
    const user = await requireUser(ctx);
    const pending = await pendingUploadThing(ctx, key);
    return pending !== null && pending.ownerId === user._id ? pending : null;
  },
});

/**
 * The pending UploadThing upload under `key`, whoever started it: for UploadThing's completion
 * callback, which the file router has verified (signed with the API key) and which names the key.
 */
export const pendingUploadThingByKey = internalQuery({
  args: { key: v.string() },
  returns: pendingUploadThingValidator,
  handler: async (ctx, { key }) => await pendingUploadThing(ctx, key),
});

export const dropPendingUpload = internalMutation({
  args: { key: v.string() },
  returns: v.null(),
  handler: async (ctx, { key }) => {
    const pending = await findPendingUpload(ctx, key);
    if (pending !== null) await ctx.db.delete("pendingUploads", pending._id);
    return null;
  },
});

/**
 * Step 2 (UploadThing) ends here, called by `uploadthingNode` with what it read: turns the pending
 * upload of `ownerId` (the caller who finishes it, or the uploader UploadThing's verified callback
 * names by key) into a stored file (a `file_stored` event); the owner is the one who started it.
 */
export const recordUploadThing = internalMutation({
  args: { key: v.string(), ownerId: v.id("users"), url: v.string(), size: v.number(), contentType: v.string() },
  handler: async (ctx, { key, ownerId, url, size, contentType }) => {
    const pending = isConvexUploadKey(key) ? null : await findPendingUpload(ctx, key);
    if (pending === null || pending.ownerId !== ownerId) throw appError("NOT_FOUND", NOT_FOUND);
    if (pending.expiresAt <= Date.now()) throw appError("INVALID", EXPIRED);
    const rule = assertFileFits(pending.purpose, contentType, size);
    const safeName = safeFileName(pending.name);
    await ctx.db.delete("pendingUploads", pending._id);
    return await storeFile(ctx, {
      provider: "uploadthing",
      key,
      url,
      path: `${rule.folder}/${Date.now()}_${safeName}`,
      name: safeName,
      size,
      contentType,
      purpose: pending.purpose,
      ownerId: pending.ownerId,
    });
  },
});

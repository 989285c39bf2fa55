import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { authedAction, authedMutation, internalMutation, internalQuery } from "./functions";
import { appError, isAppError } from "./model/errors";
import { assertDeclaredFileFits, assertFileFits, assertMayUpload } from "./model/files";
import { safeFileName, sniffBlob } from "./model/fileTypes";
import { findPendingUpload, newUploadThingKey, UPLOAD_MESSAGES } from "./model/pendingUploads";
import { PRESIGNED_URL_TTL_SECONDS, signedIngestUrl, uploadThingConfig } from "./model/uploadthing";
import { requireUser } from "./model/users";
import { filePurposeValidator } from "./schema";

/** Files larger than this are type-checked by their declared type only (see docs/files.md). */
const SNIFF_LIMIT_BYTES = 64 * 1024 * 1024;

const { notArrived: NOT_ARRIVED, notFound: NOT_FOUND, expired: EXPIRED } = UPLOAD_MESSAGES;

/**
 * Step 1 of an upload: checks what the browser declares, then says where to send the bytes.
 * Convex storage unless UPLOADTHING_TOKEN is set; then a signed UploadThing ingest URL for a
 * file key chosen here (uploadthing's own key and signing functions) and remembered, with the
 * caller as owner, until `uploadthingNode.finishUploadThing` finishes it.
 */
export const startUpload = authedMutation({
  args: {
    purpose: filePurposeValidator,
    name: v.string(),
    size: v.number(),
    contentType: v.string(),
  },
  returns: v.union(
    v.object({ provider: v.literal("convex"), uploadUrl: v.string() }),
    v.object({ provider: v.literal("uploadthing"), uploadUrl: v.string(), key: v.string() }),
  ),
  handler: async (ctx, { purpose, name, size, contentType }) => {
    assertMayUpload(ctx.user.role, purpose);
    assertDeclaredFileFits(purpose, contentType, size);
    const uploadThing = uploadThingConfig();
    if (uploadThing === null) {
      return { provider: "convex" as const, uploadUrl: await ctx.storage.generateUploadUrl() };
    }
    const now = Date.now();
    const file = { name: safeFileName(name), size, type: contentType || "application/octet-stream" };
    const key = await newUploadThingKey(ctx, uploadThing, file, [file.name, size, contentType, ctx.user._id, now]);
    await ctx.db.insert("pendingUploads", {
      key,
      ownerId: ctx.user._id,
      purpose,
      name,
      size,
      contentType,
      expiresAt: now + PRESIGNED_URL_TTL_SECONDS * 1000,
    });
    const uploadUrl = await signedIngestUrl(uploadThing, key, file);
    return { provider: "uploadthing" as const, uploadUrl, key };
  },
});

/**
 * Step 2 (Convex storage): checks the uploaded bytes (size, real type from the first bytes) and
 * records the file for the caller. A file that breaks the rules is deleted and explained.
 */
export const finishUpload = authedAction({
  args: { storageId: v.id("_storage"), name: v.string(), purpose: filePurposeValidator },
  handler: async (ctx, args): Promise<Id<"files">> => {
    const blob = await ctx.storage.get(args.storageId);
    if (blob === null) throw appError("NOT_FOUND", NOT_ARRIVED);
    let sniffed: string | null = null;
    if (blob.size <= SNIFF_LIMIT_BYTES) {
      // Bytes that prove no known type are refused, whatever the upload claimed.
      sniffed = (await sniffBlob(blob)) ?? "";
    }
    try {
      return await ctx.runMutation(internal.files.record, { ...args, sniffed });
    } catch (error) {
      // Only a refused file is deleted: never one that is missing or already recorded.
      if (isAppError(error, "INVALID") || isAppError(error, "FORBIDDEN")) await ctx.storage.delete(args.storageId);
      throw error;
    }
  },
});

export const record = internalMutation({
  args: {
    storageId: v.id("_storage"),
    name: v.string(),
    purpose: filePurposeValidator,
    sniffed: v.union(v.string(), v.null()),
  },
  handler: async (ctx, { storageId, name, purpose, sniffed }) => {
    const user = await requireUser(ctx);
    assertMayUpload(user.role, purpose);
    const stored = await ctx.db.system.get("_storage", storageId);
    if (stored === null) throw appError("NOT_FOUND", NOT_ARRIVED);
    const taken = await ctx.db
      .query("files")
      .withIndex("by_storage", (q) => q.eq("storageId", storageId))
      .first();
    if (taken !== null) throw appError("CONFLICT", "That upload was already used.");

    const contentType = sniffed ?? stored.contentType ?? "";
    const rule = assertFileFits(purpose, contentType, stored.size);
    const safeName = safeFileName(name);
    return await ctx.db.insert("files", {
      provider: "convex",
      storageId,
      path: `${rule.folder}/${Date.now()}_${safeName}`,
      name: safeName,
      size: stored.size,
      contentType,
      purpose,
      ownerId: user._id,
    });
  },
});

/** The caller's pending upload under `key` (null for anyone else's or an unknown key). */
export const ownPendingUpload = internalQuery({
  args: { key: v.string() },
  returns: v.union(v.object({ contentType: v.string(), expiresAt: v.number() }), v.null()),
  handler: async (ctx, { key }) => {
    const user = await requireUser(ctx);
    const pending = await findPendingUpload(ctx, key);
    if (pending === null || pending.ownerId !== user._id) return null;
    return { contentType: pending.contentType, expiresAt: pending.expiresAt };
  },
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
 * Step 2 (UploadThing) ends here, called by `uploadthingNode.finishUploadThing` with what it read:
 * turns the caller's pending upload into a `files` row; the owner is the one who started it.
 */
export const recordUploadThing = internalMutation({
  args: { key: v.string(), url: v.string(), size: v.number(), contentType: v.string() },
  handler: async (ctx, { key, url, size, contentType }) => {
    const user = await requireUser(ctx);
    const pending = await findPendingUpload(ctx, key);
    if (pending === null || pending.ownerId !== user._id) throw appError("NOT_FOUND", NOT_FOUND);
    if (pending.expiresAt <= Date.now()) throw appError("INVALID", EXPIRED);
    const rule = assertFileFits(pending.purpose, contentType, size);
    const safeName = safeFileName(pending.name);
    await ctx.db.delete("pendingUploads", pending._id);
    return await ctx.db.insert("files", {
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

import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { authedAction, authedMutation, internalMutation } from "./functions";
import { appError } from "./model/errors";
import { fileRule, formatBytes, safeFileName, sniffContentType } from "./model/fileTypes";
import { requireUser } from "./model/users";
import { filePurposeValidator } from "./schema";

/** Files larger than this are type-checked by their declared type only (see docs/files.md). */
const SNIFF_LIMIT_BYTES = 64 * 1024 * 1024;

/** Step 1 of an upload: a one-time URL the browser POSTs the bytes to. */
export const generateUploadUrl = authedMutation({
  args: {},
  handler: async (ctx) => await ctx.storage.generateUploadUrl(),
});

/**
 * Step 2: checks the uploaded bytes (size, real type from the first bytes) and records the
 * file for the caller. Anything that fails the rules is deleted and explained.
 */
export const finishUpload = authedAction({
  args: { storageId: v.id("_storage"), name: v.string(), purpose: filePurposeValidator },
  handler: async (ctx, args): Promise<Id<"files">> => {
    const blob = await ctx.storage.get(args.storageId);
    if (blob === null) throw appError("NOT_FOUND", "The upload did not arrive. Please try again.");
    let sniffed: string | null = null;
    if (blob.size <= SNIFF_LIMIT_BYTES) {
      const head = new Uint8Array(await blob.slice(0, 16).arrayBuffer());
      sniffed = sniffContentType(head, blob.type);
    }
    try {
      return await ctx.runMutation(internal.files.record, { ...args, sniffed });
    } catch (error) {
      await ctx.storage.delete(args.storageId);
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
    const stored = await ctx.db.system.get("_storage", storageId);
    if (stored === null) throw appError("NOT_FOUND", "The upload did not arrive. Please try again.");
    const taken = await ctx.db
      .query("files")
      .withIndex("by_storage", (q) => q.eq("storageId", storageId))
      .first();
    if (taken !== null) throw appError("CONFLICT", "That upload was already used.");

    const rule = fileRule(purpose);
    const contentType = sniffed ?? stored.contentType ?? "";
    if (!rule.types.includes(contentType)) {
      throw appError("INVALID", `The file must be ${rule.typeHint}.`);
    }
    if (stored.size > rule.maxBytes) {
      throw appError("INVALID", `The file must be at most ${formatBytes(rule.maxBytes)}.`);
    }
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

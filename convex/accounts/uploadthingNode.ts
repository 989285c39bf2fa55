"use node";
/**
 * Step 2 of an UploadThing upload, in Node because uploadthing's server SDK (`UTApi`) runs only
 * where there is no `window`. Step 1 is `files.startUpload`; the rows are written by the internal
 * functions of convex/files.ts.
 */
import { ConvexError, v } from "convex/values";
import type { UTApi } from "uploadthing/server";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { authedAction, internalAction } from "../functions";
import { appError } from "../lib/appError";
import { isAppError, type AppErrorData } from "../shared/errors";
import { keyed } from "../shared/messages";
import { isZip, sniffContentType } from "./model/fileTypes";
import { UPLOAD_MESSAGES } from "./model/pendingUploads";
import { uploadThingConfig } from "./model/uploadthing";
import type { FilePurpose } from "../schema";
import { agreedContentType, normalizeType } from "./model/uploadChecks";
import { readStoredHead, readStoredTail, storedContainsMarkup, utApi } from "./model/uploadthingApi";

type PendingUploadThing = { ownerId: Id<"users">; contentType: string; expiresAt: number; purpose: FilePurpose };

/**
 * Reads the size, first bytes (and for large files' markup scan, see docs/files.md, all bytes) of
 * the file under `key` and records it for the user who started the upload (another user's key is
 * "not found", and nothing of theirs is touched). A file of the caller's that is expired or breaks
 * the rules is deleted from UploadThing and explained with the same messages as Convex uploads.
 * Where UploadThing cannot call the file router back (a local deployment), the browser calls this
 * after the upload (ADR 0064).
 */
export const finishUploadThing = authedAction({
  args: { key: v.string() },
  handler: async (ctx, { key }): Promise<Id<"files">> => {
    const config = uploadThingConfig();
    if (config === null) throw appError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
    const pending = await ctx.runQuery(internal.accounts.files.ownPendingUpload, { key });
    if (pending === null) throw appError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
    return await finish(ctx, utApi(config), key, pending);
  },
});

/**
 * The same checks and record for UploadThing's completion callback, which the file router verified
 * (signed with the API key): the uploader is the one who started the upload under `key`. Answers
 * the file id or the refusal as a key with its parameters (`keyed`): the router passes it on to
 * the uploader's browser, which words it in the reader's language (src/lib/upload-uploadthing.ts).
 */
export const finishFromCallback = internalAction({
  args: { key: v.string() },
  returns: v.union(
    v.object({ ok: v.literal(true), fileId: v.id("files") }),
    v.object({ ok: v.literal(false), refused: v.string() }),
  ),
  handler: async (ctx, { key }): Promise<{ ok: true; fileId: Id<"files"> } | { ok: false; refused: string }> => {
    const config = uploadThingConfig();
    const pending: PendingUploadThing | null = await ctx.runQuery(internal.accounts.files.pendingUploadThingByKey, {
      key,
    });
    if (config === null || pending === null) return { ok: false as const, refused: UPLOAD_MESSAGES.notFound };
    try {
      return { ok: true as const, fileId: await finish(ctx, utApi(config), key, pending) };
    } catch (error) {
      // The rules' refusals (and "not arrived") are told to the uploader; anything else is a fault.
      if (error instanceof ConvexError) {
        const { key: refusal, params } = error.data as AppErrorData;
        return { ok: false as const, refused: keyed(refusal, params) };
      }
      throw error;
    }
  },
});

async function finish(
  ctx: Pick<ActionCtx, "runMutation">,
  utapi: UTApi,
  key: string,
  pending: PendingUploadThing,
): Promise<Id<"files">> {
  if (pending.expiresAt <= Date.now()) {
    await discardUpload(ctx, utapi, key);
    throw appError("INVALID", UPLOAD_MESSAGES.expired);
  }
  const stored = await readStoredHead(utapi, key);
  if (stored === null) throw appError("NOT_FOUND", UPLOAD_MESSAGES.notArrived);
  try {
    // An OOXML file (DOCX, XLSX, PPTX) is told from any ZIP by its central directory (at the end).
    const tail = isZip(stored.head) ? await readStoredTail(utapi, key, stored.size) : undefined;
    const sniffed = sniffContentType(stored.head, normalizeType(pending.contentType), tail);
    const markup = await storedContainsMarkup(utapi, key, stored.size);
    const contentType = agreedContentType(pending.purpose, pending.contentType, { sniffed, markup });
    return await ctx.runMutation(internal.accounts.files.recordUploadThing, {
      key,
      ownerId: pending.ownerId,
      url: stored.url,
      size: stored.size,
      contentType,
    });
  } catch (error) {
    if (isAppError(error, "INVALID")) await discardUpload(ctx, utapi, key);
    throw error;
  }
}

/** Forgets a pending upload and deletes its file from UploadThing (best effort: logged on failure). */
async function discardUpload(ctx: Pick<ActionCtx, "runMutation">, utapi: UTApi, key: string): Promise<void> {
  await ctx.runMutation(internal.accounts.files.dropPendingUpload, { key });
  try {
    await utapi.deleteFiles(key);
  } catch (error) {
    console.error(`Could not delete UploadThing file ${key}:`, error);
  }
}

/**
 * The bytes of UploadThing uploads nobody finished (uploadSweep.ts found their pending rows an hour
 * past expiry). Keys with no file at UploadThing are skipped by UploadThing itself.
 */
export const deleteAbandoned = internalAction({
  args: { keys: v.array(v.string()) },
  returns: v.null(),
  handler: async (_ctx, { keys }) => {
    const config = uploadThingConfig();
    if (config === null || keys.length === 0) return null;
    await utApi(config).deleteFiles(keys);
    return null;
  },
});

import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { FilePurpose } from "../schema";
import { appError } from "./errors";

/** The URL the browser loads a stored file from. */
export async function fileUrl(ctx: QueryCtx, file: Doc<"files">): Promise<string> {
  if (file.url !== undefined) return file.url;
  if (file.storageId === undefined) return "";
  return (await ctx.storage.getUrl(file.storageId)) ?? "";
}

/** Loads a file the caller uploaded for this purpose, or explains why it cannot be used. */
export async function requireOwnedFile(
  ctx: QueryCtx,
  fileId: Id<"files">,
  ownerId: Id<"users">,
  purpose: FilePurpose,
): Promise<Doc<"files">> {
  const file = await ctx.db.get("files", fileId);
  if (file === null || file.ownerId !== ownerId) {
    throw appError("NOT_FOUND", "That upload was not found. Please upload the file again.");
  }
  if (file.purpose !== purpose) {
    throw appError("INVALID", "That file was uploaded for something else.");
  }
  return file;
}

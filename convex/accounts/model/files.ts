import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { FilePurpose, Role } from "../../schema";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import { EMPTY_FILE_MESSAGE } from "../../shared/fileLinks";
import type { StoredFile } from "../events";
import { sizeWords } from "../../shared/limits";
import { fileRule, type FileRule } from "./fileTypes";
import { assertDeclaredTypeAllowed } from "./uploadChecks";

/** The URL the browser loads a stored file from. */
export async function fileUrl(ctx: QueryCtx, file: Pick<Doc<"files">, "url" | "storageId">): Promise<string> {
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
    throw appError("NOT_FOUND", "server.accounts.uploadNotFound");
  }
  if (file.purpose !== purpose) {
    throw appError("INVALID", "server.accounts.fileUploadedSomethingElse");
  }
  return file;
}

/**
 * Refuses a file whose real content type or size breaks the rule for `purpose`; the same
 * messages for every provider. Returns the rule (its SPEC §7 folder names the stored path).
 */
export function assertFileFits(purpose: FilePurpose, contentType: string, size: number): FileRule {
  const rule = fileRule(purpose);
  if (size === 0) throw appError("INVALID", EMPTY_FILE_MESSAGE);
  if (!rule.types.includes(contentType)) {
    throw appError("INVALID", "server.files.wrongType", { types: rule.typeWords });
  }
  if (size > rule.maxBytes) {
    throw appError("INVALID", "server.files.tooLarge", { size: sizeWords(rule.maxBytes) });
  }
  return rule;
}

/** Who may upload for each purpose: the people who can later attach such a file to something. */
const UPLOADERS: Record<FilePurpose, readonly Role[]> = {
  avatar: ["student", "teacher", "Admin"],
  courseImage: ["teacher", "Admin"],
  courseVideo: ["teacher", "Admin"],
  assignmentQuestion: ["teacher", "Admin"],
  submission: ["student"],
  lessonAttachment: ["teacher", "Admin"],
};

/** Refuses an upload its purpose does not allow for the caller's role (no stray bytes in storage). */
export function assertMayUpload(role: Role, purpose: FilePurpose): void {
  if (!UPLOADERS[purpose].includes(role)) {
    throw appError("FORBIDDEN", "server.accounts.youCannotUploadKind");
  }
}

/**
 * Refuses early, before any bytes move, what the browser's own description already rules out.
 * Lenient on type (an empty or unusual type of the right family may still be a good file: the
 * bytes decide when the upload is finished); strict on size.
 */
export function assertDeclaredFileFits(purpose: FilePurpose, declaredType: string, size: number): void {
  const rule = fileRule(purpose);
  // Before the type: an empty file is told it is empty, not that it is of the wrong type.
  if (size === 0) throw appError("INVALID", EMPTY_FILE_MESSAGE);
  const family = (type: string) => type.split("/")[0].toLowerCase();
  const plausible =
    declaredType === "" ||
    declaredType === "application/octet-stream" ||
    rule.types.some((type) => family(type) === family(declaredType));
  if (!plausible) throw appError("INVALID", "server.files.wrongType", { types: rule.typeWords });
  if (!Number.isSafeInteger(size) || size < 0) throw appError("INVALID", "server.accounts.fileSizeInvalid");
  if (size > rule.maxBytes) {
    throw appError("INVALID", "server.files.tooLarge", { size: sizeWords(rule.maxBytes) });
  }
}

/**
 * The checks at the start of any upload, on either provider: the caller's role may upload for
 * `purpose`, and the declared type and size may pass (`files.startUpload`, `startRouterUpload`).
 */
export function assertMayStartUpload(role: Role, purpose: FilePurpose, declaredType: string, size: number): void {
  assertMayUpload(role, purpose);
  assertDeclaredFileFits(purpose, declaredType, size);
  assertDeclaredTypeAllowed(purpose, declaredType);
}

/**
 * Records a stored file for its owner: a `file_stored` event, from which the accounts projector
 * writes the `files` row (the one way a row is made). Returns the row's id.
 */
export async function storeFile(ctx: MutationCtx, file: StoredFile): Promise<Id<"files">> {
  const entityKey = file.storageId ?? file.key ?? file.url ?? file.path;
  await emit(ctx, { type: "file_stored", v: 1, actorId: file.ownerId, entityKey, ...file });
  const row = await storedRow(ctx, file);
  if (row === null) throw new Error(`The file_stored event of ${entityKey} wrote no files row`);
  return row._id;
}

async function storedRow(ctx: QueryCtx, file: StoredFile): Promise<Doc<"files"> | null> {
  const { storageId, key } = file;
  if (storageId !== undefined) {
    return await ctx.db
      .query("files")
      .withIndex("by_storage", (q) => q.eq("storageId", storageId))
      .unique();
  }
  if (key !== undefined) {
    return await ctx.db
      .query("files")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
  }
  // A file shipped with the app (the seed's): the owner's newest row, which the event just wrote.
  const newest = await ctx.db
    .query("files")
    .withIndex("by_owner", (q) => q.eq("ownerId", file.ownerId))
    .order("desc")
    .first();
  return newest?.path === file.path ? newest : null;
}

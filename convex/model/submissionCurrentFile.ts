/**
 * The current version's file as the teacher's roster shows it, kept on the submission row (ADR
 * 0030) so a roster row reads no version and no file. The link is resolved on read exactly as
 * from the file row (`fileUrl`), so nothing more reaches the client than before.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { FileLink } from "./assignmentsAccess";
import { fileLink } from "./assignments";
import { fileUrl } from "./files";

export type CurrentFileLink = FileLink & { version: number };

/** What `submit` stores for the version it just made current. */
export function currentFileOf(
  versionId: Id<"submissionVersions">,
  version: number,
  file: Doc<"files">,
): NonNullable<Doc<"submissions">["currentFile"]> {
  return {
    versionId,
    version,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    ...(file.url !== undefined ? { url: file.url } : {}),
    ...(file.storageId !== undefined ? { storageId: file.storageId } : {}),
  };
}

/**
 * The current file's link: from the submission row when it holds the current version's copy,
 * else (rows older than the copy) from the version and file rows. Null when the file row is gone.
 */
export async function currentFileLink(ctx: QueryCtx, submission: Doc<"submissions">): Promise<CurrentFileLink | null> {
  const kept = submission.currentFile;
  if (kept !== undefined && kept.versionId === submission.currentVersionId) {
    return {
      name: kept.name,
      url: await fileUrl(ctx, kept),
      contentType: kept.contentType,
      size: kept.size,
      version: kept.version,
    };
  }
  const version = await ctx.db.get("submissionVersions", submission.currentVersionId);
  if (version === null) return null;
  const link = await fileLink(ctx, version.fileId);
  return link === null ? null : { ...link, version: version.version };
}

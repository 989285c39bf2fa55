/**
 * The current version's file as the teacher's roster shows it, kept on the submission row (ADR
 * 0030) so a roster row reads no version and no file. The link is resolved on read exactly as
 * from the file row (`fileUrl`), so nothing more reaches the client than before.
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { fileLink, type FileLink } from "./assignmentsAccess";

export type CurrentFileLink = FileLink & { version: number };

export async function currentFileLink(ctx: QueryCtx, submission: Doc<"submissions">): Promise<CurrentFileLink> {
  return { ...(await fileLink(ctx, submission.currentFile)), version: submission.currentFile.version };
}

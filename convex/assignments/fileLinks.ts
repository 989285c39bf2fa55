/**
 * Private file links (ADR 0062, docs/files.md "Private files"): short-lived signed links to an
 * assignment's question and to handed-in work, for those allowed to see them. Thin wrappers over
 * model/fileLinks.ts; the links are served by GET /files/<token> (model/fileLinksHttp.ts).
 */
import { v } from "convex/values";
import { authedMutation, internalQuery } from "../functions";
import { languageValidator } from "../shared/language";
import { dispositionValidator, fileRefValidator, linkTarget, openAllFiles, openFile } from "./model/fileLinks";

/**
 * A link to one file, working for FILE_LINK_TTL_MS: `{ url, name, contentType, expiresAt }`. A
 * question: its course's enrolled students, teacher, Admins. A handed-in version: the student who
 * handed it in (while enrolled), the course's teacher, Admins. Anyone else: FORBIDDEN, the same
 * whether the file exists or not.
 */
export const open = authedMutation({
  args: { file: fileRefValidator, disposition: dispositionValidator },
  handler: async (ctx, { file, disposition }) => await openFile(ctx, ctx.user, file, disposition),
});

/**
 * Links to every current submission of an assignment, for the ZIP download (the course's teacher
 * or an Admin): `{ zipName, expiresAt, files: [{ url, name }] }`, names unique.
 */
export const openAll = authedMutation({
  args: { assignmentId: v.string() },
  handler: async (ctx, { assignmentId }) => await openAllFiles(ctx, ctx.user, assignmentId),
});

/**
 * Where a signed link's bytes are, named in the language its token carries (for the HTTP action,
 * which has checked the signature).
 */
export const target = internalQuery({
  args: { ref: fileRefValidator, language: languageValidator },
  handler: async (ctx, { ref, language }) => await linkTarget(ctx, ref, language),
});

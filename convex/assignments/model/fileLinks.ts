/**
 * Private file links (ADR 0062, docs/files.md "Private files"): a question or a handed-in version
 * is opened through a link that works for FILE_LINK_TTL_MS, made only for those allowed to see the
 * file. The link is `<CONVEX_SITE_URL>/files/<token>`: the token names the file (never its storage
 * address) and when it runs out, signed with HMAC-SHA-256 under the deployment's secret; the HTTP
 * action (fileLinksHttp.ts) checks both before it serves a byte. Files are named in the language of
 * the one the link is made for (words.ts), which the token carries.
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { deploymentConfig } from "../../lib/config";
import { tokenSigner } from "../../lib/signedTokens";
import type { AppUser } from "../../accounts/model/users";
import { canManageCourse } from "../../courses/model/courses";
import { isEnrolled } from "../../courses/model/courseMembers";
import { appError } from "../../lib/appError";
import { languageOf } from "../../lib/words";
import { ASSIGNMENT_LIMITS } from "../../shared/assignmentRules";
import {
  FILE_FORBIDDEN_MESSAGE,
  FILE_LINK_TTL_MS,
  fileExtension,
  questionFileName,
  submissionFileName,
  submissionsZipName,
  uniqueFileNames,
  type FileDisposition,
} from "../../shared/fileLinks";
import { isLanguage, type Language } from "../../shared/language";
import { NOT_STAFF, nameOf, type AssignmentFile } from "./assignmentsAccess";
import { downloadWords } from "./words";

export const fileRefValidator = v.union(
  v.object({ kind: v.literal("question"), assignmentId: v.string() }),
  v.object({ kind: v.literal("submission"), assignmentId: v.string(), studentId: v.string(), version: v.number() }),
);
export type FileRefArg = Infer<typeof fileRefValidator>;

export const dispositionValidator = v.union(v.literal("inline"), v.literal("attachment"));

/** The path prefix of the HTTP action that serves file links (convex/http.ts). */
export const FILE_LINK_PATH = "/files/";

export type OpenedFile = { url: string; name: string; contentType: string; expiresAt: number };

/** A file as a link names it: what it is, its readable name and the stored file behind it. */
export type DescribedFile = { file: AssignmentFile; name: string; contentType: string };

/**
 * The file a reference names with its readable name in `language`, or null when there is none. No
 * access check: callers check first (`openFile`), or hold a signed token (the HTTP action).
 */
export async function describeFile(ctx: QueryCtx, ref: FileRefArg, language: Language): Promise<DescribedFile | null> {
  const assignment = await assignmentOf(ctx, ref.assignmentId);
  return assignment === null ? null : await describeFileOf(ctx, assignment, ref, language);
}

/** The assignment a reference names, or null (an id of another table, or none). */
async function assignmentOf(ctx: QueryCtx, rawId: string): Promise<Doc<"assignments"> | null> {
  const assignmentId = ctx.db.normalizeId("assignments", rawId);
  return assignmentId === null ? null : await ctx.db.get("assignments", assignmentId);
}

async function describeFileOf(
  ctx: QueryCtx,
  assignment: Doc<"assignments">,
  ref: FileRefArg,
  language: Language,
): Promise<DescribedFile | null> {
  if (ref.kind === "question") {
    const file = assignment.questionFile;
    const name = questionFileName(assignment.title, fileExtension(file.name, file.contentType));
    return { file, name, contentType: file.contentType };
  }
  const studentId = ctx.db.normalizeId("users", ref.studentId);
  if (studentId === null) return null;
  const row = await ctx.db
    .query("submissionVersions")
    .withIndex("by_assignment_student_version", (q) =>
      q.eq("assignmentId", assignment._id).eq("studentId", studentId).eq("version", ref.version),
    )
    .unique();
  if (row === null) return null;
  const extension = fileExtension(row.file.name, row.file.contentType);
  const words = downloadWords(language);
  const student = await nameOf(ctx, studentId, words("download.unnamedStudent"));
  const name = submissionFileName(words, student, assignment.title, row.version, extension);
  return { file: row.file, name, contentType: row.file.contentType };
}

/**
 * Whether the caller may open the file: a question, its course's enrolled students, its teacher
 * and Admins; a handed-in version, the student who handed it in (while enrolled), the course's
 * teacher and Admins.
 */
async function mayOpen(
  ctx: QueryCtx,
  user: AppUser,
  assignment: Doc<"assignments">,
  ref: FileRefArg,
): Promise<boolean> {
  const course = await ctx.db.get("courses", assignment.courseId);
  if (course === null) return false;
  if (canManageCourse(user, course)) return true;
  if (ref.kind === "submission" && ref.studentId !== user._id) return false;
  return await isEnrolled(ctx, user._id, course._id);
}

/**
 * A link to one file for the caller, named in their language, or FORBIDDEN (the same refusal
 * whether the file exists or not).
 */
export async function openFile(
  ctx: QueryCtx,
  user: AppUser,
  ref: FileRefArg,
  disposition: FileDisposition,
): Promise<OpenedFile> {
  const assignment = await assignmentOf(ctx, ref.assignmentId);
  const allowed = assignment !== null && (await mayOpen(ctx, user, assignment, ref));
  const language = languageOf(user);
  const described = allowed ? await describeFileOf(ctx, assignment, ref, language) : null;
  if (described === null) throw appError("FORBIDDEN", FILE_FORBIDDEN_MESSAGE);
  const expiresAt = Date.now() + FILE_LINK_TTL_MS;
  const url = await fileLinkUrl({ ref, disposition, expiresAt, language });
  return { url, name: described.name, contentType: described.contentType, expiresAt };
}

export type OpenedAll = { zipName: string; expiresAt: number; files: Array<{ url: string; name: string }> };

/**
 * Links to every current submission of an assignment (its course's teacher, Admins), named
 * "<student> – <assignment>.<ext>" in the caller's language, unique, sorted by student: the
 * grader's ZIP.
 */
export async function openAllFiles(ctx: QueryCtx, user: AppUser, rawAssignmentId: string): Promise<OpenedAll> {
  const assignment = await assignmentOf(ctx, rawAssignmentId);
  const course = assignment === null ? null : await ctx.db.get("courses", assignment.courseId);
  if (assignment === null || course === null || !canManageCourse(user, course)) {
    throw appError("FORBIDDEN", NOT_STAFF);
  }
  const submissions = await ctx.db
    .query("submissions")
    .withIndex("by_assignment_student", (q) => q.eq("assignmentId", assignment._id))
    .take(ASSIGNMENT_LIMITS.students);
  const language = languageOf(user);
  const words = downloadWords(language);
  const unnamed = words("download.unnamedStudent");
  const rows = await Promise.all(
    submissions.map(async (submission) => ({
      submission,
      student: await nameOf(ctx, submission.studentId, unnamed),
    })),
  );
  rows.sort(
    (a, b) => a.student.localeCompare(b.student) || a.submission.studentId.localeCompare(b.submission.studentId),
  );
  const names = uniqueFileNames(
    rows.map(({ submission, student }) => {
      const file = submission.currentFile;
      return submissionFileName(words, student, assignment.title, 1, fileExtension(file.name, file.contentType));
    }),
  );
  const expiresAt = Date.now() + FILE_LINK_TTL_MS;
  const files = await Promise.all(
    rows.map(async ({ submission }, i) => ({
      name: names[i],
      url: await fileLinkUrl({
        ref: {
          kind: "submission",
          assignmentId: assignment._id,
          studentId: submission.studentId,
          version: submission.currentFile.version,
        },
        disposition: "attachment",
        expiresAt,
        language,
      }),
    })),
  );
  return { zipName: submissionsZipName(words, assignment.title), expiresAt, files };
}

// ————— The signed token —————

/** What a link's token carries: which file, how to serve it, until when, and the language to name it in. */
export type FileLinkClaims = { ref: FileRefArg; disposition: FileDisposition; expiresAt: number; language: Language };

const signer = tokenSigner("lyceum file links", "File links", 4_000);

/** The token: base64url(JSON claims) "." base64url(HMAC-SHA-256 of the first part), lib/signedTokens.ts. */
export async function signFileLink(claims: FileLinkClaims): Promise<string> {
  return await signer.sign(JSON.stringify(claims));
}

export type VerifiedLink = { ok: true; claims: FileLinkClaims } | { ok: false; reason: "invalid" | "expired" };

/** The claims of a token whose signature holds and whose time has not run out. */
export async function verifyFileLink(token: string, now: number): Promise<VerifiedLink> {
  const claims = parseClaims(await signer.verify(token));
  if (claims === null) return { ok: false, reason: "invalid" };
  if (now >= claims.expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}

function parseClaims(body: string | null): FileLinkClaims | null {
  if (body === null) return null;
  try {
    const claims = JSON.parse(body) as FileLinkClaims;
    const ok =
      typeof claims.expiresAt === "number" &&
      isLanguage(claims.language) &&
      (claims.disposition === "inline" || claims.disposition === "attachment") &&
      typeof claims.ref?.assignmentId === "string" &&
      (claims.ref.kind === "question" ||
        (claims.ref.kind === "submission" &&
          typeof claims.ref.studentId === "string" &&
          typeof claims.ref.version === "number"));
    return ok ? claims : null;
  } catch {
    return null;
  }
}

/** The link's address on the deployment's HTTP-actions origin. */
export async function fileLinkUrl(claims: FileLinkClaims): Promise<string> {
  const origin = deploymentConfig.convexSiteUrl?.replace(/\/+$/, "") ?? "";
  return `${origin}${FILE_LINK_PATH}${await signFileLink(claims)}`;
}

/** Where the bytes are: Convex storage, or an address (UploadThing's, or a file shipped with the app). */
export type LinkTarget =
  | { storageId: Id<"_storage">; name: string; contentType: string }
  | { fileKey: string; url: string; name: string; contentType: string };

/** Where a link's bytes are, named in the language its token carries. */
export async function linkTarget(ctx: QueryCtx, ref: FileRefArg, language: Language): Promise<LinkTarget | null> {
  const described = await describeFile(ctx, ref, language);
  if (described === null) return null;
  const { file, name, contentType } = described;
  if (file.storageId !== undefined) return { storageId: file.storageId, name, contentType };
  if (file.url !== undefined) return { fileKey: file.fileKey, url: file.url, name, contentType };
  return null;
}

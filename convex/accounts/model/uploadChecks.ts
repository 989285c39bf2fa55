/**
 * The type rules of an upload, for both providers (docs/files.md, ADR 0020): the type the browser
 * declares must be one the purpose allows; the type the storage will serve the bytes with must be
 * that same declared type; the bytes must prove that type; and no web-page markup anywhere.
 */
import type { FilePurpose } from "../../schema";
import { appError } from "../../lib/appError";
import { fileRule } from "./fileTypes";
import { IMAGE_TYPES, VIDEO_TYPES } from "../../shared/limits";

/** Declared types that say nothing (some systems give .docx files no type): "" after normalizing. */
const SAYS_NOTHING = new Set(["", "application/octet-stream"]);

/** A content type without parameters, in lower case; "" for a type that says nothing. */
export function normalizeType(type: string | null | undefined): string {
  const bare = (type ?? "").split(";")[0].trim().toLowerCase();
  return SAYS_NOTHING.has(bare) ? "" : bare;
}

const isMedia = (type: string) => type.startsWith("image/") || type.startsWith("video/");

/**
 * Refuses, before any byte moves, a declared type the purpose does not take. An empty type is
 * accepted only where documents are (Windows gives .docx files none); the bytes decide then.
 */
export function assertDeclaredTypeAllowed(purpose: FilePurpose, declaredType: string): void {
  const rule = fileRule(purpose);
  const declared = normalizeType(declaredType);
  const allowed = declared === "" ? rule.types.some((type) => !isMedia(type)) : rule.types.includes(declared);
  if (!allowed) throw appError("INVALID", "server.files.wrongType", { types: rule.typeWords });
}

export type ReadBytes = {
  /** What the first bytes prove (sniffContentType), null when nothing. */
  sniffed: string | null;
  /** Whether markup was found (fileMarkup.ts). */
  markup: boolean;
};

/**
 * The content type to record, or an INVALID error with the purpose's message: the bytes must
 * prove an allowed type, agree with the declared type, and carry no markup.
 */
export function agreedContentType(purpose: FilePurpose, declaredType: string, bytes: ReadBytes): string {
  const rule = fileRule(purpose);
  if (bytes.markup) {
    throw appError("INVALID", "server.files.wrongTypeNoPages", { types: rule.typeWords });
  }
  const sniffed = normalizeType(bytes.sniffed);
  if (sniffed === "" || !rule.types.includes(sniffed))
    throw appError("INVALID", "server.files.wrongType", { types: rule.typeWords });
  const declared = normalizeType(declaredType);
  if (declared !== "" && declared !== sniffed) {
    throw appError("INVALID", "server.files.contentsMismatch", { types: rule.typeWords });
  }
  return sniffed;
}

/**
 * Lyceum's images and videos may be shown inline; everything else (documents, and any type not on
 * those lists, SVG included) is served as a download (ADR 0020).
 */
export function contentDisposition(contentType: string): "inline" | "attachment" {
  const type = normalizeType(contentType);
  return IMAGE_TYPES.includes(type) || VIDEO_TYPES.includes(type) ? "inline" : "attachment";
}

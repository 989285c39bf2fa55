import { EMPTY_FILE_MESSAGE } from "@convex/shared/fileLinks";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, formatBytes, typeList } from "@convex/shared/limits";

/** The file picker's list (SPEC §5): .pdf, .doc, .docx. */
export const SUBMISSION_ACCEPT = ".pdf,.doc,.docx";

/** The hint under the picker: "PDF, DOC or DOCX, up to 20 MB." */
export const SUBMISSION_HINT = `${typeList(DOCUMENT_TYPES)}, up to ${formatBytes(DOCUMENT_MAX_BYTES)}.`;

/**
 * Why a chosen file would be refused, before sending it, or null. By name and size only: the
 * server proves the type from the bytes (docs/assignments.md).
 */
export function submissionFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return `Your submission must be a ${typeList(DOCUMENT_TYPES)} file.`;
  if (file.size > DOCUMENT_MAX_BYTES) return `Your submission must be at most ${formatBytes(DOCUMENT_MAX_BYTES)}.`;
  return null;
}

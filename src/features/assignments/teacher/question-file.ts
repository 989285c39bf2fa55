import { EMPTY_FILE_MESSAGE } from "@convex/shared/fileLinks";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, formatBytes, typeList } from "@convex/shared/limits";

/** The question file picker's `accept`: extensions and types the server takes. */
export const QUESTION_ACCEPT = ".pdf,.doc,.docx";

export const QUESTION_HINT = `${typeList(DOCUMENT_TYPES)}, up to ${formatBytes(DOCUMENT_MAX_BYTES)}.`;

const EXTENSIONS = [".pdf", ".doc", ".docx"];

/**
 * What is wrong with the chosen question file before anything is sent, or null. The server
 * proves the type from the bytes; this only spares the teacher a useless upload.
 */
export function questionFileProblem(file: File | null): string | null {
  if (file === null) return "Please choose a question file.";
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  const name = file.name.toLowerCase();
  const typeOk = DOCUMENT_TYPES.includes(file.type) || file.type === "" || file.type === "application/octet-stream";
  if (!typeOk || !EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `The question file must be a ${typeList(DOCUMENT_TYPES)} document.`;
  }
  if (file.size > DOCUMENT_MAX_BYTES) return `The question file must be at most ${formatBytes(DOCUMENT_MAX_BYTES)}.`;
  return null;
}

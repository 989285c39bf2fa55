import { EMPTY_FILE_MESSAGE } from "@convex/shared/fileLinks";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from "@convex/shared/limits";
import { wordMessage } from "@/lib/errors";
import { fileSize, fileTypeList } from "@/lib/words/file-words";
import { t } from "../i18n";

/** The question file picker's `accept`: extensions and types the server takes. */
export const QUESTION_ACCEPT = ".pdf,.doc,.docx";

/** The hint under the question file picker: "PDF, DOC or DOCX, up to 20 MB." */
export function questionHint(): string {
  return t("assignments.files.hint", { types: fileTypeList(DOCUMENT_TYPES), size: fileSize(DOCUMENT_MAX_BYTES) });
}

const EXTENSIONS = [".pdf", ".doc", ".docx"];

/**
 * What is wrong with the chosen question file before anything is sent, or null. The server
 * proves the type from the bytes; this only spares the teacher a useless upload.
 */
export function questionFileProblem(file: File | null): string | null {
  if (file === null) return t("assignments.question.missing");
  if (file.size === 0) return wordMessage(EMPTY_FILE_MESSAGE);
  const name = file.name.toLowerCase();
  const typeOk = DOCUMENT_TYPES.includes(file.type) || file.type === "" || file.type === "application/octet-stream";
  if (!typeOk || !EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return t("assignments.question.wrongType", { types: fileTypeList(DOCUMENT_TYPES) });
  }
  if (file.size > DOCUMENT_MAX_BYTES) return t("assignments.question.tooLarge", { size: fileSize(DOCUMENT_MAX_BYTES) });
  return null;
}

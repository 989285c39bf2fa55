import { EMPTY_FILE_MESSAGE } from "@convex/shared/fileLinks";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from "@convex/shared/limits";
import { wordMessage } from "@/lib/errors";
import { fileSize, fileTypeList } from "@/lib/words/file-words";
import { t } from "../i18n";

/** The file picker's list (SPEC §5): .pdf, .doc, .docx. */
export const SUBMISSION_ACCEPT = ".pdf,.doc,.docx";

/** The hint under the picker: "PDF, DOC or DOCX, up to 20 MB." */
export function submissionHint(): string {
  return t("assignments.files.hint", { types: fileTypeList(DOCUMENT_TYPES), size: fileSize(DOCUMENT_MAX_BYTES) });
}

/**
 * Why a chosen file would be refused, before sending it, or null. By name and size only: the
 * server proves the type from the bytes (docs/assignments.md).
 */
export function submissionFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return wordMessage(EMPTY_FILE_MESSAGE);
  if (!/\.(pdf|docx?)$/i.test(file.name))
    return t("assignments.submit.wrongType", { types: fileTypeList(DOCUMENT_TYPES) });
  if (file.size > DOCUMENT_MAX_BYTES) {
    return t("assignments.submit.tooLarge", { size: fileSize(DOCUMENT_MAX_BYTES) });
  }
  return null;
}

/**
 * The "lessonAttachment" rule of convex/model/fileTypes.ts, checked before uploading only to
 * spare the teacher a useless upload; the server proves the type from the bytes.
 */
import { fileSize, fileTypeList } from "@/lib/words/file-words";
import { DOCUMENT_MAX_BYTES, LESSON_ATTACHMENT_TYPES } from "@convex/shared/limits";
import { t } from "../manage/i18n";

const EXTENSIONS = [".pdf", ".doc", ".docx", ".xlsx", ".pptx", ".png", ".jpg", ".jpeg", ".gif", ".webp"];

export const ATTACHMENT_ACCEPT = [...EXTENSIONS, ...LESSON_ATTACHMENT_TYPES].join(",");

/** The hint under the picker: "PDF, DOC, … or WebP, up to 20 MB each." */
export function attachmentHint(): string {
  return t("coursesManage.attachments.hint", {
    types: fileTypeList(LESSON_ATTACHMENT_TYPES),
    size: fileSize(DOCUMENT_MAX_BYTES),
  });
}

/** What is wrong with a chosen file, or null. Some systems give Office files no type: the extension decides. */
export function attachmentProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    LESSON_ATTACHMENT_TYPES.includes(file.type) || file.type === "" || file.type === "application/octet-stream";
  if (!typeOk || !EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return t("coursesManage.attachments.wrongType", { types: fileTypeList(LESSON_ATTACHMENT_TYPES) });
  }
  if (file.size === 0) return t("coursesManage.attachments.empty");
  if (file.size > DOCUMENT_MAX_BYTES) {
    return t("coursesManage.attachments.tooLarge", { size: fileSize(DOCUMENT_MAX_BYTES) });
  }
  return null;
}

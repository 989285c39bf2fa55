/**
 * The "lessonAttachment" rule of convex/model/fileTypes.ts, checked before uploading only to
 * spare the teacher a useless upload; the server proves the type from the bytes.
 */
import { DOCUMENT_MAX_BYTES, formatBytes, LESSON_ATTACHMENT_TYPES, typeList } from "@convex/shared/limits";

const EXTENSIONS = [".pdf", ".doc", ".docx", ".xlsx", ".pptx", ".png", ".jpg", ".jpeg", ".gif", ".webp"];

export const ATTACHMENT_ACCEPT = [...EXTENSIONS, ...LESSON_ATTACHMENT_TYPES].join(",");

export const ATTACHMENT_HINT = `${typeList(LESSON_ATTACHMENT_TYPES)}, up to ${formatBytes(DOCUMENT_MAX_BYTES)} each.`;

/** What is wrong with a chosen file, or null. Some systems give Office files no type: the extension decides. */
export function attachmentProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    LESSON_ATTACHMENT_TYPES.includes(file.type) || file.type === "" || file.type === "application/octet-stream";
  if (!typeOk || !EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `Attachments must be ${typeList(LESSON_ATTACHMENT_TYPES)} files.`;
  }
  if (file.size === 0) return "That file is empty.";
  if (file.size > DOCUMENT_MAX_BYTES) return `Attachments must be at most ${formatBytes(DOCUMENT_MAX_BYTES)}.`;
  return null;
}

import type { FilePurpose } from "../schema";
import { deploymentConfig } from "./config";
import {
  DEFAULT_VIDEO_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  typeList,
  VIDEO_TYPES,
} from "./limits";

export type FileRule = {
  /** SPEC §7 storage folder. */
  folder: string;
  types: readonly string[];
  maxBytes: number;
  /** What the user is told when the type is wrong. */
  typeHint: string;
};

function videoMaxBytes(): number {
  return deploymentConfig.videoMaxBytes ?? DEFAULT_VIDEO_MAX_BYTES;
}

export function fileRule(purpose: FilePurpose): FileRule {
  switch (purpose) {
    case "avatar":
      return { folder: "UserDp", types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES, typeHint: `a ${typeList(IMAGE_TYPES)} image` };
    case "courseImage":
      return { folder: "courseImages", types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES, typeHint: `a ${typeList(IMAGE_TYPES)} image` };
    case "courseVideo":
      return { folder: "CourseVideos", types: VIDEO_TYPES, maxBytes: videoMaxBytes(), typeHint: `an ${typeList(VIDEO_TYPES)} video` };
    case "assignmentQuestion":
      return { folder: "AssignmentsQuestions", types: DOCUMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES, typeHint: `a ${typeList(DOCUMENT_TYPES)} document` };
    case "submission":
      return { folder: "SubmittedAssignments", types: DOCUMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES, typeHint: `a ${typeList(DOCUMENT_TYPES)} document` };
  }
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The content type a file's first bytes prove, or null when unknown. DOCX is a ZIP, so a ZIP
 * is accepted as DOCX only when the declared type says DOCX.
 */
export function sniffContentType(bytes: Uint8Array, declared: string): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "video/webm";
  if (startsWith(bytes, ascii("ftyp"), 4)) return "video/mp4";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "application/msword";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return declared === DOCUMENT_TYPES[2] ? DOCUMENT_TYPES[2] : "application/zip";
  }
  return null;
}

/** A storage-safe file name: keeps letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize("NFKD").replace(/[^\w.-]+/g, "_").replace(/^[._]+/, "");
  return (cleaned || "file").slice(-100);
}

export { formatBytes } from "./limits";

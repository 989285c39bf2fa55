/**
 * Accepted types and default size caps of uploads, without any server config, so the browser's
 * pre-checks can import the same values (fileTypes.ts applies deployment overrides such as
 * VIDEO_MAX_BYTES; the server's check is the one that counts).
 */
export const MB = 1024 * 1024;

export const IMAGE_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const VIDEO_TYPES: readonly string[] = ["video/mp4", "video/webm"];
export const DOCUMENT_TYPES: readonly string[] = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

export const IMAGE_MAX_BYTES = 5 * MB;
export const DOCUMENT_MAX_BYTES = 25 * MB;
/** Course videos, unless the deployment sets VIDEO_MAX_BYTES. */
export const DEFAULT_VIDEO_MAX_BYTES = 500 * MB;

/**
 * The "courseVideo" rule of convex/model/fileTypes.ts, checked before uploading only to spare the
 * user a pointless upload. The server re-checks the real bytes and its own size cap (a deployment
 * may lower it with VIDEO_MAX_BYTES; files.startUpload then refuses before any byte is sent).
 */
import { fileSize, fileTypeList } from "@/lib/words/file-words";
import { DEFAULT_VIDEO_MAX_BYTES, VIDEO_TYPES } from "@convex/shared/limits";
import { t } from "../i18n";

export { VIDEO_TYPES };
export const VIDEO_ACCEPT = VIDEO_TYPES.join(",");
export const VIDEO_MAX_BYTES = DEFAULT_VIDEO_MAX_BYTES;

const EXTENSIONS: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };

/** A message for the user when the file cannot be a course video, else null. */
export function videoFileProblem(file: File): string | null {
  // Some systems give no type for a video; then the extension decides.
  const type = file.type || EXTENSIONS[file.name.split(".").pop()?.toLowerCase() ?? ""] || "";
  if (!VIDEO_TYPES.includes(type)) return t("courses.page.videoTypes", { types: fileTypeList(VIDEO_TYPES) });
  if (file.size === 0) return t("courses.page.videoEmpty");
  if (file.size > VIDEO_MAX_BYTES) return t("courses.page.videoTooBig", { size: fileSize(VIDEO_MAX_BYTES) });
  return null;
}

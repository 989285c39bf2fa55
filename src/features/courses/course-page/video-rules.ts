/**
 * Client mirror of convex/model/fileTypes.ts for purpose "courseVideo" (the server re-checks the
 * real bytes and size; this only spares the user a pointless upload).
 */
export const VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export const VIDEO_ACCEPT = VIDEO_TYPES.join(",");
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;

const EXTENSIONS: Record<string, (typeof VIDEO_TYPES)[number]> = { mp4: "video/mp4", webm: "video/webm" };

/** A message for the user when the file cannot be a course video, else null. */
export function videoFileProblem(file: File): string | null {
  // Some systems give no type for a video; then the extension decides.
  const type = file.type || EXTENSIONS[file.name.split(".").pop()?.toLowerCase() ?? ""] || "";
  if (!(VIDEO_TYPES as readonly string[]).includes(type)) return "Videos must be MP4 or WebM.";
  if (file.size === 0) return "That video is empty.";
  if (file.size > VIDEO_MAX_BYTES) return "Videos must be at most 500 MB.";
  return null;
}

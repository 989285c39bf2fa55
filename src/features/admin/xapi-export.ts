import { config } from "@/lib/config";
import { UserFacingError } from "@/lib/errors";

/** What the server's answer means for an Admin; anything unexpected is a plain "try again". */
const STATUS_MESSAGES: Record<number, string> = {
  401: "Your session has ended. Sign in again to export.",
  403: "Only Admins can export the event log.",
};

/**
 * Downloads GET /admin/xapi (a streamed JSON array of xAPI statements) with the caller's token,
 * reporting the bytes received as they arrive, and returns the file as a Blob.
 */
export async function fetchXapiExport(token: string, onProgress: (bytes: number) => void): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${config.convexSiteUrl}/admin/xapi`, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new UserFacingError("The server could not be reached. Check the connection and try again.");
  }
  if (!response.ok || response.body === null) {
    throw new UserFacingError(STATUS_MESSAGES[response.status] ?? "The export failed. Try again.");
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(chunks, { type: "application/json" });
}

/** Saves a Blob as a file through a temporary link (what a download button does). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

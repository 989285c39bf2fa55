import { config } from "@/lib/config";
import { UserFacingError } from "@/lib/errors";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "./i18n";

/** What the server's answer means for an Admin (catalog keys); anything unexpected is a plain "try again". */
const STATUS_MESSAGES: Partial<Record<number, "admin.xapi.sessionEnded" | "admin.xapi.onlyAdmins">> = {
  401: "admin.xapi.sessionEnded",
  403: "admin.xapi.onlyAdmins",
};

/**
 * Downloads GET /admin/xapi (a streamed JSON array of xAPI statements) with the caller's token,
 * reporting the bytes received as they arrive, and returns the file as a Blob.
 */
export async function fetchXapiExport(token: string, onProgress: (bytes: number) => void): Promise<Blob> {
  let response: Response;
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not words
    response = await fetch(`${config.convexSiteUrl}/admin/xapi`, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new UserFacingError(t("admin.xapi.unreachable"));
  }
  if (!response.ok || response.body === null) {
    const known = STATUS_MESSAGES[response.status];
    throw new UserFacingError(known === undefined ? t("admin.xapi.failed") : t(known));
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
  return t("admin.xapi.megabytes", {
    size: formatNumber(bytes / 1_000_000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });
}

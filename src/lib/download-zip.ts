/**
 * Every current submission of an assignment as one ZIP, made in the browser (ADR 0062): the server
 * gives short-lived links (`fileLinks.openAll`), the files are fetched one at a time and streamed
 * into the archive by client-zip, and the ZIP is saved as "<assignment> – submissions.zip" with
 * entries "<student> – <assignment>.<ext>". No file is ever kept on a server.
 */
import { downloadZip } from "client-zip";
import type { ConvexReactClient } from "convex/react";
import { api } from "@convex/_generated/api";
import { FILE_LINK_RENEW_BEFORE_MS, FILE_LINK_TTL_MS } from "@convex/shared/fileLinks";
import { UserFacingError } from "@/lib/errors";
import { t } from "@/lib/words/i18n";

export type ZipProgress = { done: number; total: number; current: string | null };

export type OpenedSubmissions = { zipName: string; files: Array<{ url: string; name: string }> };

type BuildOptions = {
  onProgress?: (progress: ZipProgress) => void;
  signal?: AbortSignal;
  /** Fresh links when the ones in hand are about to run out (a long download). */
  reopen?: () => Promise<OpenedSubmissions>;
  fetch?: typeof fetch;
};

/** The ZIP as a Blob, fetching each file in turn; links are renewed when they near their end. */
export async function buildSubmissionsZip(opened: OpenedSubmissions, options: BuildOptions = {}): Promise<Blob> {
  const { onProgress, signal, reopen } = options;
  const doFetch = options.fetch ?? fetch;
  let links = opened.files;
  let linksAt = Date.now();
  const total = links.length;
  onProgress?.({ done: 0, total, current: null });

  async function urlOf(index: number): Promise<string> {
    if (reopen && Date.now() - linksAt > FILE_LINK_TTL_MS - FILE_LINK_RENEW_BEFORE_MS) {
      links = (await reopen()).files;
      linksAt = Date.now();
    }
    const link = links.find((file) => file.name === opened.files[index].name);
    if (link === undefined) throw new UserFacingError(t("lib.zip.changed"));
    return link.url;
  }

  async function* entries() {
    for (let i = 0; i < total; i++) {
      const name = opened.files[i].name;
      onProgress?.({ done: i, total, current: name });
      const response = await doFetch(await urlOf(i), { signal, credentials: "omit" });
      if (!response.ok) throw new UserFacingError(t("lib.zip.fileFailed", { name }));
      yield { name, input: new Uint8Array(await response.arrayBuffer()), lastModified: new Date() };
      onProgress?.({ done: i + 1, total, current: null });
    }
  }

  return await downloadZip(entries()).blob();
}

/** Saves a Blob under a name, through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads every current submission of the assignment as one ZIP (the course's teacher or an
 * Admin). Resolves once the ZIP is saved; rejects with the server's refusal, a UserFacingError
 * naming a file that failed, or an AbortError when `signal` aborts. Nothing to download: a
 * UserFacingError "No work has been handed in yet.".
 */
export async function downloadAllSubmissions(
  assignmentId: string,
  options: { onProgress?: (progress: ZipProgress) => void; signal?: AbortSignal; client?: ConvexReactClient } = {},
): Promise<void> {
  const client = options.client ?? (await import("@/lib/convex")).convex;
  const reopen = () => client.mutation(api.assignments.fileLinks.openAll, { assignmentId });
  const opened = await reopen();
  if (opened.files.length === 0) throw new UserFacingError(t("lib.zip.empty"));
  const blob = await buildSubmissionsZip(opened, { onProgress: options.onProgress, signal: options.signal, reopen });
  options.signal?.throwIfAborted();
  saveBlob(blob, opened.zipName);
}

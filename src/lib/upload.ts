import type { ConvexReactClient } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { FilePurpose } from "../../convex/schema";
import { convex } from "./convex";
import { UserFacingError } from "./errors";

export type { FilePurpose };

export type UploadOptions = {
  /** Called with 0..1 as the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Defaults to the app's client; tests may pass their own. */
  client?: ConvexReactClient;
};

/**
 * Uploads one file and returns its file record id. Three steps: ask the server for a one-time
 * upload URL, POST the bytes there (XMLHttpRequest, for progress), then let the server check
 * the real type and size and record the file for `purpose`. The server's refusals arrive as
 * ConvexError with a message for the user.
 */
export async function uploadFile(
  file: File,
  purpose: FilePurpose,
  options: UploadOptions = {},
): Promise<Id<"files">> {
  const client = options.client ?? convex;
  const uploadUrl = await client.mutation(api.files.generateUploadUrl, {});
  const storageId = await postFile(uploadUrl, file, options);
  options.onProgress?.(1);
  return await client.action(api.files.finishUpload, { storageId, name: file.name, purpose });
}

function postFile(url: string, file: File, { onProgress, signal }: UploadOptions): Promise<Id<"_storage">> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    if (file.type) xhr.setRequestHeader("Content-Type", file.type);
    xhr.responseType = "text";

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 0.99));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UserFacingError(`The upload failed (HTTP ${xhr.status}). Please try again.`));
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { storageId?: unknown };
        if (typeof body.storageId !== "string") throw new Error("no storageId");
        resolve(body.storageId as Id<"_storage">);
      } catch {
        reject(new UserFacingError("The upload failed: the server gave an unexpected answer."));
      }
    };
    xhr.onerror = () => reject(new UserFacingError("The upload failed: check your connection and try again."));
    xhr.onabort = () => reject(new UserFacingError("The upload was cancelled."));

    if (signal) {
      if (signal.aborted) {
        reject(new UserFacingError("The upload was cancelled."));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    onProgress?.(0);
    xhr.send(file);
  });
}

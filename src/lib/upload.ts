import type { ConvexReactClient } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { FilePurpose } from "@convex/schema";
import { convex } from "./convex";
import { uploadToken } from "./auth/upload-token";
import { UserFacingError } from "./errors";
import { t } from "@/lib/words/i18n";

export type { FilePurpose };

export type UploadOptions = {
  /** Called with 0..1 as the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Defaults to the app's client; tests may pass their own. */
  client?: ConvexReactClient;
  /** The signed-in person's Convex token, for UploadThing's file router; defaults to the auth provider's. */
  getToken?: () => Promise<string | null>;
};

/**
 * Uploads one file and returns its file record id. First the server says where the bytes go (it
 * refuses early what cannot pass). Convex storage, the default: the raw bytes are POSTed
 * (XMLHttpRequest, for progress and cancel), then the server checks their real type and size and
 * records the file for `purpose` (only the signed-in user who started an upload can finish it:
 * `key` names it). UploadThing, when the deployment has UPLOADTHING_TOKEN: `@uploadthing/react`
 * talks to the deployment's file router (loaded on demand; src/lib/upload-uploadthing.ts, ADR
 * 0064), whose middleware binds the upload to the signed-in person; UploadThing's callback checks
 * and records the file, or, where it cannot call back (a local deployment), this finishes it with
 * the same checks. The server's refusals arrive as ConvexError or UserFacingError with a message
 * for the user.
 */
export async function uploadFile(file: File, purpose: FilePurpose, options: UploadOptions = {}): Promise<Id<"files">> {
  const client = options.client ?? convex;
  const started = await client.mutation(api.accounts.files.startUpload, {
    purpose,
    name: file.name,
    size: file.size,
    contentType: file.type,
  });
  if (started.provider === "uploadthing") {
    const token = await (options.getToken ?? uploadToken)();
    if (token === null) throw new UserFacingError(t("lib.upload.signInFirst"));
    if (options.signal?.aborted) throw new UserFacingError(t("lib.upload.cancelled"));
    const { uploadThroughRouter } = await import("./upload-uploadthing");
    const { onProgress, signal } = options;
    const uploaded = await uploadThroughRouter(file, purpose, {
      routeUrl: started.uploadUrl,
      token,
      onProgress,
      signal,
    });
    if ("fileId" in uploaded) return uploaded.fileId;
    return await client.action(api.accounts.uploadthingNode.finishUploadThing, { key: uploaded.key });
  }
  const storageId = await postToStorage(started.uploadUrl, file, options);
  options.onProgress?.(1);
  return await client.action(api.accounts.files.finishUpload, { key: started.key, storageId, purpose });
}

function readStorageId(body: unknown): Id<"_storage"> {
  const storageId = typeof body === "object" && body !== null ? (body as { storageId?: unknown }).storageId : undefined;
  if (typeof storageId !== "string") throw new Error("no storageId");
  return storageId as Id<"_storage">;
}

/**
 * POSTs the raw bytes to Convex storage with progress and cancellation, and reads the storage id
 * from its JSON answer. An answer with an `error` field, or without a storage id, is a failure.
 */
function postToStorage(url: string, file: File, { onProgress, signal }: UploadOptions): Promise<Id<"_storage">> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header name, not words
    if (file.type) xhr.setRequestHeader("Content-Type", file.type);
    xhr.responseType = "text";

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 0.99));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UserFacingError(t("lib.upload.http", { status: xhr.status })));
        return;
      }
      try {
        const body: unknown = JSON.parse(xhr.responseText);
        if (typeof body === "object" && body !== null && "error" in body) throw new Error("error answer");
        resolve(readStorageId(body));
      } catch {
        reject(new UserFacingError(t("lib.upload.unexpected")));
      }
    };
    xhr.onerror = () => reject(new UserFacingError(t("lib.upload.connection")));
    xhr.onabort = () => reject(new UserFacingError(t("lib.upload.cancelled")));

    if (signal) {
      if (signal.aborted) {
        reject(new UserFacingError(t("lib.upload.cancelled")));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    onProgress?.(0);
    xhr.send(file);
  });
}

/**
 * An upload through the deployment's UploadThing file router with UploadThing's React package
 * (`@uploadthing/react`'s `generateReactHelpers().uploadFiles`: its signed-URL request, its ranged
 * PUT with progress, its cancel). Loaded only when the server says files go to UploadThing
 * (src/lib/upload.ts imports it on demand), so the default bundle does not carry it. ADR 0064.
 */
import { generateReactHelpers } from "@uploadthing/react";
import { UploadAbortedError, UploadThingError } from "@uploadthing/shared";
import type { UploadRouter, UploadThingServerData } from "@convex/accounts/uploadthingRouter";
import type { Id } from "@convex/_generated/dataModel";
import type { FilePurpose } from "@convex/schema";
import { UserFacingError, wordMessage } from "./errors";
import { t } from "@/lib/words/i18n";

export type UploadThingUpload = {
  /** The file router's URL (files.startUpload's `uploadUrl`). */
  routeUrl: string;
  /** The signed-in person's Convex token, sent as `Authorization: Bearer …`. */
  token: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * What the router said about the file: its id (UploadThing called the router back and the file
 * was checked and recorded) or `{ key }` when no callback could come (a local deployment): then
 * the caller finishes the upload with `uploadthingNode.finishUploadThing`. Refusals throw
 * UserFacingError with the server's message (a key and its parameters) in the reader's language.
 */
export async function uploadThroughRouter(
  file: File,
  purpose: FilePurpose,
  { routeUrl, token, onProgress, signal }: UploadThingUpload,
): Promise<{ fileId: Id<"files"> } | { key: string }> {
  const { uploadFiles } = generateReactHelpers<UploadRouter>({ url: routeUrl });
  onProgress?.(0);
  let uploaded;
  try {
    [uploaded] = await uploadFiles(purpose, {
      files: [withTypeUploadThingKnows(file)],
      signal,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not words
      headers: { Authorization: `Bearer ${token}` },
      onUploadProgress: ({ loaded }) => onProgress?.(Math.min(loaded / Math.max(file.size, 1), 0.99)),
    });
  } catch (error) {
    if (signal?.aborted || error instanceof UploadAbortedError) throw new UserFacingError(t("lib.upload.cancelled"));
    // The router's refusals (the rules' messages, as keys) come back as UploadThingError with our
    // message; uploadthing's own refusals are its English, shown as they are.
    if (error instanceof UploadThingError && error.code !== "INTERNAL_CLIENT_ERROR" && error.code !== "UPLOAD_FAILED") {
      throw new UserFacingError(wordMessage(error.message));
    }
    throw new UserFacingError(t("lib.upload.connection"));
  }
  onProgress?.(1);
  const answer = uploaded.serverData as UploadThingServerData | null;
  if (answer === null || answer === undefined) return { key: uploaded.key };
  if (!answer.ok) throw new UserFacingError(wordMessage(answer.refused));
  return { fileId: answer.fileId };
}

/**
 * A document some systems give no type (or `application/octet-stream`) goes without one, so
 * uploadthing matches it by its extension, as the server's rules allow (docs/files.md, check 1).
 */
function withTypeUploadThingKnows(file: File): File {
  if (file.type !== "application/octet-stream") return file;
  return new File([file], file.name, { type: "", lastModified: file.lastModified });
}

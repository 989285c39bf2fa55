/**
 * Starting an UploadThing upload with uploadthing's own code: the token read by its
 * `UploadThingToken` schema, the file key made by `generateKey` and the ingest URL signed by
 * `generateSignedURL` (@uploadthing/shared, the two calls its server SDK's `generatePresignedUrl`
 * makes). Those are `Micro` effects of the `effect` library uploadthing is written in; they need
 * only Web Crypto, so they run inside a mutation. No x-ut-slug: that would ask the ingest server
 * to call a file-router back, which this design does not have (docs/decisions/0004).
 */
import { generateKey, generateSignedURL } from "@uploadthing/shared";
import * as Either from "effect/Either";
import * as Micro from "effect/Micro";
import * as Schema from "effect/Schema";
import { UploadThingToken } from "uploadthing/types";
import { deploymentConfig } from "../../lib/config";

/** How long an ingest URL (and the pending upload behind it) stays valid; uploadthing's default. */
export const PRESIGNED_URL_TTL_SECONDS = 60 * 60;

/** The token as uploadthing's schema reads it (apiKey is `Redacted`), and the token itself for `UTApi`. */
export type UploadThingConfig = Schema.Schema.Type<typeof UploadThingToken> & { token: string };

/**
 * The deployment's UploadThing settings, or null without `UPLOADTHING_TOKEN`. A malformed token
 * throws an error that names the variable, never its contents (the schema's message quotes them).
 */
export function uploadThingConfig(): UploadThingConfig | null {
  const token = deploymentConfig.uploadThingToken;
  if (token === null) return null;
  const decoded = Schema.decodeUnknownEither(UploadThingToken)(token);
  if (Either.isLeft(decoded)) {
    throw new Error(
      "UPLOADTHING_TOKEN is not a valid UploadThing token. Copy UPLOADTHING_TOKEN from the " +
        "UploadThing dashboard (API Keys) again, or remove the variable to store files in Convex.",
    );
  }
  return { ...decoded.right, token };
}

export type IngestFile = { name: string; size: number; type: string };

/** A new file key for this app; `seed` replaces uploadthing's default hash parts. */
export function generateFileKey(
  config: UploadThingConfig,
  file: IngestFile,
  seed: readonly (string | number)[],
): string {
  return Micro.runSync(generateKey(file, config.appId, () => [...seed]));
}

/**
 * The URL the browser PUTs the file to: the token's first region (uploadthing's default ingest
 * URL), signed with the API key over the file's declared name, size, type and how UploadThing
 * should serve it (`attachment` for anything but images and videos, ADR 0020).
 */
export async function signedIngestUrl(
  config: UploadThingConfig,
  key: string,
  file: IngestFile,
  disposition: "inline" | "attachment",
): Promise<string> {
  const ingestUrl = `https://${config.regions[0]}.${config.ingestHost}`;
  return await Micro.runPromise(
    generateSignedURL(`${ingestUrl}/${key}`, config.apiKey, {
      ttlInSeconds: PRESIGNED_URL_TTL_SECONDS,
      data: {
        "x-ut-identifier": config.appId,
        "x-ut-file-name": file.name,
        "x-ut-file-size": file.size,
        "x-ut-file-type": file.type,
        "x-ut-content-disposition": disposition,
      },
    }),
  );
}

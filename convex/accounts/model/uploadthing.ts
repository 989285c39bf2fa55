/**
 * UploadThing's settings and file keys, with uploadthing's own code: the token read by its
 * `UploadThingToken` schema and the file key made by `generateKey` (@uploadthing/shared), a `Micro`
 * effect of the `effect` library uploadthing is written in; it needs no I/O, so it runs inside a
 * mutation. The file router that signs the upload URLs is convex/accounts/uploadthingRouter.ts
 * (docs/decisions/0064).
 */
import { generateKey } from "@uploadthing/shared";
import * as Either from "effect/Either";
import * as Micro from "effect/Micro";
import * as Schema from "effect/Schema";
import { UploadThingToken } from "uploadthing/types";
import { deploymentConfig } from "../../lib/config";

/** How long an upload URL (and the pending upload behind it) stays valid; uploadthing's default. */
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

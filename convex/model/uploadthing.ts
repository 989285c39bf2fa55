/**
 * UploadThing v7 presigned ingest URLs, signed locally exactly as uploadthing 7.7.4 does:
 * `generateSignedURL` and `signPayload` in @uploadthing/shared 7.1.10 (dist/index.js,
 * "src/crypto.ts"), called with the parameters of the server SDK's `generatePresignedUrl`
 * (uploadthing server/index.js, "src/sdk/utils.ts"). No x-ut-slug: that asks the ingest server to
 * call a route handler back, which this design does not have. Uses only Web Crypto.
 */
import type { UploadThingConfig } from "./config";

/** The uploadthing release whose wire format this follows; sent as x-uploadthing-version. */
export const UPLOADTHING_VERSION = "7.7.4";
/** How long an ingest URL (and the pending upload behind it) stays valid; uploadthing's default. */
export const PRESIGNED_URL_TTL_MS = 60 * 60 * 1000;

const SIGNATURE_PREFIX = "hmac-sha256=";

/** `hmac-sha256=<hex>` of `payload`, keyed with the API key. */
export async function signPayload(payload: string, apiKey: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(apiKey),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload)));
  return SIGNATURE_PREFIX + Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** `https://{region}.{ingestHost}`: uploads go to the token's first region. */
export function ingestOrigin(config: UploadThingConfig): string {
  return `https://${config.regions[0]}.${config.ingestHost}`;
}

/** Where a stored file is served (uploadthing's default ufs host, app id as subdomain). */
export function ufsUrl(config: UploadThingConfig, key: string): string {
  return `https://${config.appId}.ufs.sh/f/${encodeURIComponent(key)}`;
}

export type IngestFile = { name: string; size: number; type: string };

/**
 * The URL the browser PUTs the file to. As in uploadthing, every value is encodeURIComponent-ed
 * before URLSearchParams encodes it again, and the signature covers the whole URL before the
 * `signature` parameter is appended.
 */
export async function presignedIngestUrl(
  config: UploadThingConfig,
  key: string,
  file: IngestFile,
  now: number,
): Promise<string> {
  const url = new URL(`${ingestOrigin(config)}/${key}`);
  url.searchParams.append("expires", String(now + PRESIGNED_URL_TTL_MS));
  const data: Record<string, string | number> = {
    "x-ut-identifier": config.appId,
    "x-ut-file-name": file.name,
    "x-ut-file-size": file.size,
    "x-ut-file-type": file.type,
    "x-ut-content-disposition": "inline",
  };
  for (const [name, value] of Object.entries(data)) {
    url.searchParams.append(name, encodeURIComponent(value));
  }
  url.searchParams.append("signature", await signPayload(url.toString(), config.apiKey));
  return url.href;
}

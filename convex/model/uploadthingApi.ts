/**
 * Server-side calls to UploadThing (actions only: they use fetch). The REST calls are the ones
 * uploadthing 7.7.4's `UTApi` makes (server/index.js, "src/sdk/index.ts" `requestUploadThing`):
 * POST https://api.uploadthing.com/v6/<name>, JSON body, the API key in `x-uploadthing-api-key`.
 */
import type { UploadThingConfig } from "./config";
import { UPLOADTHING_VERSION, ufsUrl } from "./uploadthing";

const API_URL = "https://api.uploadthing.com";

/** How many leading bytes are read to tell the real file type. */
const HEAD_BYTES = 16;

async function requestApi(config: UploadThingConfig, path: string, body: unknown): Promise<Response> {
  return await fetch(`${API_URL}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-uploadthing-api-key": config.apiKey,
      "x-uploadthing-version": UPLOADTHING_VERSION,
      "x-uploadthing-be-adapter": "server-sdk",
    },
    body: JSON.stringify(body),
  });
}

/** Whether UploadThing has a file under `key` (`UTApi.getFileUrls`, POST /v6/getFileUrl). */
export async function fileExists(config: UploadThingConfig, key: string): Promise<boolean> {
  const response = await requestApi(config, "/v6/getFileUrl", { fileKeys: [key] });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`UploadThing getFileUrl answered HTTP ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  return Array.isArray(body.data) && body.data.some((entry: unknown) => isRecordWithKey(entry, key));
}

function isRecordWithKey(entry: unknown, key: string): boolean {
  return typeof entry === "object" && entry !== null && (entry as { key?: unknown }).key === key;
}

/** Deletes a file (`UTApi.deleteFiles`, POST /v6/deleteFiles). */
export async function deleteFile(config: UploadThingConfig, key: string): Promise<void> {
  const response = await requestApi(config, "/v6/deleteFiles", { fileKeys: [key] });
  if (!response.ok) throw new Error(`UploadThing deleteFiles answered HTTP ${response.status}`);
}

export type StoredHead = { url: string; size: number; head: Uint8Array };

/**
 * Reads a stored file's size and first bytes from its public URL with one ranged GET
 * (size from Content-Range, or Content-Length when the server ignores the range).
 * Null when the file is not there.
 */
export async function readStoredHead(config: UploadThingConfig, key: string): Promise<StoredHead | null> {
  const url = ufsUrl(config, key);
  const response = await fetch(url, { headers: { Range: `bytes=0-${HEAD_BYTES - 1}` } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading the uploaded file answered HTTP ${response.status}`);
  const size =
    response.status === 206
      ? Number(/\/(\d+)\s*$/.exec(response.headers.get("content-range") ?? "")?.[1])
      : Number(response.headers.get("content-length"));
  const head = await firstBytes(response, HEAD_BYTES);
  if (!Number.isSafeInteger(size) || size < head.length) {
    throw new Error("Reading the uploaded file gave no usable size");
  }
  return { url, size, head };
}

/** Up to `count` bytes from the start of a body, without reading the rest. */
async function firstBytes(response: Response, count: number): Promise<Uint8Array> {
  const out = new Uint8Array(count);
  let filled = 0;
  const reader = response.body?.getReader();
  if (reader === undefined) return out.subarray(0, 0);
  while (filled < count) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, count - filled);
    out.set(take, filled);
    filled += take.length;
  }
  await reader.cancel();
  return out.subarray(0, filled);
}

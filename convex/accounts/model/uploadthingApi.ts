/**
 * What happens after the browser's upload, through uploadthing's server SDK (`UTApi`): a signed
 * read URL for the file (`generateSignedURL`, computed locally, valid for private files too) to
 * read its size and first bytes, and `deleteFiles`. `UTApi` refuses to run where `window` exists,
 * so this is used from the Node action in convex/uploadthingNode.ts.
 */
import { UTApi } from "uploadthing/server";
import { MarkupScanner } from "./fileMarkup";
import { ZIP_TAIL_BYTES } from "./fileTypes";
import type { UploadThingConfig } from "./uploadthing";

/** How many leading bytes are read to tell the real file type. */
const HEAD_BYTES = 16;
/** The read URL is used at once; a minute is plenty. */
const READ_URL_TTL_SECONDS = 60;

export function utApi(config: UploadThingConfig): UTApi {
  return new UTApi({ token: config.token });
}

export type StoredHead = { url: string; size: number; head: Uint8Array };

/**
 * Reads a stored file's size and first bytes with one ranged GET of its signed URL (size from
 * Content-Range, or Content-Length when the server ignores the range). Null when the file is not
 * there. `url` is the file's lasting address: the signed URL without its signature.
 */
export async function readStoredHead(utapi: UTApi, key: string): Promise<StoredHead | null> {
  const { ufsUrl } = await utapi.generateSignedURL(key, { expiresIn: READ_URL_TTL_SECONDS });
  const response = await fetch(ufsUrl, { headers: { Range: `bytes=0-${HEAD_BYTES - 1}` } });
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
  const url = new URL(ufsUrl);
  url.search = "";
  return { url: url.href, size, head };
}

/**
 * The last bytes of a stored file (a ZIP's central directory, to tell a DOCX from any ZIP), with
 * one ranged GET of a fresh signed URL. Bounded by ZIP_TAIL_BYTES.
 */
export async function readStoredTail(utapi: UTApi, key: string, size: number): Promise<Uint8Array> {
  const start = Math.max(0, size - ZIP_TAIL_BYTES);
  const { ufsUrl } = await utapi.generateSignedURL(key, { expiresIn: READ_URL_TTL_SECONDS });
  const response = await fetch(ufsUrl, { headers: { Range: `bytes=${start}-${size - 1}` } });
  if (!response.ok) throw new Error(`Reading the uploaded file answered HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A server that ignores the range sends the whole file: keep only its end.
  return response.status === 206 ? bytes : bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES));
}

/** Files up to this size are scanned whole for markup; of larger ones (videos) the first and last MARKUP_EDGE_BYTES. */
const MARKUP_SCAN_WHOLE_BYTES = 64 * 1024 * 1024;
const MARKUP_EDGE_BYTES = 1024 * 1024;

/** Whether the stored file contains web-page markup (fileMarkup.ts), read with ranged GETs as a stream. */
export async function storedContainsMarkup(utapi: UTApi, key: string, size: number): Promise<boolean> {
  const ranges: [number, number][] =
    size <= MARKUP_SCAN_WHOLE_BYTES
      ? [[0, size - 1]]
      : [
          [0, MARKUP_EDGE_BYTES - 1],
          [size - MARKUP_EDGE_BYTES, size - 1],
        ];
  for (const [start, end] of ranges) {
    if (end < start) continue;
    const { ufsUrl } = await utapi.generateSignedURL(key, { expiresIn: READ_URL_TTL_SECONDS });
    const response = await fetch(ufsUrl, { headers: { Range: `bytes=${start}-${end}` } });
    if (!response.ok || response.body === null) {
      throw new Error(`Reading the uploaded file answered HTTP ${response.status}`);
    }
    const scanner = new MarkupScanner();
    const reader = response.body.getReader();
    let found = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (scanner.push(value)) {
        found = true;
        await reader.cancel();
        break;
      }
    }
    if (found || scanner.finish()) return true;
  }
  return false;
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

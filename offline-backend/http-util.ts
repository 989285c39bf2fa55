/** Small helpers shared by the HTTP handlers and the blob store: CORS, JSON replies, streams. */
import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable, Writable } from "node:stream";
import { isAllowedOrigin } from "./origins.ts";

/**
 * CORS headers for a request: the app's own origins (origins.ts) are echoed, with credentials;
 * any other Origin, or none, gets no CORS headers, so a browser on another site cannot read the
 * answer.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !isAllowedOrigin(origin)) return { Vary: "Origin" };
  const requested = req.headers["access-control-request-headers"];
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    Vary: "Origin",
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": typeof requested === "string" ? requested : "*",
    "Access-Control-Expose-Headers": "Content-Range, Accept-Ranges, Content-Length, Content-Type, ETag",
    "Access-Control-Max-Age": "86400",
  };
}

/** Answers a preflight: 204 for the app's origins, 403 for any other. */
export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.writeHead(origin !== undefined && !isAllowedOrigin(origin) ? 403 : 204, corsHeaders(req));
  res.end();
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...corsHeaders(req), "Content-Type": "text/plain; charset=utf-8" });
  res.end(text);
}

/** Resolves when `out` can take more data ('drain') or is gone ('close'); rejects on 'error'. */
async function drained(out: Writable): Promise<void> {
  const abort = new AbortController();
  try {
    await Promise.race([once(out, "drain", { signal: abort.signal }), once(out, "close", { signal: abort.signal })]);
  } finally {
    abort.abort(); // removes the listener that lost the race
  }
}

/**
 * Copies a web stream into a Node stream, waiting for 'drain' whenever its buffer is full. Stops
 * (cancelling the source) if the destination is destroyed, e.g. a client that went away. Does not
 * end the destination.
 */
export async function copyStream(source: ReadableStream<Uint8Array>, out: Writable): Promise<void> {
  const reader = source.getReader();
  try {
    for (;;) {
      if (out.destroyed) {
        await reader.cancel();
        return;
      }
      const { done, value } = await reader.read();
      if (done) return;
      if (!out.write(value)) await drained(out);
    }
  } finally {
    reader.releaseLock();
  }
}

/** Streams a Blob to the response, respecting back-pressure. */
export async function pipeBlob(blob: Blob, res: ServerResponse): Promise<void> {
  await copyStream(blob.stream(), res);
  if (!res.destroyed) res.end();
}

/** Reads a whole request (or any byte stream) into memory. */
export async function readBody(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses a single "bytes=" range against a size; null = whole body, "invalid" = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // multiple or unknown ranges: serve the whole body
  const [, startText = "", endText = ""] = match;
  if (startText === "" && endText === "") return "invalid";
  let start: number;
  let end: number;
  if (startText === "") {
    const suffix = Number(endText);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

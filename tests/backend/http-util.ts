/** Small helpers shared by the HTTP handlers: CORS, JSON replies, streaming a Blob. */
import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const requested = req.headers["access-control-request-headers"];
  return {
    "Access-Control-Allow-Origin": origin ?? "*",
    ...(origin ? { "Access-Control-Allow-Credentials": "true", Vary: "Origin" } : {}),
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": typeof requested === "string" ? requested : "*",
    "Access-Control-Expose-Headers": "Content-Range, Accept-Ranges, Content-Length, Content-Type, ETag",
    "Access-Control-Max-Age": "86400",
  };
}

export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, corsHeaders(req));
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

/** Streams a Blob to the response, respecting back-pressure. */
export async function pipeBlob(blob: Blob, res: ServerResponse): Promise<void> {
  const reader = blob.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await Promise.race([once(res, "drain"), once(res, "close")]);
    }
    res.end();
  } finally {
    reader.releaseLock();
  }
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses a single "bytes=" range against a size; null = whole body, "invalid" = 416. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | "invalid" {
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

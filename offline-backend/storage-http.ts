/**
 * File storage over HTTP on the deployment origin, like Convex:
 *   POST /api/storage/upload?token=...  raw body, Content-Type kept  -> {"storageId": "..."}
 *     only with a token this backend issued (upload-tokens.ts), at most `maxUploadBytes`;
 *   GET|HEAD /api/storage/<id>?sig=<signature> (the URLs `ctx.storage.getUrl` hands out, signed:
 *     storage-urls.ts) with Accept-Ranges and single byte ranges (206), with `nosniff`, a sandboxing
 *     CSP, and as a download unless it is an image, video or audio file. Without the right
 *     signature: 404, exactly like a file that does not exist.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { UploadTooLarge, type BlobStore } from "./blob-store.ts";
import { tableOfId, type ConvexTestInternals } from "./convex-internals.ts";
import { corsHeaders, parseRange, pipeBlob, sendJson, sendText } from "./http-util.ts";
import type { StorageUrlSigner } from "./storage-urls.ts";
import type { UploadTokens } from "./upload-tokens.ts";

/** Types a browser would run as a page or script: served as plain bytes, whatever was uploaded. */
const ACTIVE_TYPES = new Set([
  "text/html",
  "application/xhtml+xml",
  "image/svg+xml",
  "text/xml",
  "application/xml",
  "text/javascript",
  "application/javascript",
]);

/** The headers that keep a stored file from ever acting as a page of this origin (ADR 0020). */
export function servingHeaders(storedType: string): Record<string, string> {
  const type = storedType.split(";")[0].trim().toLowerCase();
  const contentType = ACTIVE_TYPES.has(type) || type === "" ? "application/octet-stream" : storedType;
  const inline = /^(image|video|audio)\//.test(type) && type !== "image/svg+xml";
  return {
    "Content-Type": contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": inline ? "inline" : "attachment",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
}

export class StorageHttp {
  constructor(
    private readonly convex: ConvexTestInternals,
    private readonly blobs: BlobStore,
    private readonly signer: StorageUrlSigner,
    private readonly tokens: UploadTokens,
    private readonly maxUploadBytes: number,
    /** Told (before the upload is answered) which file under blobs/ holds a stored entry's bytes. */
    private readonly onFileAssigned: (storageId: string, file: string) => void = () => {},
  ) {}

  /** Handles /api/storage/...; returns false for other paths. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith("/api/storage/")) return false;
    const rest = url.pathname.slice("/api/storage/".length);
    if (rest === "upload" && req.method === "POST") {
      await this.upload(req, res, url);
    } else if (req.method === "GET" || req.method === "HEAD") {
      await this.serve(req, res, decodeURIComponent(rest), url.searchParams.get("sig"));
    } else {
      sendText(req, res, 405, "Method not allowed");
    }
    return true;
  }

  private async upload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // Refusals close the connection: the body they did not read is not wanted.
    const refuse = (status: number, code: string, message: string) => {
      res.setHeader("Connection", "close");
      sendJson(req, res, status, { code, message });
    };
    if (!this.tokens.consume(url.searchParams.get("token"))) {
      refuse(
        401,
        "InvalidUploadToken",
        "Upload URLs come from generateUploadUrl(); this one is unknown, used or expired",
      );
      return;
    }
    const declaredLength = Number(req.headers["content-length"] ?? 0);
    if (declaredLength > this.maxUploadBytes) {
      refuse(413, "UploadTooLarge", `Uploads are limited to ${this.maxUploadBytes} bytes`);
      return;
    }
    const type = req.headers["content-type"] ?? "";
    let received: Awaited<ReturnType<BlobStore["receive"]>>;
    try {
      received = await this.blobs.receive(req, type, this.maxUploadBytes);
    } catch (error) {
      if (!(error instanceof UploadTooLarge)) throw error;
      refuse(413, "UploadTooLarge", `Uploads are limited to ${this.maxUploadBytes} bytes`);
      return;
    }
    const { blob, file } = received;
    try {
      const storageId = await this.convex.t.run(async (ctx) => await ctx.storage.store(blob));
      this.blobs.assign(storageId, file);
      if (file !== null) this.onFileAssigned(storageId, file);
      sendJson(req, res, 200, { storageId });
    } catch (error) {
      this.blobs.discard(file);
      throw error;
    }
  }

  /** A committed stored file, when the signature is this backend's for its id. */
  private find(storageId: string, signature: string | null): { contentType: string; blob: Blob } | null {
    if (!this.signer.verify(storageId, signature) || tableOfId(storageId) !== "_storage") return null;
    const doc = this.convex.committedDocument(storageId);
    const blob = doc ? this.convex.storedBlob(storageId) : null;
    if (!doc || !blob) return null;
    const contentType = typeof doc.contentType === "string" && doc.contentType ? doc.contentType : blob.type;
    return { contentType: contentType || "application/octet-stream", blob };
  }

  private async serve(req: IncomingMessage, res: ServerResponse, id: string, signature: string | null): Promise<void> {
    const found = this.find(id, signature);
    if (!found) {
      sendText(req, res, 404, "File not found");
      return;
    }
    const { blob, contentType } = found;
    const size = blob.size;
    const headers: Record<string, string | number> = {
      ...corsHeaders(req),
      ...servingHeaders(contentType),
      "Accept-Ranges": "bytes",
      "Cache-Control": "private, max-age=2592000",
      ETag: `"${id}"`,
    };
    const range = parseRange(req.headers.range, size);
    if (range === "invalid") {
      res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` });
      res.end();
      return;
    }
    const body = range ? blob.slice(range.start, range.end + 1) : blob;
    res.writeHead(range ? 206 : 200, {
      ...headers,
      "Content-Length": body.size,
      ...(range ? { "Content-Range": `bytes ${range.start}-${range.end}/${size}` } : {}),
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    await pipeBlob(body, res);
  }
}

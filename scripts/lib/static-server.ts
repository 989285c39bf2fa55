/**
 * The built app served the way a static host (Netlify, Cloudflare Pages, nginx with the
 * docs/security-headers.md example) serves it, for scripts/bench-web.ts: `vite preview` sends no
 * compression and no caching headers, which would make Lighthouse's figures a poor picture of
 * production.
 *   - gzip (or brotli, when asked for) of text files, negotiated by Accept-Encoding;
 *   - `Cache-Control: public, max-age=31536000, immutable` for Vite's hashed files under /assets/,
 *     `no-cache` (revalidate with the ETag) for HTML and everything else;
 *   - a prerendered page where one exists (`/login` → login.html or login/index.html), otherwise
 *     the SPA's shell.html (ADR 0026; index.html in a build without it) for any unknown path, as
 *     the nginx example in docs/security-headers.md does; a missing /assets/ file is a 404;
 *   - the app's security headers (scripts/lib/security-headers.ts) on every response;
 *   - with `tls`, HTTPS with HTTP/2 (HTTP/1.1 for a client that does not offer it), as every static
 *     host serves a deployment; without, plain HTTP/1.1.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
};
/** Formats already compressed are sent as they are. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".ico"]);

export type Encoding = "br" | "gzip";

export type StaticServerOptions = {
  /** The build directory (dist/). */
  root: string;
  /** Headers sent with every response (securityHeaders(...)). */
  headers?: Record<string, string>;
  /** Encodings offered, in order of preference; default gzip only, as the figures were taken. */
  encodings?: Encoding[];
  /** A key and certificate (PEM): serve HTTPS with HTTP/2 instead of plain HTTP/1.1. */
  tls?: { key: string; cert: string };
};

type Found = { file: string; isHtml: boolean };

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() === true;

/**
 * The file that answers `pathname`: the file itself, a prerendered `<path>/index.html` or
 * `<path>.html`, or the SPA's shell.html (else index.html). Null for a missing hashed asset (and any path outside
 * root).
 */
export async function resolveFile(root: string, pathname: string): Promise<Found | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = path.join(root, decoded);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = [target, path.join(target, "index.html")];
  if (!decoded.endsWith("/")) candidates.push(`${target}.html`);
  for (const file of candidates) {
    if (await isFile(file)) return { file, isHtml: file.endsWith(".html") };
  }
  if (decoded.startsWith("/assets/")) return null;
  // The SPA page without prerendered content (ADR 0026), or index.html in a build without one.
  const shell = path.join(root, "shell.html");
  return { file: (await isFile(shell)) ? shell : path.join(root, "index.html"), isHtml: true };
}

/** The first of `offered` the client accepts (q=0 refuses). */
export function negotiate(acceptEncoding: string | undefined, offered: Encoding[]): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return offered.find((encoding) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0) ?? null;
}

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
};

/** The request handler; exported for tests that want no socket. */
export function staticHandler(options: StaticServerOptions) {
  const root = path.resolve(options.root);
  const offered = options.encodings ?? ["gzip"];
  // A static host compresses once at deploy time; so does this cache, keeping compression out of TTFB.
  const cache = new Map<string, Promise<{ body: Buffer; etag: string }>>();

  const bodyOf = (file: string, encoding: Encoding | null) => {
    const key = `${encoding ?? "identity"}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = (async () => {
        const raw = await readFile(file);
        const body = encoding ? await compressors[encoding](raw) : raw;
        const info = await stat(file);
        return {
          body,
          etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding ?? "id"}"`,
        };
      })();
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  };

  return async (
    req: IncomingMessage | Http2ServerRequest,
    res: ServerResponse | Http2ServerResponse,
  ): Promise<void> => {
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const found = await resolveFile(root, pathname);
    if (!found) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": REVALIDATE }).end("Not found");
      return;
    }
    const extension = path.extname(found.file).toLowerCase();
    const encoding = COMPRESSIBLE.has(extension) ? negotiate(req.headers["accept-encoding"], offered) : null;
    const { body, etag } = await bodyOf(found.file, encoding);
    const hashedAsset = pathname.startsWith("/assets/") && !found.isHtml;
    const headers: Record<string, string> = {
      "Content-Type": TYPES[extension] ?? "application/octet-stream",
      "Cache-Control": hashedAsset ? IMMUTABLE : REVALIDATE,
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}

/** A key and a self-signed certificate for 127.0.0.1, made by openssl, for `tls` (a browser must be told to accept it). */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "static-server-tls-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", ...subject, "-keyout", key, "-out", cert],
      {
        stdio: "ignore",
      },
    );
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type RunningStaticServer = { url: string; close: () => Promise<void> };

/** Starts the server on 127.0.0.1 (port 0: a free one). */
export async function startStaticServer(
  options: StaticServerOptions & { port?: number },
): Promise<RunningStaticServer> {
  const handle = staticHandler(options);
  const respond = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(String(error));
    });
  };
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, respond)
    : createServer(respond);
  // Open connections (keep-alive, HTTP/2 sessions) would hold close() up.
  const sockets = new Set<Socket>();
  server.on(options.tls ? "secureConnection" : "connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const url = `${options.tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { url, close };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { request } from "node:http";
import { connect } from "node:http2";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  IMMUTABLE,
  negotiate,
  selfSignedCertificate,
  startStaticServer,
  type RunningStaticServer,
} from "./static-server.ts";

const SPA = "<!doctype html><title>app shell</title>" + " ".repeat(2000);
const LANDING = "<!doctype html><title>prerendered landing</title>";
const LOGIN = "<!doctype html><title>prerendered login</title>";
const REGISTER = "<!doctype html><title>prerendered register</title>";
const SCRIPT = "console.log('hashed asset');".repeat(100);

let root: string;
let server: RunningStaticServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "static-server-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "login"));
  writeFileSync(path.join(root, "index.html"), LANDING);
  writeFileSync(path.join(root, "shell.html"), SPA);
  writeFileSync(path.join(root, "login", "index.html"), LOGIN);
  writeFileSync(path.join(root, "register.html"), REGISTER);
  writeFileSync(path.join(root, "assets", "index-abc123.js"), SCRIPT);
  writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
  server = await startStaticServer({ root, headers: { "X-Frame-Options": "DENY" } });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(server.url + pathname, { headers });

/** The raw bytes of a response, still compressed (fetch would decode them otherwise). */
async function rawBody(pathname: string, acceptEncoding: string): Promise<{ res: Response; bytes: Buffer }> {
  return await new Promise((resolve, reject) => {
    request(server.url + pathname, { headers: { "Accept-Encoding": acceptEncoding } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const headers = new Headers(incoming.headers as Record<string, string>);
        resolve({ res: new Response(null, { status: incoming.statusCode, headers }), bytes: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

describe("the benchmark's static server", () => {
  test("sends gzip to a browser that accepts it, and plain bytes to one that does not", async () => {
    const gzipped = await rawBody("/assets/index-abc123.js", "gzip, deflate, br");
    expect(gzipped.res.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.res.headers.get("vary")).toBe("Accept-Encoding");
    expect(gzipped.bytes.length).toBeLessThan(SCRIPT.length / 5);
    expect(gunzipSync(gzipped.bytes).toString()).toBe(SCRIPT);

    const plain = await rawBody("/assets/index-abc123.js", "identity");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.toString()).toBe(SCRIPT);
  });

  test("prefers brotli only when offered, and honours q=0", () => {
    expect(negotiate("gzip, br", ["gzip"])).toBe("gzip");
    expect(negotiate("gzip, br", ["br", "gzip"])).toBe("br");
    expect(negotiate("gzip;q=0, br", ["gzip"])).toBeNull();
    expect(negotiate(undefined, ["gzip"])).toBeNull();
  });

  test("hashed assets are cached for a year as immutable; HTML is revalidated every time", async () => {
    const asset = await get("/assets/index-abc123.js");
    expect(asset.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(asset.headers.get("content-type")).toMatch(/^text\/javascript/);
    for (const pathname of ["/", "/login", "/register", "/dashboard/viewcourse"]) {
      const page = await get(pathname);
      expect(page.headers.get("cache-control"), pathname).toBe("no-cache");
      expect(page.headers.get("content-type"), pathname).toMatch(/^text\/html/);
    }
    expect((await get("/favicon.svg")).headers.get("cache-control")).toBe("no-cache");
  });

  test("a prerendered page is served from its own file (<path>/index.html or <path>.html)", async () => {
    expect(await (await get("/")).text()).toBe(LANDING);
    expect(await (await get("/login")).text()).toBe(LOGIN);
    expect(await (await get("/login/")).text()).toBe(LOGIN);
    expect(await (await get("/register")).text()).toBe(REGISTER);
  });

  test("any other path gets the SPA's shell.html; a missing hashed asset is a 404", async () => {
    for (const pathname of ["/forgot-password", "/dashboard/viewcourse", "/certificates/ABC-123"]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(await res.text(), pathname).toBe(SPA);
    }
    expect((await get("/assets/gone-123.js")).status).toBe(404);
    expect((await get("/%2e%2e/%2e%2e/etc/passwd")).status).toBe(200); // the app, not the file
    expect(await (await get("/%2e%2e/%2e%2e/etc/passwd")).text()).toBe(SPA);
  });

  test("a build without shell.html falls back to index.html", async () => {
    const plain = mkdtempSync(path.join(tmpdir(), "static-server-plain-"));
    writeFileSync(path.join(plain, "index.html"), SPA);
    const other = await startStaticServer({ root: plain });
    try {
      expect(await (await fetch(`${other.url}/login`)).text()).toBe(SPA);
      expect(await (await fetch(`${other.url}/dashboard/viewcourse`)).text()).toBe(SPA);
    } finally {
      await other.close();
      rmSync(plain, { recursive: true, force: true });
    }
  });

  test("every response carries the security headers, and an unchanged file answers 304", async () => {
    const first = await get("/assets/index-abc123.js");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    const etag = first.headers.get("etag") ?? "";
    const again = await get("/assets/index-abc123.js", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect((await get("/nope")).headers.get("x-frame-options")).toBe("DENY");
  });

  test("with a certificate it serves HTTPS over HTTP/2, as static hosts do", async () => {
    const secure = await startStaticServer({ root, tls: selfSignedCertificate() });
    const session = connect(secure.url, { rejectUnauthorized: false });
    try {
      expect(secure.url).toMatch(/^https:/);
      const answer = await new Promise<{ status: unknown; type: unknown; body: string }>((resolve, reject) => {
        const stream = session.request({ ":path": "/dashboard/viewcourse" });
        let status: unknown;
        let type: unknown;
        const chunks: Buffer[] = [];
        stream.on("response", (headers) => ([status, type] = [headers[":status"], headers["content-type"]]));
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => resolve({ status, type, body: Buffer.concat(chunks).toString() }));
        stream.on("error", reject);
        stream.end();
      });
      expect(answer).toEqual({ status: 200, type: "text/html; charset=utf-8", body: SPA });
    } finally {
      session.close();
      await secure.close();
    }
  });
});

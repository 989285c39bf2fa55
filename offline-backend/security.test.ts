/**
 * What the offline backend refuses (ADR 0020, 0057): uploads without a token it issued or over its
 * size cap, stored files without their signed URL, requests and WebSockets whose Host is not its
 * own (DNS rebinding), CORS and WebSockets for origins other than the app's, tokens for another
 * audience; and how
 * it keeps data (snapshot readable by its owner only) and serves files (nosniff, downloads).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConvexHttpClient, type ConvexClient } from "convex/browser";
import { importPKCS8, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { FIXTURE_MODULES, mutationRef, newClient, queryRef } from "./test-helpers.ts";

const APP = "http://app.lyceum.test:8080";
const FOREIGN = "https://evil.example";
const MAX_UPLOAD = 64 * 1024;
/** The name the backend is told it is served under (allowedHosts). */
const SERVED_AS = "lyceum.school.test";

const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-offline-security-"));
let backend: OfflineBackend;
let client: ConvexClient;

beforeAll(async () => {
  backend = await startOfflineBackend({
    port: 0,
    dataDir,
    modulesDir: FIXTURE_MODULES,
    appOrigins: [APP],
    maxUploadBytes: MAX_UPLOAD,
    allowedHosts: [SERVED_AS],
  });
  client = newClient(backend.url);
});

afterAll(async () => {
  await client.close();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadUrl = async () => (await client.mutation(mutationRef("files:generateUploadUrl"), {})) as string;
const post = (url: string, body: Uint8Array<ArrayBuffer>, type = "image/png") =>
  fetch(url, { method: "POST", headers: { "Content-Type": type }, body });

describe("uploads", () => {
  it("refuses a POST without a token the backend issued, and a token used twice", async () => {
    const bytes = new Uint8Array(16);
    expect((await post(`${backend.url}/api/storage/upload`, bytes)).status).toBe(401);
    expect((await post(`${backend.url}/api/storage/upload?token=0.123456`, bytes)).status).toBe(401);
    const url = await uploadUrl();
    expect(new URL(url).searchParams.get("token")).toMatch(/^[\w-]{32}$/);
    expect((await post(url, bytes)).status).toBe(200);
    expect((await post(url, bytes)).status).toBe(401);
  });

  it("refuses a body over the size cap, announced or not", async () => {
    const tooBig = new Uint8Array(MAX_UPLOAD + 1);
    const announced = await post(await uploadUrl(), tooBig);
    expect(announced.status).toBe(413);
    // Streamed without Content-Length: cut off once the cap is passed.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(MAX_UPLOAD / 2));
        controller.close();
      },
    });
    const streamed = await fetch(await uploadUrl(), {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "image/png" },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await post(await uploadUrl(), new Uint8Array(MAX_UPLOAD))).status).toBe(200);
  });

  it("serves files with nosniff, and anything but images, video and audio as a download", async () => {
    const save = async (body: string, type: string) => {
      const response = await post(await uploadUrl(), new TextEncoder().encode(body), type);
      const { storageId } = (await response.json()) as { storageId: string };
      return ((await client.mutation(mutationRef("files:save"), { storageId })) as { url: string }).url;
    };
    const html = await fetch(await save("<html><script>alert(1)</script>", "text/html"));
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");
    expect(html.headers.get("content-type")).toBe("application/octet-stream");
    expect(html.headers.get("content-disposition")).toBe("attachment");
    expect(html.headers.get("content-security-policy")).toContain("sandbox");
    const svg = await fetch(await save("<svg onload=alert(1)>", "image/svg+xml"));
    expect(svg.headers.get("content-disposition")).toBe("attachment");
    expect(svg.headers.get("content-type")).toBe("application/octet-stream");
    const pdf = await fetch(await save("%PDF-1.7 a document", "application/pdf"));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe("attachment");
    const png = await fetch(await save("\x89PNG an image", "image/png"));
    expect(png.headers.get("content-disposition")).toBe("inline");
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("stored files", () => {
  it("serves a file only by the signed URL getUrl gave: not by a guessed id, nor a tampered signature", async () => {
    const response = await post(
      await uploadUrl(),
      new TextEncoder().encode("a student's submission"),
      "application/pdf",
    );
    const { storageId } = (await response.json()) as { storageId: string };
    const { url } = (await client.mutation(mutationRef("files:save"), { storageId })) as { url: string };
    const real = await fetch(url);
    expect(real.status).toBe(200);
    expect(await real.text()).toBe("a student's submission");

    const signature = new URL(url).searchParams.get("sig") ?? "";
    expect(signature).toMatch(/^[\w-]{43}$/);
    const byId = `${backend.url}/api/storage/${storageId}`;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const other = await post(await uploadUrl(), new TextEncoder().encode("another file"), "application/pdf");
    const otherId = ((await other.json()) as { storageId: string }).storageId;
    for (const guess of [
      byId, // the sequential id alone
      `${byId}?sig=`,
      `${byId}?sig=${flipped}`,
      `${byId}?sig=${signature.slice(0, 20)}`,
      `${backend.url}/api/storage/${otherId}?sig=${signature}`, // another file's id with this signature
    ]) {
      const refused = await fetch(guess);
      expect(refused.status, guess).toBe(404);
      expect(await refused.text()).toBe("File not found");
    }
  });
});

/** A GET with this Host header (fetch cannot set one), or a WebSocket upgrade with it. */
function withHost(url: string, host: string, upgrade = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers: Record<string, string> = { Host: host };
    if (upgrade) {
      Object.assign(headers, {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
      });
    }
    const req = request({ host: target.hostname, port: target.port, path: target.pathname, headers });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("host names (DNS rebinding)", () => {
  it("refuses a stranger's Host on both ports and for the WebSocket; answers loopback names and the configured one", async () => {
    const ports = { api: Number(new URL(backend.url).port), site: Number(new URL(backend.siteUrl).port) };
    const sync = `${backend.url}/api/1.17.0/sync`;
    for (const host of [
      "evil.example",
      `evil.example:${ports.api}`,
      `evil.example:${ports.site}`,
      `localhost.evil.example:${ports.api}`,
    ]) {
      expect(await withHost(`${backend.url}/version`, host), host).toBe(421);
      expect(await withHost(`${backend.siteUrl}/hello`, host), host).toBe(421);
      expect(await withHost(sync, host, true), host).toBe(421);
    }
    // A loopback name with the other server's port is not this server.
    expect(await withHost(`${backend.siteUrl}/hello`, `localhost:${ports.api}`)).toBe(421);
    for (const name of ["localhost", "127.0.0.1", SERVED_AS, "LOCALHOST"]) {
      expect(await withHost(`${backend.url}/version`, `${name}:${ports.api}`), name).toBe(200);
      expect(await withHost(`${backend.siteUrl}/hello`, `${name}:${ports.site}`), name).toBe(200);
      expect(await withHost(sync, `${name}:${ports.api}`, true), name).toBe(101);
    }
  });
});

describe("origins", () => {
  it("echoes the app's origin and no other, on both ports", async () => {
    for (const url of [`${backend.url}/version`, `${backend.siteUrl}/hello`]) {
      const mine = await fetch(url, { headers: { Origin: APP } });
      expect(mine.headers.get("access-control-allow-origin")).toBe(APP);
      const foreign = await fetch(url, { headers: { Origin: FOREIGN } });
      expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
      expect(foreign.headers.get("access-control-allow-credentials")).toBeNull();
    }
    const preflight = (origin: string) =>
      fetch(`${backend.url}/api/storage/upload`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
    expect((await preflight(APP)).status).toBe(204);
    const refused = await preflight(FOREIGN);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses a WebSocket from a foreign origin and accepts the app's", async () => {
    const open = (origin: string) =>
      new Promise<number | "open">((resolve) => {
        const socket = new WebSocket(`${backend.url.replace("http", "ws")}/api/1.17.0/sync`, { origin });
        socket.on("open", () => {
          socket.close();
          resolve("open");
        });
        socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        socket.on("error", () => resolve(0));
      });
    expect(await open(FOREIGN)).toBe(403);
    expect(await open(APP)).toBe("open");
  });
});

describe("tokens and data at rest", () => {
  it("refuses a token signed with its key but for another audience", async () => {
    const { jwtPrivateKey } = JSON.parse(readFileSync(path.join(dataDir, "jwt-keys.json"), "utf8")) as {
      jwtPrivateKey: string;
    };
    const body = jwtPrivateKey.replace("-----BEGIN PRIVATE KEY-----", "").replace("-----END PRIVATE KEY-----", "");
    const pem = `-----BEGIN PRIVATE KEY-----\n${body.trim().split(" ").join("\n")}\n-----END PRIVATE KEY-----`;
    const key = await importPKCS8(pem, "RS256");
    const sign = (audience: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "RS256" })
        .setSubject("user|session")
        .setIssuer(backend.siteUrl)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(key);
    const asUser = (token: string) => {
      const http = new ConvexHttpClient(backend.url);
      http.setAuth(token);
      return http.query(queryRef("counters:get"), { name: "x" });
    };
    await expect(asUser(await sign("some-other-app"))).rejects.toThrow(/aud/);
    await expect(asUser(await sign("convex"))).resolves.toBe(0);
  });

  it("writes its snapshot (password hashes, sessions) readable by its owner only", async () => {
    await client.mutation(mutationRef("counters:bump"), { name: "saved" });
    await backend.stop();
    const mode = statSync(path.join(dataDir, "snapshot.json")).mode & 0o777;
    expect(mode.toString(8)).toBe("600");
    backend = await startOfflineBackend({
      port: 0,
      dataDir,
      modulesDir: FIXTURE_MODULES,
      appOrigins: [APP],
      allowedHosts: [SERVED_AS],
    });
    await client.close();
    client = newClient(backend.url);
  });
});

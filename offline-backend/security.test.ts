/**
 * What the offline backend refuses (ADR 0020): uploads without a token it issued or over its size
 * cap, CORS and WebSockets for origins other than the app's, tokens for another audience; and how
 * it keeps data (snapshot readable by its owner only) and serves files (nosniff, downloads).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
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
    backend = await startOfflineBackend({ port: 0, dataDir, modulesDir: FIXTURE_MODULES, appOrigins: [APP] });
    await client.close();
    client = newClient(backend.url);
  });
});

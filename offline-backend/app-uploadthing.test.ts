/**
 * UploadThing's file router (convex/accounts/uploadthingRouter.ts, ADR 0064) served by the offline
 * backend over real HTTP, as the browser's @uploadthing/react calls it: CORS for the app's origin,
 * the Convex token as `Authorization: Bearer …` read by the HTTP action, and a signed upload URL
 * from a local stand-in for UploadThing's ingest server (UPLOADTHING_INGEST_URL, uploadthing's own
 * setting), which the router registers the upload with.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { newClient, signUp } from "./test-helpers.ts";

const APP = "http://127.0.0.1:5173";
const API_KEY = "sk_test_offline_uploadthing";
const TOKEN = Buffer.from(JSON.stringify({ apiKey: API_KEY, appId: "offlineapp", regions: ["sea1"] })).toString(
  "base64",
);
const HAND_IN = { name: "essay.pdf", size: 1234, type: "application/pdf", lastModified: 1 };

let ingest: Server;
let ingestUrl: string;
const registered: { apiKey: string | undefined; body: { fileKeys: string[]; callbackSlug: string } }[] = [];
let backend: OfflineBackend;
const clients: ConvexClient[] = [];

beforeAll(async () => {
  ingest = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/route-metadata") {
        const apiKey = req.headers["x-uploadthing-api-key"];
        registered.push({ apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey, body: JSON.parse(body) });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true }));
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, "127.0.0.1", resolve));
  ingestUrl = `http://127.0.0.1:${(ingest.address() as AddressInfo).port}`;
  backend = await startOfflineBackend({
    port: 0,
    dataDir: null,
    appOrigins: [APP],
    env: { UPLOADTHING_TOKEN: TOKEN, UPLOADTHING_INGEST_URL: ingestUrl },
  });
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  await backend?.stop();
  await new Promise((resolve) => ingest?.close(resolve));
});

async function tokenFor(email: string, role: "student" | "teacher"): Promise<string> {
  const client = newClient(backend.url);
  clients.push(client);
  return await signUp(client, email, { role, displayName: `${role} ${email}` });
}

function askForUpload(slug: string, token: string | null) {
  return fetch(`${backend.siteUrl}/uploadthing?actionType=upload&slug=${slug}`, {
    method: "POST",
    headers: {
      Origin: APP,
      "Content-Type": "application/json",
      "x-uploadthing-package": "@uploadthing/react",
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ files: [HAND_IN], input: null }),
  });
}

describe("the file router on the offline backend", () => {
  it("lets the app's origin send the headers @uploadthing/react sends", async () => {
    const preflight = await fetch(`${backend.siteUrl}/uploadthing`, {
      method: "OPTIONS",
      headers: {
        Origin: APP,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
          "authorization,content-type,x-uploadthing-package,x-uploadthing-version,b3,traceparent",
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(APP);
    const allowed = (preflight.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of ["authorization", "x-uploadthing-package", "x-uploadthing-version", "traceparent"]) {
      expect(allowed).toContain(header);
    }
    const config = await fetch(`${backend.siteUrl}/uploadthing`, { headers: { Origin: APP } });
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual(expect.arrayContaining([expect.objectContaining({ slug: "submission" })]));
  });

  it("signs an upload for a signed-in student, bound to them by their bearer token", async () => {
    const token = await tokenFor("sam@example.com", "student");
    const response = await askForUpload("submission", token);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(APP);
    const [presigned] = (await response.json()) as { url: string; key: string }[];
    expect(presigned.url.startsWith(`${ingestUrl}/${presigned.key}?`)).toBe(true);
    expect(registered).toEqual([
      { apiKey: API_KEY, body: expect.objectContaining({ fileKeys: [presigned.key], callbackSlug: "submission" }) },
    ]);
  });

  it("refuses a request without a token and a teacher handing in work", async () => {
    const before = registered.length;
    const anonymous = await askForUpload("submission", null);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ message: "Please sign in first." });
    const teacher = await askForUpload("submission", await tokenFor("tess@example.com", "teacher"));
    expect(teacher.status).toBe(403);
    expect(await teacher.json()).toEqual({ message: "You cannot upload this kind of file." });
    expect(registered).toHaveLength(before);
  });
});

// Not deployed (two dots in the name): a local fake of UploadThing's API, ingest and file host, as
// uploadthing 7.7.4's file router (`createRouteHandler`), its browser client and `UTApi` call them,
// behind a stubbed `fetch`. Undone by vi.unstubAllEnvs/unstubAllGlobals after each test.
//
// - POST {ingest}/route-metadata (API key): the router registers the keys it signed, the callback
//   URL and the metadata; POST {ingest}/callback-result (API key): the router's answer to a callback.
// - `ingest(url, bytes)`, or a real HEAD + PUT of a form with `file` to the signed upload URL (what
//   uploadthing's browser client sends): the signature, expiry, size and registration are checked
//   as UploadThing does; the bytes are stored under the key. `ingest` answers the signed completion
//   callback UploadThing would POST to the router (to be sent with convex-test's `fetch`).
// - POST api.uploadthing.com/v6/deleteFiles (API key), and GET of a signed
//   `https://{appId}.ufs.sh/f/{key}` read URL with a Range (unsigned or badly signed: 403).
import { vi } from "vitest";
import type { TestConvex } from "../test.setup";
import { UPLOADTHING_ROUTE_PATH } from "../shared/uploadthingRoute";
import type { FilePurpose } from "../schema";

export const API_KEY = "sk_test_0123456789abcdef";
export const APP_ID = "lyceumapp1";
export const TOKEN = btoa(JSON.stringify({ apiKey: API_KEY, appId: APP_ID, regions: ["sea1", "fra1"] }));
const INGEST = "https://sea1.ingest.uploadthing.com";

type Registration = { callbackUrl: string; callbackSlug: string; metadata: unknown; awaitServerData: boolean };
type Client = ReturnType<TestConvex["withIdentity"]>;

export async function hmacHex(payload: string, key: string = API_KEY): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(payload)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether `url` carries UploadThing's signature (`&signature=hmac-sha256=…` over the rest) and is unexpired. */
async function signedAndFresh(url: string): Promise<boolean> {
  const at = url.lastIndexOf("&signature=");
  if (at < 0) return false;
  const signature = new URL(url).searchParams.get("signature");
  const expires = Number(new URL(url).searchParams.get("expires"));
  return signature === `hmac-sha256=${await hmacHex(url.slice(0, at))}` && expires > Date.now();
}

/**
 * Stubs `fetch` (and hides `window`, which `UTApi` refuses) and configures UPLOADTHING_TOKEN. Any
 * other request fails, or goes to `passThrough` (a real backend's, in the offline-backend tests).
 */
export function fakeUploadThing({ passThrough }: { passThrough?: typeof fetch } = {}) {
  vi.stubEnv("UPLOADTHING_TOKEN", TOKEN);
  // UTApi refuses to run where `window` exists; Convex's runtimes have none, vitest's edge-runtime does.
  vi.stubGlobal("window", undefined);
  const stored = new Map<string, Uint8Array>();
  const registered = new Map<string, Registration>();
  const callbackResults: { fileKey: string; callbackData: unknown }[] = [];
  const deleted: string[] = [];
  const reads: string[] = [];
  const apiKeyOk = (request: Request) => request.headers.get("x-uploadthing-api-key") === API_KEY;

  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === INGEST && request.method === "HEAD") {
      return new Response(null, { headers: { "x-ut-range-start": "0" } });
    }
    if (url.origin === INGEST && request.method === "PUT") {
      const file = (await request.formData()).get("file");
      if (!(file instanceof Blob)) return Response.json({ error: "no file" }, { status: 400 });
      try {
        await receive(request.url, new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        return Response.json({ error: String(error) }, { status: 403 });
      }
      const ufsUrl = `https://${APP_ID}.ufs.sh/f/${url.pathname.slice(1)}`;
      return Response.json({ url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: "fakehash", serverData: null });
    }
    if (url.origin === INGEST && request.method === "POST") {
      if (!apiKeyOk(request)) return Response.json({ error: "Invalid API key" }, { status: 401 });
      if (url.pathname === "/route-metadata") {
        const body = (await request.json()) as Registration & { fileKeys: string[]; isDev: boolean };
        if (body.isDev) return Response.json({ error: "dev mode streams; not faked" }, { status: 400 });
        for (const key of body.fileKeys) registered.set(key, body);
        return Response.json({ ok: true });
      }
      if (url.pathname === "/callback-result") {
        callbackResults.push((await request.json()) as { fileKey: string; callbackData: unknown });
        return Response.json({ ok: true });
      }
    }
    if (url.origin === "https://api.uploadthing.com" && url.pathname === "/v6/deleteFiles") {
      if (!apiKeyOk(request)) return Response.json({ error: "Invalid API key" }, { status: 401 });
      const { fileKeys } = (await request.json()) as { fileKeys: string[] };
      deleted.push(...fileKeys);
      fileKeys.forEach((key) => stored.delete(key));
      return Response.json({ success: true, deletedCount: fileKeys.length });
    }
    if (url.origin === `https://${APP_ID}.ufs.sh` && url.pathname.startsWith("/f/")) {
      if (!(await signedAndFresh(request.url))) return new Response("Forbidden", { status: 403 });
      const key = decodeURIComponent(url.pathname.slice(3));
      reads.push(key);
      const bytes = stored.get(key);
      if (bytes === undefined) return new Response("Not found", { status: 404 });
      const [, from, to] = /bytes=(\d+)-(\d+)/.exec(request.headers.get("range") ?? "") ?? [];
      const end = Math.min(Number(to), bytes.length - 1);
      return new Response(bytes.slice(Number(from), end + 1), {
        status: 206,
        headers: { "content-range": `bytes ${from}-${end}/${bytes.length}` },
      });
    }
    if (passThrough) return await passThrough(input, init);
    return new Response(`unexpected request ${request.method} ${request.url}`, { status: 500 });
  });

  /**
   * The browser's PUT of `bytes` to the signed upload URL: refused (403) unless signed, fresh, of
   * the signed size and registered by the router. Answers the callback UploadThing would then POST
   * to the router (signed with the API key), or null when the router registered none.
   */
  async function receive(uploadUrl: string, bytes: Uint8Array): Promise<Registration> {
    const url = new URL(uploadUrl);
    const key = url.pathname.slice(1);
    const param = (name: string) => decodeURIComponent(url.searchParams.get(name) ?? "");
    const registration = registered.get(key);
    if (!(await signedAndFresh(uploadUrl)) || registration === undefined) throw new Error("ingest: 403");
    if (Number(param("x-ut-file-size")) !== bytes.length) throw new Error("ingest: size mismatch");
    if (param("x-ut-slug") !== registration.callbackSlug) throw new Error("ingest: slug mismatch");
    stored.set(key, bytes);
    return registration;
  }

  async function ingest(uploadUrl: string, bytes: Uint8Array): Promise<Request | null> {
    const registration = await receive(uploadUrl, bytes);
    const url = new URL(uploadUrl);
    const key = url.pathname.slice(1);
    const param = (name: string) => decodeURIComponent(url.searchParams.get(name) ?? "");
    const ufsUrl = `https://${APP_ID}.ufs.sh/f/${key}`;
    const payload = JSON.stringify({
      status: "uploaded",
      metadata: registration.metadata,
      origin: INGEST,
      file: {
        name: param("x-ut-file-name"),
        size: bytes.length,
        type: param("x-ut-file-type"),
        customId: param("x-ut-custom-id") || null,
        key,
        url: ufsUrl,
        appUrl: ufsUrl,
        ufsUrl,
        fileHash: "fakehash",
      },
    });
    const callbackUrl = new URL(registration.callbackUrl);
    callbackUrl.searchParams.set("slug", registration.callbackSlug);
    return new Request(callbackUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "uploadthing-hook": "callback",
        "x-uploadthing-signature": `hmac-sha256=${await hmacHex(payload)}`,
      },
      body: payload,
    });
  }

  return { stored, registered, callbackResults, deleted, reads, ingest };
}

export type FakeUploadThing = ReturnType<typeof fakeUploadThing>;

/** What the browser's uploadthing client POSTs to the router to start an upload. */
export async function requestUpload(
  as: Client | TestConvex,
  purpose: FilePurpose | string,
  file: { name: string; size: number; type: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return await as.fetch(`${UPLOADTHING_ROUTE_PATH}?actionType=upload&slug=${purpose}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-uploadthing-package": "@uploadthing/react", ...headers },
    body: JSON.stringify({ files: [{ ...file, lastModified: 1_700_000_000_000 }], input: null }),
  });
}

/** Starts an upload through the router as `as` and answers its key and signed URL (throws on refusal). */
export async function startThroughRouter(
  as: Client,
  args: { purpose: FilePurpose; name: string; size: number; contentType: string },
): Promise<{ key: string; url: string }> {
  const response = await requestUpload(as, args.purpose, { name: args.name, size: args.size, type: args.contentType });
  const body = (await response.json()) as { message?: string } | { key: string; url: string }[];
  if (!response.ok || !Array.isArray(body)) throw new Error((body as { message?: string }).message ?? "refused");
  return body[0];
}

/** Sends UploadThing's callback to the router the way convex-test serves HTTP actions. */
export async function deliverCallback(t: TestConvex, callback: Request): Promise<Response> {
  const url = new URL(callback.url);
  return await t.fetch(`${url.pathname}${url.search}`, {
    method: "POST",
    headers: callback.headers,
    body: await callback.text(),
  });
}

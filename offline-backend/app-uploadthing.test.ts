/**
 * UploadThing's file router (convex/accounts/uploadthingRouter.ts, ADR 0064) served by the offline
 * backend over real HTTP, driven by the app's own upload code with `@uploadthing/react`
 * (src/lib/upload-uploadthing.ts), against the local fake of UploadThing's API
 * (convex/accounts/uploadthingFake.setup.ts, behind `fetch` in this process, where the backend's
 * functions run too): CORS for the app's origin, the Convex token read from
 * `Authorization: Bearer …`, the signed upload, and the finish that checks the bytes and records
 * the file for the student. A local deployment gets no callback, so the browser finishes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConvexClient } from "convex/browser";
import { fakeUploadThing, TOKEN, type FakeUploadThing } from "../convex/accounts/uploadthingFake.setup.ts";
import { uploadThroughRouter } from "../src/lib/upload-uploadthing.ts";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { actionRef, newClient, signUp } from "./test-helpers.ts";

const APP = "http://127.0.0.1:5173";
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2]);

/**
 * Node has no XMLHttpRequest; uploadthing's browser client PUTs with one. This one sends through
 * `fetch` and reports the whole body as sent once it is answered.
 */
class FetchXhr {
  method = "";
  url = "";
  status = 0;
  statusText = "";
  response: unknown = null;
  responseType = "";
  private headers = new Headers();
  private listeners = new Map<string, () => void>();
  private progress: ((event: { loaded: number }) => void)[] = [];
  private controller = new AbortController();
  upload = {
    addEventListener: (_type: string, listener: (event: { loaded: number }) => void) => this.progress.push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  abort() {
    this.controller.abort();
  }
  send(body: FormData) {
    const size = (body.get("file") as Blob).size;
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal })
      .then(async (response) => {
        this.progress.forEach((listener) => listener({ loaded: size }));
        this.status = response.status;
        this.response = await response.json();
        this.listeners.get("load")?.();
      })
      .catch(() => this.listeners.get("error")?.());
  }
}

let fake: FakeUploadThing;
let backend: OfflineBackend;
const clients: ConvexClient[] = [];

beforeAll(async () => {
  fake = fakeUploadThing({ passThrough: globalThis.fetch });
  vi.stubGlobal("XMLHttpRequest", FetchXhr);
  backend = await startOfflineBackend({ port: 0, dataDir: null, appOrigins: [APP], env: { UPLOADTHING_TOKEN: TOKEN } });
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  await backend?.stop();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function signedIn(email: string, role: "student" | "teacher") {
  const client = newClient(backend.url);
  clients.push(client);
  const token = await signUp(client, email, { role, displayName: `${role} ${email}` });
  client.setAuth(async () => token);
  const user = backend.convex.committedDocuments().find((doc) => doc.email === email);
  return { client, token, userId: user?._id };
}

function askForUpload(slug: string, token: string | null) {
  return fetch(`${backend.siteUrl}/uploadthing?actionType=upload&slug=${slug}`, {
    method: "POST",
    headers: {
      Origin: APP,
      "Content-Type": "application/json",
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ files: [{ name: "essay.pdf", size: PDF.length, type: "application/pdf" }], input: null }),
  });
}

describe("UploadThing through the offline backend's file router", () => {
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
  });

  it("records a student's hand-in sent with @uploadthing/react, for that student", async () => {
    const student = await signedIn("sam@example.com", "student");
    const progress: number[] = [];
    const essay = new File([PDF], "essay.pdf", { type: "application/pdf" });
    const uploaded = await uploadThroughRouter(essay, "submission", {
      routeUrl: `${backend.siteUrl}/uploadthing`,
      token: student.token,
      onProgress: (fraction) => progress.push(fraction),
    });
    // A local deployment: UploadThing cannot call back, so the browser finishes the upload.
    if (!("key" in uploaded)) throw new Error("expected no callback on a local deployment");
    expect(fake.registered.get(uploaded.key)).toMatchObject({ callbackSlug: "submission", awaitServerData: false });
    expect(fake.stored.get(uploaded.key)).toEqual(PDF);
    expect(progress.at(-1)).toBe(1);

    const finish = () => student.client.action(actionRef("accounts/uploadthingNode:finishUploadThing"), uploaded);
    const fileId = (await finish()) as string;
    expect(backend.convex.committedDocument(fileId)).toMatchObject({
      provider: "uploadthing",
      key: uploaded.key,
      ownerId: student.userId,
      purpose: "submission",
    });
    await expect(finish()).rejects.toThrow(/not found/);
  });

  it("refuses a PNG handed in as a PDF with today's message, and deletes it", async () => {
    const student = await signedIn("pat@example.com", "student");
    const fakePdf = new File([PNG], "essay.pdf", { type: "application/pdf" });
    const uploaded = await uploadThroughRouter(fakePdf, "submission", {
      routeUrl: `${backend.siteUrl}/uploadthing`,
      token: student.token,
    });
    if (!("key" in uploaded)) throw new Error("expected no callback on a local deployment");
    await expect(
      student.client.action(actionRef("accounts/uploadthingNode:finishUploadThing"), uploaded),
    ).rejects.toThrow("The file must be a PDF, DOC or DOCX document.");
    expect(fake.deleted).toContain(uploaded.key);
  });

  it("refuses a request without a token, and a teacher handing in work, with the router's messages", async () => {
    const before = fake.registered.size;
    const anonymous = await askForUpload("submission", null);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ message: "server.common.signInFirst" });
    const teacher = await signedIn("tess@example.com", "teacher");
    await expect(
      uploadThroughRouter(new File([PDF], "essay.pdf", { type: "application/pdf" }), "submission", {
        routeUrl: `${backend.siteUrl}/uploadthing`,
        token: teacher.token,
      }),
    ).rejects.toThrow("You cannot upload this kind of file.");
    expect(fake.registered.size).toBe(before);
  });
});

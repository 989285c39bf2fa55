import type { ConvexReactClient } from "convex/react";
import { getFunctionName } from "convex/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { keyed } from "@convex/shared/messages";
import { activateLanguage } from "@/lib/i18n";
import { uploadFile } from "./upload";

/** Records what the upload helper sends and answers like the chosen storage would. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer = { status: 200, text: "{}" };
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  responseType = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.text;
      this.onload?.();
    });
  }
}

function fakeClient(started: unknown) {
  const calls: { name: string; args: unknown }[] = [];
  const record = (result: unknown) =>
    vi.fn(async (ref: Parameters<typeof getFunctionName>[0], args: unknown) => {
      calls.push({ name: getFunctionName(ref), args });
      return result;
    });
  const client = { mutation: record(started), action: record("file123") };
  return { client: client as unknown as ConvexReactClient, calls };
}

const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
  FakeUploadThingXhr.last = null;
});

describe("uploadFile with Convex storage", () => {
  test("Convex storage: POSTs the raw file and finishes with the storage id", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.answer = { status: 200, text: JSON.stringify({ storageId: "storage1" }) };
    const { client, calls } = fakeClient({
      provider: "convex",
      uploadUrl: "https://convex.example/upload",
      key: "convex:k1",
    });
    const progress: number[] = [];
    const id = await uploadFile(file, "avatar", { client, onProgress: (p) => progress.push(p) });

    expect(id).toBe("file123");
    expect(FakeXhr.last).toMatchObject({ method: "POST", url: "https://convex.example/upload", body: file });
    expect(FakeXhr.last?.headers).toEqual({ "Content-Type": "image/png" });
    expect(progress).toEqual([0, 0.5, 1]);
    expect(calls).toEqual([
      {
        name: "accounts/files:startUpload",
        args: { purpose: "avatar", name: "me.png", size: 4, contentType: "image/png" },
      },
      { name: "accounts/files:finishUpload", args: { key: "convex:k1", storageId: "storage1", purpose: "avatar" } },
    ]);
  });

  test("a refused upload keeps its user-facing messages", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const { client } = fakeClient({
      provider: "convex",
      uploadUrl: "https://convex.example/upload",
      key: "convex:k1",
    });
    FakeXhr.answer = { status: 403, text: "{}" };
    await expect(uploadFile(file, "avatar", { client })).rejects.toThrow(
      "The upload failed (HTTP 403). Please try again.",
    );
    FakeXhr.answer = { status: 200, text: JSON.stringify({ error: "Invalid signature" }) };
    await expect(uploadFile(file, "avatar", { client })).rejects.toThrow(
      "The upload failed: the server gave an unexpected answer.",
    );
  });

  test("cancelling mid-upload stops the request and never records the file", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.answer = { status: 200, text: JSON.stringify({ storageId: "storage1" }) };
    const { client, calls } = fakeClient({
      provider: "convex",
      uploadUrl: "https://convex.example/upload",
      key: "convex:k1",
    });
    const controller = new AbortController();
    const onProgress = (fraction: number) => {
      if (fraction > 0) controller.abort();
    };
    await expect(uploadFile(file, "avatar", { client, signal: controller.signal, onProgress })).rejects.toThrow(
      "The upload was cancelled.",
    );
    expect(calls.map((call) => call.name)).toEqual(["accounts/files:startUpload"]);
  });
});

/**
 * What uploadthing's browser client (inside @uploadthing/react) does with XMLHttpRequest: a PUT of a
 * form with progress events, answered with JSON (`responseType = "json"`).
 */
class FakeUploadThingXhr {
  static last: FakeUploadThingXhr | null = null;
  static answer: { status: number; response: unknown } = { status: 200, response: {} };
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = "";
  response: unknown = null;
  responseType = "";
  aborted = false;
  private listeners = new Map<string, () => void>();
  upload = {
    progress: null as ((event: { loaded: number }) => void) | null,
    addEventListener: (_type: string, listener: (event: { loaded: number }) => void) => {
      this.upload.progress = listener;
    },
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  abort() {
    this.aborted = true;
  }
  send(body: unknown) {
    this.body = body;
    FakeUploadThingXhr.last = this;
    setTimeout(() => {
      this.upload.progress?.({ loaded: 2 });
      setTimeout(() => {
        if (this.aborted) return;
        this.status = FakeUploadThingXhr.answer.status;
        this.response = FakeUploadThingXhr.answer.response;
        this.listeners.get("load")?.();
      }, 5);
    }, 0);
  }
}

const ROUTER = "https://deployment.example/uploadthing";
const essay = new File([new TextEncoder().encode("%PDF-1.7")], "essay.pdf", { type: "application/pdf" });

/**
 * The file router as uploadthing's client calls it: POST `?actionType=upload&slug=…` for a signed
 * URL (refused with `refusal` when given), then HEAD of that URL for where to resume.
 */
function fakeRouter(refusal?: { status: number; message: string }) {
  const requests: Request[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    if (request.method === "HEAD") return new Response(null, { headers: { "x-ut-range-start": "0" } });
    if (refusal) return Response.json({ message: refusal.message }, { status: refusal.status });
    const presigned = { url: "https://sea1.ingest.uploadthing.com/k1?signature=s", key: "k1", name: "essay.pdf" };
    return Response.json([{ ...presigned, customId: "c" }]);
  });
  vi.stubGlobal("XMLHttpRequest", FakeUploadThingXhr);
  return requests;
}

describe("uploadFile with UploadThing (@uploadthing/react against the file router)", () => {
  const started = { provider: "uploadthing", uploadUrl: ROUTER, key: "" };
  const getToken = () => Promise.resolve("convex-token");

  test("asks the router for a signed URL as the signed-in person and sends the file there", async () => {
    const requests = fakeRouter();
    const serverData = { ok: true, fileId: "file9" };
    FakeUploadThingXhr.answer = { status: 200, response: { ufsUrl: "https://a.ufs.sh/f/k1", serverData } };
    const { client, calls } = fakeClient(started);
    const progress: number[] = [];
    const id = await uploadFile(essay, "submission", { client, getToken, onProgress: (p) => progress.push(p) });

    // UploadThing called the router back: the file is already checked and recorded.
    expect(id).toBe("file9");
    expect(calls.map((call) => call.name)).toEqual(["accounts/files:startUpload"]);
    const [ask] = requests;
    const askUrl = new URL(ask.url);
    expect(ask.method).toBe("POST");
    expect(`${askUrl.origin}${askUrl.pathname}`).toBe(ROUTER);
    expect(Object.fromEntries(askUrl.searchParams)).toEqual({ actionType: "upload", slug: "submission" });
    expect(ask.headers.get("authorization")).toBe("Bearer convex-token");
    expect(ask.headers.get("x-uploadthing-package")).toBe("@uploadthing/react");
    expect(await ask.json()).toMatchObject({ files: [{ name: "essay.pdf", size: 8, type: "application/pdf" }] });
    expect(FakeUploadThingXhr.last).toMatchObject({
      method: "PUT",
      url: "https://sea1.ingest.uploadthing.com/k1?signature=s",
    });
    expect((FakeUploadThingXhr.last?.body as FormData).get("file")).toBeInstanceOf(File);
    // From 0, through the bytes sent (2 of 8), to done.
    expect(progress).toEqual(expect.arrayContaining([0, 0.25]));
    expect(progress.at(-1)).toBe(1);
  });

  test("where UploadThing cannot call back, the upload is finished with its key", async () => {
    fakeRouter();
    FakeUploadThingXhr.answer = { status: 200, response: { ufsUrl: "https://a.ufs.sh/f/k1" } };
    const { client, calls } = fakeClient(started);
    await expect(uploadFile(essay, "submission", { client, getToken })).resolves.toBe("file123");
    expect(calls[1]).toEqual({ name: "accounts/uploadthingNode:finishUploadThing", args: { key: "k1" } });
  });

  test("the router's and the checks' refusals reach the user with their messages", async () => {
    fakeRouter({ status: 403, message: "server.accounts.youCannotUploadKind" });
    const { client } = fakeClient(started);
    await expect(uploadFile(essay, "submission", { client, getToken })).rejects.toThrow(
      "You cannot upload this kind of file.",
    );

    fakeRouter();
    const refused = keyed("server.files.wrongType", { types: "server.files.kindDocument" });
    FakeUploadThingXhr.answer = { status: 200, response: { ufsUrl: "u", serverData: { ok: false, refused } } };
    await expect(uploadFile(essay, "submission", { client, getToken })).rejects.toThrow(
      "The file must be a PDF, DOC or DOCX document.",
    );

    const signedOut = () => Promise.resolve(null);
    await expect(uploadFile(essay, "submission", { client, getToken: signedOut })).rejects.toThrow(
      "Please sign in first.",
    );
  });

  test("the router's refusals are worded in the reader's language", async () => {
    await activateLanguage("es");
    try {
      fakeRouter({ status: 403, message: "server.common.signInFirst" });
      const { client } = fakeClient(started);
      await expect(uploadFile(essay, "submission", { client, getToken })).rejects.toThrow("Primero inicia sesión.");

      fakeRouter({
        status: 403,
        message: keyed("server.files.tooLarge", { size: keyed("server.files.sizeMegabytes", { count: 5 }) }),
      });
      await expect(uploadFile(essay, "submission", { client, getToken })).rejects.toThrow(
        "El archivo puede ocupar como máximo 5 MB.",
      );

      fakeRouter();
      const refused = keyed("server.files.wrongType", { types: "server.files.kindDocument" });
      FakeUploadThingXhr.answer = { status: 200, response: { ufsUrl: "u", serverData: { ok: false, refused } } };
      await expect(uploadFile(essay, "submission", { client, getToken })).rejects.toThrow(
        "El archivo debe ser un documento PDF, DOC o DOCX.",
      );
    } finally {
      await activateLanguage("en");
    }
  });

  test("cancelling mid-upload stops the PUT and never finishes the upload", async () => {
    fakeRouter();
    FakeUploadThingXhr.answer = { status: 200, response: { ufsUrl: "u" } };
    const { client, calls } = fakeClient(started);
    const controller = new AbortController();
    const onProgress = (fraction: number) => {
      if (fraction > 0) controller.abort();
    };
    await expect(
      uploadFile(essay, "submission", { client, getToken, signal: controller.signal, onProgress }),
    ).rejects.toThrow("The upload was cancelled.");
    expect(FakeUploadThingXhr.last?.aborted).toBe(true);
    expect(calls.map((call) => call.name)).toEqual(["accounts/files:startUpload"]);
  });
});

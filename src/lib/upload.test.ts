import type { ConvexReactClient } from "convex/react";
import { getFunctionName } from "convex/server";
import { afterEach, describe, expect, test, vi } from "vitest";
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
});

describe("uploadFile", () => {
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

  test("UploadThing: PUTs a form with the file to the signed URL and finishes with the key", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.answer = { status: 200, text: JSON.stringify({ ufsUrl: "https://app.ufs.sh/f/k1", fileHash: "x" }) };
    const { client, calls } = fakeClient({
      provider: "uploadthing",
      uploadUrl: "https://sea1.ingest.uploadthing.com/k1?x=1",
      key: "k1",
    });
    await expect(uploadFile(file, "avatar", { client })).resolves.toBe("file123");

    expect(FakeXhr.last).toMatchObject({ method: "PUT", url: "https://sea1.ingest.uploadthing.com/k1?x=1" });
    expect(FakeXhr.last?.headers).toEqual({ Range: "bytes=0-", "x-uploadthing-version": "7.7.4" });
    const body = FakeXhr.last?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("file")).toBeInstanceOf(File);
    expect(calls[1]).toEqual({ name: "accounts/uploadthingNode:finishUploadThing", args: { key: "k1" } });
  });

  test("a refused upload keeps its user-facing messages", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const { client } = fakeClient({ provider: "uploadthing", uploadUrl: "https://ingest.example/k", key: "k" });
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
    FakeXhr.answer = { status: 200, text: JSON.stringify({ ufsUrl: "https://app.ufs.sh/f/k1" }) };
    const { client, calls } = fakeClient({
      provider: "uploadthing",
      uploadUrl: "https://ingest.example/k1",
      key: "k1",
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

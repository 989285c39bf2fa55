/**
 * An upload through the offline backend with Lyceum's real convex/ modules, as src/lib/upload.ts
 * does it from the app's origin: files.startUpload, the POST to the upload URL the backend issued,
 * files.finishUpload; a polyglot (PDF header, then a web page) is refused, and the URL works once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { actionRef, mutationRef, newClient, signUp } from "./test-helpers.ts";

const APP = "http://127.0.0.1:5173";
let backend: OfflineBackend;
let teacher: ConvexClient;

beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0, dataDir: null, appOrigins: [APP] });
  teacher = newClient(backend.url);
  const token = await signUp(teacher, "tess@example.com", { displayName: "Tess Teacher", role: "teacher" });
  teacher.setAuth(async () => token);
}, 120_000);

afterAll(async () => {
  await teacher.close();
  await backend.stop();
});

type Started = { provider: "convex"; uploadUrl: string; key: string };

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const started = (await teacher.mutation(mutationRef("accounts/files:startUpload"), {
    purpose: "assignmentQuestion",
    name,
    size: bytes.length,
    contentType: "application/pdf",
  })) as Started;
  const posted = await fetch(started.uploadUrl, {
    method: "POST",
    headers: { "Content-Type": "application/pdf", Origin: APP },
    body: bytes,
  });
  expect(posted.headers.get("access-control-allow-origin")).toBe(APP);
  const { storageId } = (await posted.json()) as { storageId: string };
  const finish = () =>
    teacher.action(actionRef("accounts/files:finishUpload"), {
      key: started.key,
      storageId,
      purpose: "assignmentQuestion",
    });
  return { started, storageId, finish };
}

describe("uploads with the real app", () => {
  it("records a PDF uploaded from the app's origin; the upload URL works once", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");
    const { started, finish } = await upload(pdf, "question.pdf");
    await expect(finish()).resolves.toEqual(expect.any(String));
    const again = await fetch(started.uploadUrl, { method: "POST", body: pdf });
    expect(again.status).toBe(401);
  });

  it("refuses a PDF header followed by a web page, and deletes it", async () => {
    const polyglot = new TextEncoder().encode("%PDF-1.7\n<html><body><script>alert(1)</script></body></html>");
    const { finish } = await upload(polyglot, "evil.pdf");
    await expect(finish()).rejects.toThrow(/Web pages, SVG and scripts are not accepted/);
  });
});

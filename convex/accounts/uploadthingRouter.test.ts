/**
 * UploadThing's file router served by the Convex HTTP action (ADR 0064), against the local fake of
 * UploadThing's API (uploadthingFake.setup.ts): the routes' config, the middleware binding an upload
 * to the signed-in person and the purpose, the byte checks, and the completion callback (verified)
 * where the deployment is public, the browser's finish where it is not.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { UPLOADTHING_ROUTE_PATH } from "../shared/uploadthingRoute";
import { newTest, seedUser, SITE_URL, type TestConvex } from "../test.setup";
import {
  API_KEY,
  APP_ID,
  deliverCallback,
  fakeUploadThing,
  hmacHex,
  requestUpload,
  startThroughRouter,
} from "./uploadthingFake.setup";
import { englishOf } from "../lib/appError";
import type { Keyed } from "../shared/messages";
import { fileRule } from "./model/fileTypes";
import { callbackReachable } from "./uploadthingRouter";

const PUBLIC_SITE = "https://happy-otter-123.convex.site";
const PDF_BYTES = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2]);
const HAND_IN = {
  purpose: "submission" as const,
  name: "my essay.pdf",
  size: PDF_BYTES.length,
  contentType: "application/pdf",
};

const pendingRows = (t: TestConvex) => t.run((ctx) => ctx.db.query("pendingUploads").collect());
const fileRows = (t: TestConvex) => t.run((ctx) => ctx.db.query("files").collect());
const fileEvents = (t: TestConvex) =>
  t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((event) => event.type === "file_stored"));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the file router", () => {
  test("answers its routes' config: one per purpose, today's types and caps, assignment files private", async () => {
    fakeUploadThing();
    const t = newTest();
    const response = await t.fetch(UPLOADTHING_ROUTE_PATH, { method: "GET" });
    expect(response.status).toBe(200);
    const routes = (await response.json()) as { slug: string; config: Record<string, Record<string, unknown>> }[];
    expect(routes.map((route) => route.slug)).toEqual(expect.arrayContaining(["avatar", "courseVideo", "submission"]));
    const submission = routes.find((route) => route.slug === "submission")!.config;
    expect(Object.keys(submission)).toEqual(expect.arrayContaining(["application/pdf", "application/msword"]));
    expect(submission["application/pdf"]).toMatchObject({
      maxFileSize: `${fileRule("submission").maxBytes}B`,
      maxFileCount: 1,
      acl: "private",
      contentDisposition: "attachment",
    });
    const avatar = routes.find((route) => route.slug === "avatar")!.config;
    expect(avatar["image/png"]).toMatchObject({
      maxFileSize: `${fileRule("avatar").maxBytes}B`,
      contentDisposition: "inline",
    });
    // Pictures are shown by their URL: the app's default ACL (public-read), not private.
    expect(avatar["image/png"]).not.toHaveProperty("acl");
  });

  test("is not there without UPLOADTHING_TOKEN (Convex storage)", async () => {
    vi.stubEnv("UPLOADTHING_TOKEN", "");
    const t = newTest();
    expect((await t.fetch(UPLOADTHING_ROUTE_PATH, { method: "GET" })).status).toBe(404);
    const { as } = await seedUser(t, "student");
    expect(await as.mutation(api.accounts.files.startUpload, HAND_IN)).toMatchObject({ provider: "convex" });
  });

  test("with UploadThing, startUpload points the browser at the router and writes nothing", async () => {
    fakeUploadThing();
    const t = newTest();
    const { as } = await seedUser(t, "student");
    expect(await as.mutation(api.accounts.files.startUpload, HAND_IN)).toEqual({
      provider: "uploadthing",
      uploadUrl: `${SITE_URL}${UPLOADTHING_ROUTE_PATH}`,
      key: "",
    });
    expect(await pendingRows(t)).toEqual([]);
    // The early refusals stay.
    await expect(as.mutation(api.accounts.files.startUpload, { ...HAND_IN, contentType: "text/html" })).rejects.toThrow(
      /PDF, DOC or DOCX/,
    );
  });
});

describe("the middleware binds an upload to the signed-in person and the purpose", () => {
  test("a student's hand-in gets a signed URL for a key remembered as theirs", async () => {
    const fake = fakeUploadThing();
    const t = newTest();
    const { as, userId } = await seedUser(t, "student");
    const { key, url } = await startThroughRouter(as, HAND_IN);

    expect(await pendingRows(t)).toEqual([
      expect.objectContaining({ key, ownerId: userId, purpose: "submission", size: PDF_BYTES.length }),
    ]);
    const signed = new URL(url);
    expect(signed.origin).toBe("https://sea1.ingest.uploadthing.com");
    expect(signed.pathname).toBe(`/${key}`);
    const param = (name: string) => decodeURIComponent(signed.searchParams.get(name) ?? "");
    expect(param("x-ut-identifier")).toBe(APP_ID);
    expect(param("x-ut-slug")).toBe("submission");
    expect(param("x-ut-file-name")).toBe("my_essay.pdf");
    expect(param("x-ut-acl")).toBe("private");
    expect(param("x-ut-content-disposition")).toBe("attachment");
    const at = url.lastIndexOf("&signature=");
    expect(signed.searchParams.get("signature")).toBe(`hmac-sha256=${await hmacHex(url.slice(0, at))}`);
    // The router told UploadThing where to call back; a local deployment's browser does not wait for it.
    expect(fake.registered.get(key)).toMatchObject({
      callbackUrl: `${SITE_URL}${UPLOADTHING_ROUTE_PATH}`,
      callbackSlug: "submission",
      awaitServerData: false,
    });
  });

  test("a signed-out request, a teacher handing in and a declared PNG are refused before anything is written", async () => {
    const fake = fakeUploadThing();
    const t = newTest();
    const signedOut = await requestUpload(t, "submission", { name: "a.pdf", size: 10, type: "application/pdf" });
    expect(signedOut.status).toBe(403);
    // Refusals travel as keys with their parameters; the browser words them (src/lib/upload-uploadthing.ts).
    expect(await signedOut.json()).toEqual({ message: "server.common.signInFirst" });

    const teacher = await seedUser(t, "teacher");
    const byTeacher = await requestUpload(teacher.as, "submission", {
      name: "a.pdf",
      size: 10,
      type: "application/pdf",
    });
    expect(byTeacher.status).toBe(403);
    expect(await byTeacher.json()).toEqual({ message: "server.accounts.youCannotUploadKind" });

    const student = await seedUser(t, "student");
    const png = await requestUpload(student.as, "submission", { name: "a.png", size: 10, type: "image/png" });
    expect(englishOf(((await png.json()) as { message: Keyed }).message)).toBe(
      "The file must be a PDF, DOC or DOCX document.",
    );
    const tooBig = await requestUpload(student.as, "avatar", {
      name: "a.png",
      size: 6 * 1024 * 1024,
      type: "image/png",
    });
    expect(englishOf(((await tooBig.json()) as { message: Keyed }).message)).toBe("The file must be at most 5 MB.");
    const unknown = await requestUpload(student.as, "somethingElse", {
      name: "a.pdf",
      size: 10,
      type: "application/pdf",
    });
    expect(unknown.status).toBe(404);

    expect(await pendingRows(t)).toEqual([]);
    expect(fake.registered.size).toBe(0);
  });
});

describe("where the deployment is public, UploadThing's callback finishes the upload", () => {
  test("a hand-in is checked and recorded for the student, and the browser is told its id", async () => {
    vi.stubEnv("UPLOADTHING_CALLBACK_URL", `${PUBLIC_SITE}${UPLOADTHING_ROUTE_PATH}`);
    const fake = fakeUploadThing();
    const t = newTest();
    const { as, userId } = await seedUser(t, "student");
    const { key, url } = await startThroughRouter(as, HAND_IN);
    expect(fake.registered.get(key)).toMatchObject({
      callbackUrl: `${PUBLIC_SITE}${UPLOADTHING_ROUTE_PATH}`,
      awaitServerData: true,
    });

    const callback = await fake.ingest(url, PDF_BYTES);
    const answer = await deliverCallback(t, callback!);
    expect(answer.status).toBe(200);
    const [file] = await fileRows(t);
    expect(file).toMatchObject({ provider: "uploadthing", key, ownerId: userId, purpose: "submission" });
    expect(file.path).toMatch(/^SubmittedAssignments\/\d+_my_essay\.pdf$/);
    expect(await fileEvents(t)).toEqual([expect.objectContaining({ actorId: userId, key })]);
    // UploadThing passes the router's answer on to the browser.
    expect(fake.callbackResults).toEqual([{ fileKey: key, callbackData: { ok: true, fileId: file._id } }]);
    expect(await pendingRows(t)).toEqual([]);
    // The browser cannot finish it a second time.
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/not found/);
  });

  test("a PNG handed in as a PDF is refused with today's message and deleted", async () => {
    vi.stubEnv("UPLOADTHING_CALLBACK_URL", `${PUBLIC_SITE}${UPLOADTHING_ROUTE_PATH}`);
    const fake = fakeUploadThing();
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const { key, url } = await startThroughRouter(as, { ...HAND_IN, size: PNG.length });
    await deliverCallback(t, (await fake.ingest(url, PNG))!);
    expect(fake.callbackResults).toEqual([
      { fileKey: key, callbackData: { ok: false, refused: expect.stringMatching(/^server\.files\.wrongType /) } },
    ]);
    const [{ callbackData }] = fake.callbackResults as { callbackData: { refused: Keyed } }[];
    expect(englishOf(callbackData.refused)).toBe("The file must be a PDF, DOC or DOCX document.");
    expect(fake.deleted).toEqual([key]);
    expect(await fileRows(t)).toEqual([]);
  });

  test("a forged callback is refused and records nothing", async () => {
    vi.stubEnv("UPLOADTHING_CALLBACK_URL", `${PUBLIC_SITE}${UPLOADTHING_ROUTE_PATH}`);
    const fake = fakeUploadThing();
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const { url } = await startThroughRouter(as, HAND_IN);
    const genuine = (await fake.ingest(url, PDF_BYTES))!;
    const payload = await genuine.clone().text();
    const forge = async (signature: string | null) => {
      const headers = new Headers(genuine.headers);
      if (signature === null) headers.delete("x-uploadthing-signature");
      else headers.set("x-uploadthing-signature", signature);
      return await deliverCallback(t, new Request(genuine.url, { method: "POST", headers, body: payload }));
    };
    const forgeries = [
      await forge(null),
      await forge(`hmac-sha256=${await hmacHex(payload, "sk_someone_elses_key")}`),
      await forge(`hmac-sha256=${await hmacHex(payload.replace("my_essay", "my_essay2"), API_KEY)}`),
    ];
    for (const response of forgeries) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Invalid signature" });
    }
    expect(await fileRows(t)).toEqual([]);
    expect(fake.callbackResults).toEqual([]);
    // The genuine one still works.
    expect((await deliverCallback(t, genuine)).status).toBe(200);
    expect(await fileRows(t)).toHaveLength(1);
  });
});

describe("where it is not public, the browser finishes the upload", () => {
  test("the existing finish step checks and records the file for the uploader only", async () => {
    const fake = fakeUploadThing();
    const t = newTest();
    const student = await seedUser(t, "student");
    const other = await seedUser(t, "student");
    const { key, url } = await startThroughRouter(student.as, HAND_IN);
    await fake.ingest(url, PDF_BYTES);
    await expect(other.as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/not found/);
    const fileId = await student.as.action(api.accounts.uploadthingNode.finishUploadThing, { key });
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ ownerId: student.userId, key });
    expect(await fileEvents(t)).toEqual([expect.objectContaining({ actorId: student.userId })]);
  });
});

test("a deployment is public when its site is https on a public name", () => {
  expect(callbackReachable(PUBLIC_SITE)).toBe(true);
  expect(callbackReachable("https://lyceum.example.org")).toBe(true);
  for (const local of [
    undefined,
    SITE_URL,
    "http://lyceum.example.org",
    "https://localhost:3211",
    "https://10.1.2.3",
    "https://192.168.0.4:3211",
    "https://172.20.0.1",
    "https://[::1]:3211",
    "https://school.local",
  ]) {
    expect(callbackReachable(local)).toBe(false);
  }
});

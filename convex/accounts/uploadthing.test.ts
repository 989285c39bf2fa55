import { verifyKey } from "@uploadthing/shared";
import * as Micro from "effect/Micro";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { DOCX, zip } from "../lib/zip.setup";
import { uploadThingConfig } from "./model/uploadthing";
import type { FilePurpose } from "../schema";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { API_KEY, APP_ID, fakeUploadThing, hmacHex, startThroughRouter } from "./uploadthingFake.setup";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2]);
const AVATAR: { purpose: FilePurpose; name: string; size: number; contentType: string } = {
  purpose: "avatar",
  name: "my face.png",
  size: PNG.length,
  contentType: "image/png",
};

/** Starts an upload the way the browser does with UploadThing: through the file router. */
async function start(as: Awaited<ReturnType<typeof seedUser>>["as"], args = AVATAR) {
  const { key, url } = await startThroughRouter(as, args);
  return { key, uploadUrl: url };
}

const pendingRows = (t: TestConvex) => t.run((ctx) => ctx.db.query("pendingUploads").collect());
const fileRows = (t: TestConvex) => t.run((ctx) => ctx.db.query("files").collect());

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("without UPLOADTHING_TOKEN", () => {
  test("startUpload hands out a Convex storage URL and remembers who started it", async () => {
    vi.stubEnv("UPLOADTHING_TOKEN", "");
    const t = newTest();
    const { as, userId } = await seedUser(t, "student");
    const started = await as.mutation(api.accounts.files.startUpload, AVATAR);
    expect(started).toEqual({
      provider: "convex",
      uploadUrl: expect.stringMatching(/^https?:\/\//),
      key: expect.stringMatching(/^convex:/),
    });
    expect(await pendingRows(t)).toEqual([expect.objectContaining({ key: started.key, ownerId: userId })]);
    // A Convex upload's key is no UploadThing key.
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key: started.key })).rejects.toThrow(
      /not found/,
    );
  });

  test("declared types and sizes that cannot pass are refused before any upload", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    await expect(
      as.mutation(api.accounts.files.startUpload, { ...AVATAR, name: "notes.pdf", contentType: "application/pdf" }),
    ).rejects.toThrow(/must be a PNG, JPEG, GIF or WebP image/);
    await expect(as.mutation(api.accounts.files.startUpload, { ...AVATAR, size: 5 * 1024 * 1024 + 1 })).rejects.toThrow(
      /at most 5 MB/,
    );
    // An image must say it is one; only documents may come with no type (the bytes decide).
    await expect(as.mutation(api.accounts.files.startUpload, { ...AVATAR, contentType: "" })).rejects.toThrow(
      /must be a PNG/,
    );
    await expect(t.mutation(api.accounts.files.startUpload, AVATAR)).rejects.toThrow(/sign in/);
  });
});

describe("with UPLOADTHING_TOKEN", () => {
  test("the file router signs an ingest URL for a server-chosen key in the first region", async () => {
    fakeUploadThing();
    const t = newTest();
    const { as, userId } = await seedUser(t, "student");
    const first = await start(as);
    const second = await start(as);
    expect(first.key).not.toEqual(second.key);
    // The check UploadThing's ingest server makes: the key belongs to this app.
    expect(Micro.runSync(verifyKey(first.key, APP_ID))).toBe(true);
    expect(Micro.runSync(verifyKey(first.key, "someoneelse"))).toBe(false);

    const url = new URL(first.uploadUrl);
    expect(url.origin).toBe("https://sea1.ingest.uploadthing.com");
    expect(url.pathname).toBe(`/${first.key}`);
    // uploadthing encodes each value once more before URLSearchParams does.
    const param = (name: string) => decodeURIComponent(url.searchParams.get(name) ?? "");
    expect(param("x-ut-identifier")).toBe(APP_ID);
    expect(param("x-ut-file-name")).toBe("my_face.png");
    expect(param("x-ut-file-size")).toBe(String(PNG.length));
    expect(param("x-ut-file-type")).toBe("image/png");
    expect(param("x-ut-content-disposition")).toBe("inline");
    expect(Number(url.searchParams.get("expires"))).toBeGreaterThan(Date.now());

    const signed = first.uploadUrl.slice(0, first.uploadUrl.lastIndexOf("&signature="));
    expect(url.searchParams.get("signature")).toBe(`hmac-sha256=${await hmacHex(signed, API_KEY)}`);
    const tampered = signed.replace(`x-ut-file-size=${PNG.length}`, "x-ut-file-size=999999999");
    expect(tampered).not.toBe(signed);
    expect(url.searchParams.get("signature")).not.toBe(`hmac-sha256=${await hmacHex(tampered, API_KEY)}`);

    expect(await pendingRows(t)).toEqual([
      expect.objectContaining({ key: first.key, ownerId: userId, purpose: "avatar", size: PNG.length }),
      expect.objectContaining({ key: second.key, ownerId: userId }),
    ]);
  });

  test("a good file is recorded for the user who started it, under its SPEC folder", async () => {
    const t = newTest();
    const { stored, deleted } = fakeUploadThing();
    const { as, userId } = await seedUser(t, "student");
    const { key } = await start(as);
    stored.set(key, PNG);

    const fileId = await as.action(api.accounts.uploadthingNode.finishUploadThing, { key });
    const file = await t.run((ctx) => ctx.db.get("files", fileId));
    expect(file).toMatchObject({
      provider: "uploadthing",
      key,
      url: `https://${APP_ID}.ufs.sh/f/${key}`,
      ownerId: userId,
      name: "my_face.png",
      size: PNG.length,
      contentType: "image/png",
      purpose: "avatar",
    });
    expect(file!.path).toMatch(/^UserDp\/\d+_my_face\.png$/);
    expect(await pendingRows(t)).toHaveLength(0);
    expect(deleted).toEqual([]);
    // The row is the projector's, from the event that keeps what it holds.
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    expect(events).toMatchObject([
      { type: "file_stored", actorId: userId, provider: "uploadthing", key, path: file!.path },
    ]);

    await as.mutation(api.accounts.users.setAvatar, { fileId });
    expect(await as.query(api.accounts.users.me, {})).toMatchObject({ dp: `https://${APP_ID}.ufs.sh/f/${key}` });
    // Finishing twice does not record (or delete) anything.
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/not found/);
    expect(deleted).toEqual([]);
  });

  test("nobody can finish another user's upload", async () => {
    const t = newTest();
    const { stored, deleted } = fakeUploadThing();
    const owner = await seedUser(t, "student");
    const thief = await seedUser(t, "student");
    const { key } = await start(owner.as);
    stored.set(key, PNG);
    await expect(thief.as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/not found/);
    await expect(t.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/sign in/);
    expect(await fileRows(t)).toHaveLength(0);
    expect(deleted).toEqual([]);
    const fileId = await owner.as.action(api.accounts.uploadthingNode.finishUploadThing, { key });
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ ownerId: owner.userId });
  });

  test("an expired upload is refused, forgotten and deleted", async () => {
    const t = newTest();
    const { stored, deleted } = fakeUploadThing();
    const { as } = await seedUser(t, "student");
    const { key } = await start(as);
    stored.set(key, PNG);
    await t.run(async (ctx) => {
      const [pending] = await ctx.db.query("pendingUploads").collect();
      await ctx.db.patch("pendingUploads", pending._id, { expiresAt: Date.now() - 1 });
    });
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/expired/);
    expect(deleted).toEqual([key]);
    expect(await pendingRows(t)).toHaveLength(0);
    expect(await fileRows(t)).toHaveLength(0);
  });

  test("a file UploadThing does not have is reported as not arrived", async () => {
    const t = newTest();
    const { reads } = fakeUploadThing();
    const { as } = await seedUser(t, "student");
    const { key } = await start(as);
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/did not arrive/);
    expect(reads).toEqual([key]);
    expect(await pendingRows(t)).toHaveLength(1);
    expect(await fileRows(t)).toHaveLength(0);
  });

  test("bytes that are not an allowed type are refused and deleted, whatever was declared", async () => {
    const t = newTest();
    const { stored, deleted } = fakeUploadThing();
    const { as } = await seedUser(t, "student");
    const { key } = await start(as, { ...AVATAR, name: "evil.png", size: 25 });
    stored.set(key, new TextEncoder().encode("<script>alert(1)</script>"));
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(
      /must be a PNG, JPEG, GIF or WebP image/,
    );
    expect(deleted).toEqual([key]);
    expect(await pendingRows(t)).toHaveLength(0);
    expect(await fileRows(t)).toHaveLength(0);
  });

  test("a PNG header followed by a web page is refused and deleted", async () => {
    const t = newTest();
    const { stored, deleted } = fakeUploadThing();
    const { as } = await seedUser(t, "student");
    const polyglot = new Uint8Array([...PNG, ...new TextEncoder().encode("\n<html><script>alert(1)</script>")]);
    const { key } = await start(as, { ...AVATAR, size: polyglot.length });
    stored.set(key, polyglot);
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/not accepted/);
    expect(deleted).toEqual([key]);
    expect(await fileRows(t)).toHaveLength(0);
  });

  test("a JPEG declared as PNG is refused: the declared type must be what the bytes are", async () => {
    const t = newTest();
    const { stored, deleted } = fakeUploadThing();
    const { as } = await seedUser(t, "student");
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const { key } = await start(as, { ...AVATAR, size: jpeg.length });
    stored.set(key, jpeg);
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/do not match/);
    expect(deleted).toEqual([key]);
  });

  test("documents are uploaded to be served as attachments, images inline", async () => {
    fakeUploadThing();
    const t = newTest();
    const { as } = await seedUser(t, "teacher");
    const disposition = (url: string) =>
      decodeURIComponent(new URL(url).searchParams.get("x-ut-content-disposition") ?? "");
    const image = await start(as);
    expect(disposition(image.uploadUrl)).toBe("inline");
    const pdf = await start(as, {
      purpose: "assignmentQuestion",
      name: "q.pdf",
      size: 10,
      contentType: "application/pdf",
    });
    expect(disposition(pdf.uploadUrl)).toBe("attachment");
  });

  test("the real size counts, not the declared one", async () => {
    const t = newTest();
    const { stored, deleted } = fakeUploadThing();
    const { as } = await seedUser(t, "teacher");
    const { key } = await start(as, { ...AVATAR, purpose: "courseImage" });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    stored.set(key, big);
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key })).rejects.toThrow(/at most 5 MB/);
    expect(deleted).toEqual([key]);
  });

  test("a DOCX is told from any ZIP by a ranged read of the file's end", async () => {
    const t = newTest();
    const { stored, reads } = fakeUploadThing();
    const { as } = await seedUser(t, "teacher");
    const docx = zip(["[Content_Types].xml", "word/document.xml"], 100 * 1024);
    const args = { purpose: "assignmentQuestion" as const, name: "q.docx", size: docx.length, contentType: DOCX };
    const good = await start(as, args);
    stored.set(good.key, docx);
    const fileId = await as.action(api.accounts.uploadthingNode.finishUploadThing, { key: good.key });
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ contentType: DOCX });
    // The first bytes, the end (the ZIP's directory), and the whole file for the markup scan.
    expect(reads.filter((key) => key === good.key)).toHaveLength(3);

    const sheet = zip(["xl/workbook.xml"]);
    const bad = await start(as, { ...args, size: sheet.length });
    stored.set(bad.key, sheet);
    await expect(as.action(api.accounts.uploadthingNode.finishUploadThing, { key: bad.key })).rejects.toThrow(
      /PDF, DOC or DOCX/,
    );
  });
});

describe("UPLOADTHING_TOKEN validation", () => {
  const encode = (value: unknown) => btoa(JSON.stringify(value));
  const malformed = [
    "not base64 at all!",
    btoa("not json"),
    encode(["list"]),
    encode({ apiKey: "pk_wrong_kind", appId: APP_ID, regions: ["sea1"] }),
    encode({ apiKey: API_KEY, regions: ["sea1"] }),
    encode({ apiKey: API_KEY, appId: APP_ID, regions: [] }),
  ];

  test.each(malformed)("a malformed token is named, never echoed (%#)", (token) => {
    vi.stubEnv("UPLOADTHING_TOKEN", token);
    expect(() => uploadThingConfig()).toThrow(/^UPLOADTHING_TOKEN is not a valid UploadThing token/);
    try {
      uploadThingConfig();
    } catch (error) {
      expect(String(error)).not.toContain(API_KEY);
      expect(String(error)).not.toContain("pk_wrong_kind");
      expect(String(error)).not.toContain(token);
    }
  });

  test("uploads fail with the configuration error, not with a leaked key", async () => {
    vi.stubEnv("UPLOADTHING_TOKEN", encode({ apiKey: API_KEY, appId: APP_ID }));
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const attempt = as.mutation(api.accounts.files.startUpload, AVATAR);
    await expect(attempt).rejects.toThrow(/UPLOADTHING_TOKEN is not a valid UploadThing token/);
    await attempt.catch((error: unknown) => expect(String(error)).not.toContain(API_KEY));
  });
});

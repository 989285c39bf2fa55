import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { env } from "../_generated/server";
import type { Id } from "../_generated/dataModel";
import { DOCX, zip } from "../lib/zip.setup";
import type { FilePurpose } from "../schema";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { storeBytes, uploadBytes } from "./uploadTests.setup";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const text = (value: string) => new TextEncoder().encode(value);
const withHtml = (head: Uint8Array, html = "\n<html><body><script>alert(document.domain)</script>") => {
  const tail = text(html);
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
};

type Client = Awaited<ReturnType<typeof seedUser>>["as"];

/** Starts an upload as `as` and stores the bytes the way the browser's POST would. */
async function startAndStore(
  t: TestConvex,
  as: Client,
  bytes: Uint8Array<ArrayBuffer>,
  declared: { type: string; purpose: FilePurpose; name?: string; storedAs?: string },
) {
  const { key } = await as.mutation(api.accounts.files.startUpload, {
    purpose: declared.purpose,
    name: declared.name ?? "file",
    size: bytes.length,
    contentType: declared.type,
  });
  const storageId = await storeBytes(t, bytes, declared.storedAs ?? declared.type);
  return { key, storageId };
}

const stillStored = (t: TestConvex, storageId: Id<"_storage">) =>
  t.run(async (ctx) => (await ctx.storage.get(storageId)) !== null);
const fileRows = (t: TestConvex) => t.run((ctx) => ctx.db.query("files").collect());

describe("uploads", () => {
  test("an image is recorded under UserDp/ for its owner and becomes the profile picture", async () => {
    const t = newTest();
    const { as, userId } = await seedUser(t, "student");
    const fileId = await uploadBytes(t, as, PNG, "image/png", "my face.png", "avatar");
    const file = await t.run((ctx) => ctx.db.get("files", fileId));
    expect(file).toMatchObject({ ownerId: userId, contentType: "image/png", name: "my_face.png" });
    expect(file!.path).toMatch(/^UserDp\/\d+_my_face\.png$/);
    expect(await t.run((ctx) => ctx.db.query("pendingUploads").collect())).toHaveLength(0);

    await as.mutation(api.accounts.users.setAvatar, { fileId });
    const me = await as.query(api.accounts.users.me, {});
    expect(me).toMatchObject({ dp: expect.stringMatching(/\/api\/storage\/.+/) });

    // Both are events: the stored file (its row is the projector's) and the picture chosen.
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    expect(events).toMatchObject([
      { type: "file_stored", actorId: userId, ownerId: userId, storageId: file!.storageId, path: file!.path },
      { type: "avatar_set", actorId: userId, subjectUserId: userId, fileId, url: me && "dp" in me ? me.dp : "" },
    ]);
    await as.mutation(api.accounts.users.setAvatar, { fileId: null });
    expect(await as.query(api.accounts.users.me, {})).toMatchObject({ dp: "" });
    expect((await t.run((ctx) => ctx.db.get("users", userId)))?.dpFileId).toBeUndefined();
    const removed = await t.run((ctx) => ctx.db.query("events").order("desc").first());
    expect(removed).toMatchObject({ type: "avatar_removed", subjectUserId: userId, fileId });
    // Removing a picture that is not there changes nothing, and is no event.
    await as.mutation(api.accounts.users.setAvatar, { fileId: null });
    expect(await t.run(async (ctx) => (await ctx.db.query("events").collect()).length)).toBe(3);
  });

  test("a file whose bytes are not an image is refused even when it claims to be one, and is deleted", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const bytes = text("<script>alert(1)</script>");
    const { key, storageId } = await startAndStore(t, as, bytes, { type: "image/png", purpose: "avatar" });
    await expect(as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" })).rejects.toThrow(
      /must be a PNG, JPEG, GIF or WebP image/,
    );
    expect(await stillStored(t, storageId)).toBe(false);
    expect(await fileRows(t)).toHaveLength(0);
  });

  test.each([
    ["a PNG", PNG, "image/png", "avatar" as const],
    ["a PDF", text("%PDF-1.7\n"), "application/pdf", "submission" as const],
  ])("bytes that start like %s and continue as HTML are refused and deleted", async (_, head, type, purpose) => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const { key, storageId } = await startAndStore(t, as, withHtml(head), { type, purpose });
    await expect(as.action(api.accounts.files.finishUpload, { key, storageId, purpose })).rejects.toThrow(
      /Web pages, SVG and scripts are not accepted/,
    );
    expect(await stillStored(t, storageId)).toBe(false);
    expect(await fileRows(t)).toHaveLength(0);
  });

  test("SVG markup after an image header is refused too, wherever it sits", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const padded = new Uint8Array(3 * 1024 * 1024 + 5).fill(0x41);
    padded.set(PNG);
    padded.set(text('<svg onload="alert(1)">'), padded.length - 30);
    const { key, storageId } = await startAndStore(t, as, padded, { type: "image/png", purpose: "avatar" });
    await expect(as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" })).rejects.toThrow(
      /not accepted/,
    );
  });

  test("the declared type must be what the bytes are: a JPEG declared as PNG is refused", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const { key, storageId } = await startAndStore(t, as, JPEG, { type: "image/png", purpose: "avatar" });
    await expect(as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" })).rejects.toThrow(
      /contents do not match its type/,
    );
  });

  test("types the purpose does not take are refused before any byte moves: HTML, SVG, QuickTime", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "teacher");
    const start = (purpose: FilePurpose, contentType: string) =>
      as.mutation(api.accounts.files.startUpload, { purpose, name: "x", size: 10, contentType });
    await expect(start("courseImage", "image/svg+xml")).rejects.toThrow(/must be a PNG, JPEG, GIF or WebP image/);
    await expect(start("courseImage", "text/html")).rejects.toThrow(/must be a PNG/);
    await expect(start("courseImage", "")).rejects.toThrow(/must be a PNG/);
    await expect(start("courseVideo", "video/quicktime")).rejects.toThrow(/must be an MP4 or WebM video/);
    await expect(start("assignmentQuestion", "text/html")).rejects.toThrow(/PDF, DOC or DOCX/);
    // Some systems give .docx files no type: the bytes decide.
    await expect(start("assignmentQuestion", "")).resolves.toMatchObject({ provider: "convex" });
    expect(await t.run((ctx) => ctx.db.query("pendingUploads").collect())).toHaveLength(1);
  });

  test("bytes stored with another type than the one declared (served as text/html) are refused, not recorded", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const { key, storageId } = await startAndStore(t, as, PNG, {
      type: "image/png",
      purpose: "avatar",
      storedAs: "text/html",
    });
    await expect(as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" })).rejects.toThrow(
      /not found/,
    );
    expect(await fileRows(t)).toHaveLength(0);
  });

  test("visitors cannot upload", async () => {
    const t = newTest();
    await expect(
      t.mutation(api.accounts.files.startUpload, {
        purpose: "avatar",
        name: "a.png",
        size: 4,
        contentType: "image/png",
      }),
    ).rejects.toThrow(/sign in/);
    const storageId = await storeBytes(t, PNG, "image/png");
    await expect(
      t.action(api.accounts.files.finishUpload, { key: "convex:x", storageId, purpose: "avatar" }),
    ).rejects.toThrow(/sign in/);
  });

  test("one upload cannot be recorded twice", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const { key, storageId } = await startAndStore(t, as, PNG, { type: "image/png", purpose: "avatar" });
    await as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" });
    await expect(as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" })).rejects.toThrow(
      /not found/,
    );
    const again = await as.mutation(api.accounts.files.startUpload, {
      purpose: "avatar",
      name: "a.png",
      size: PNG.length,
      contentType: "image/png",
    });
    await expect(
      as.action(api.accounts.files.finishUpload, { key: again.key, storageId, purpose: "avatar" }),
    ).rejects.toThrow(/already used/);
    // The refused replays must not delete the bytes the first record points at.
    expect(await stillStored(t, storageId)).toBe(true);
  });

  test("nobody can use another user's file as their picture", async () => {
    const t = newTest();
    const owner = await seedUser(t, "student");
    const thief = await seedUser(t, "student");
    const fileId = await uploadBytes(t, owner.as, PNG, "image/png", "a.png", "avatar");
    await expect(thief.as.mutation(api.accounts.users.setAvatar, { fileId })).rejects.toThrow(/not found/);
  });
});

describe("someone else's upload is untouched", () => {
  test("another user cannot finish it, with its key or with an upload of their own", async () => {
    const t = newTest();
    const owner = await seedUser(t, "student");
    const other = await seedUser(t, "student");
    // The other user started an upload of their own first (same declared size, another type).
    const theirs = await other.as.mutation(api.accounts.files.startUpload, {
      purpose: "avatar",
      name: "x.jpg",
      size: PNG.length,
      contentType: "image/jpeg",
    });
    const { key, storageId } = await startAndStore(t, owner.as, PNG, { type: "image/png", purpose: "avatar" });

    await expect(
      other.as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" }),
    ).rejects.toThrow(/not found/);
    // With their own key the bytes are not the ones they declared (a type mismatch): refused, not deleted.
    await expect(
      other.as.action(api.accounts.files.finishUpload, { key: theirs.key, storageId, purpose: "avatar" }),
    ).rejects.toThrow(/not found/);
    expect(await stillStored(t, storageId)).toBe(true);
    expect(await fileRows(t)).toHaveLength(0);

    const fileId = await owner.as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" });
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ ownerId: owner.userId });
  });

  test("finishing with the wrong purpose deletes nothing, and the right finish still works", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "teacher");
    const { key, storageId } = await startAndStore(t, as, PNG, { type: "image/png", purpose: "avatar" });
    await expect(
      as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "courseImage" }),
    ).rejects.toThrow(/started for something else/);
    expect(await stillStored(t, storageId)).toBe(true);
    expect(await t.run((ctx) => ctx.db.query("pendingUploads").collect())).toHaveLength(1);
    const fileId = await as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" });
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ purpose: "avatar" });
  });

  test("bytes stored before the upload started are not this upload's: refused, not deleted", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const earlier = await storeBytes(t, PNG, "image/png");
    const { key } = await as.mutation(api.accounts.files.startUpload, {
      purpose: "avatar",
      name: "a.png",
      size: PNG.length,
      contentType: "image/png",
    });
    await expect(
      as.action(api.accounts.files.finishUpload, { key, storageId: earlier, purpose: "avatar" }),
    ).rejects.toThrow(/not found/);
    expect(await stillStored(t, earlier)).toBe(true);
  });

  test("an expired upload is refused and forgotten", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const { key, storageId } = await startAndStore(t, as, PNG, { type: "image/png", purpose: "avatar" });
    await t.run(async (ctx) => {
      const [pending] = await ctx.db.query("pendingUploads").collect();
      await ctx.db.patch("pendingUploads", pending._id, { expiresAt: Date.now() - 1 });
    });
    await expect(as.action(api.accounts.files.finishUpload, { key, storageId, purpose: "avatar" })).rejects.toThrow(
      /expired/,
    );
    expect(await t.run((ctx) => ctx.db.query("pendingUploads").collect())).toHaveLength(0);
    expect(await fileRows(t)).toHaveLength(0);
  });
});

describe("document uploads", () => {
  test("a DOCX (a ZIP that lists word/) is recorded; a ZIP without word/ claiming to be one is refused", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "teacher");
    const docx = zip(["[Content_Types].xml", "word/document.xml"], 100 * 1024);
    const fileId = await uploadBytes(t, as, docx, DOCX, "q.docx", "assignmentQuestion");
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ contentType: DOCX });

    const sheet = await startAndStore(t, as, zip(["xl/workbook.xml"]), { type: DOCX, purpose: "assignmentQuestion" });
    await expect(
      as.action(api.accounts.files.finishUpload, { ...sheet, purpose: "assignmentQuestion" }),
    ).rejects.toThrow(/PDF, DOC or DOCX/);
    expect(await stillStored(t, sheet.storageId)).toBe(false);
  });

  test("a DOCX with no declared type is recorded as what its bytes prove", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const docx = zip(["[Content_Types].xml", "word/document.xml"]);
    const fileId = await uploadBytes(t, as, docx, "", "essay.docx", "submission");
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ contentType: DOCX });
  });
});

describe("the document cap is a deployment variable", () => {
  test("DOCUMENT_MAX_BYTES lowers the 20 MB default for questions and submissions", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const declared = { purpose: "submission" as const, name: "essay.pdf", contentType: "application/pdf" };
    await expect(
      as.mutation(api.accounts.files.startUpload, { ...declared, size: 2 * 1024 * 1024 }),
    ).resolves.toBeTruthy();
    env.DOCUMENT_MAX_BYTES = String(1024 * 1024);
    try {
      await expect(as.mutation(api.accounts.files.startUpload, { ...declared, size: 2 * 1024 * 1024 })).rejects.toThrow(
        /at most 1 MB/,
      );
    } finally {
      delete env.DOCUMENT_MAX_BYTES;
    }
  });
});

describe("who may upload what", () => {
  test("students cannot start or finish course videos or assignment questions; teachers cannot hand in submissions", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    const teacher = await seedUser(t, "teacher");
    const video = { purpose: "courseVideo" as const, name: "v.webm", size: 100, contentType: "video/webm" };
    await expect(student.as.mutation(api.accounts.files.startUpload, video)).rejects.toThrow(
      /cannot upload this kind of file/,
    );
    await expect(teacher.as.mutation(api.accounts.files.startUpload, video)).resolves.toMatchObject({
      provider: "convex",
    });
    const submission = { purpose: "submission" as const, name: "a.pdf", size: 100, contentType: "application/pdf" };
    await expect(teacher.as.mutation(api.accounts.files.startUpload, submission)).rejects.toThrow(
      /cannot upload this kind/,
    );

    // A teacher's question upload cannot be finished by a student (it is not theirs), and stays.
    const pdf = text("%PDF-1.4\n%%EOF");
    const question = await startAndStore(t, teacher.as, pdf, {
      type: "application/pdf",
      purpose: "assignmentQuestion",
    });
    await expect(
      student.as.action(api.accounts.files.finishUpload, { ...question, purpose: "assignmentQuestion" }),
    ).rejects.toThrow(/not found/);
    expect(await fileRows(t)).toHaveLength(0);
    expect(await stillStored(t, question.storageId)).toBe(true);
  });
});

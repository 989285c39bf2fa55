import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { env } from "./_generated/server";
import type { Id } from "./_generated/dataModel";
import { DOCX, zip } from "./model/zip.setup";
import { newTest, seedUser, type TestConvex } from "./test.setup";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function store(t: TestConvex, bytes: Uint8Array<ArrayBuffer>, type: string): Promise<Id<"_storage">> {
  return await t.run((ctx) => ctx.storage.store(new Blob([bytes], { type })));
}

describe("uploads", () => {
  test("an image is recorded under UserDp/ for its owner and becomes the profile picture", async () => {
    const t = newTest();
    const { as, userId } = await seedUser(t, "student");
    const storageId = await store(t, PNG, "image/png");
    const fileId = await as.action(api.files.finishUpload, { storageId, name: "my face.png", purpose: "avatar" });
    const file = await t.run((ctx) => ctx.db.get("files", fileId));
    expect(file).toMatchObject({ ownerId: userId, contentType: "image/png", name: "my_face.png" });
    expect(file!.path).toMatch(/^UserDp\/\d+_my_face\.png$/);

    await as.mutation(api.users.setAvatar, { fileId });
    const me = await as.query(api.users.me, {});
    expect(me).toMatchObject({ dp: expect.stringMatching(/\/api\/storage\/.+/) });
  });

  test("a file whose bytes are not an image is refused even when it claims to be one, and is deleted", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const storageId = await store(t, new TextEncoder().encode("<script>alert(1)</script>"), "image/png");
    await expect(as.action(api.files.finishUpload, { storageId, name: "evil.png", purpose: "avatar" })).rejects.toThrow(
      /must be a PNG, JPEG, GIF or WebP image/,
    );
    expect(await t.run((ctx) => ctx.storage.get(storageId))).toBeNull();
    expect(await t.run((ctx) => ctx.db.query("files").collect())).toHaveLength(0);
  });

  test("an image over 5 MB is refused", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "teacher");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const storageId = await store(t, big, "image/png");
    await expect(
      as.action(api.files.finishUpload, { storageId, name: "big.png", purpose: "courseImage" }),
    ).rejects.toThrow(/at most 5 MB/);
  });

  test("visitors cannot upload", async () => {
    const t = newTest();
    await expect(
      t.mutation(api.files.startUpload, { purpose: "avatar", name: "a.png", size: 4, contentType: "image/png" }),
    ).rejects.toThrow(/sign in/);
    const storageId = await store(t, PNG, "image/png");
    await expect(t.action(api.files.finishUpload, { storageId, name: "a.png", purpose: "avatar" })).rejects.toThrow(
      /sign in/,
    );
  });

  test("one upload cannot be recorded twice", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const storageId = await store(t, PNG, "image/png");
    await as.action(api.files.finishUpload, { storageId, name: "a.png", purpose: "avatar" });
    await expect(as.action(api.files.finishUpload, { storageId, name: "a.png", purpose: "avatar" })).rejects.toThrow(
      /already used/,
    );
    // The refused replay must not delete the bytes the first record points at.
    expect(await t.run(async (ctx) => (await ctx.storage.get(storageId)) !== null)).toBe(true);
  });

  test("nobody can use another user's file as their picture", async () => {
    const t = newTest();
    const owner = await seedUser(t, "student");
    const thief = await seedUser(t, "student");
    const storageId = await store(t, PNG, "image/png");
    const fileId = await owner.as.action(api.files.finishUpload, { storageId, name: "a.png", purpose: "avatar" });
    await expect(thief.as.mutation(api.users.setAvatar, { fileId })).rejects.toThrow(/not found/);
  });
});

describe("document uploads", () => {
  test("a DOCX (a ZIP that lists word/) is recorded; a ZIP without word/ claiming to be one is refused", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "teacher");
    const docx = zip(["[Content_Types].xml", "word/document.xml"], 100 * 1024);
    const goodId = await store(t, docx, DOCX);
    const fileId = await as.action(api.files.finishUpload, {
      storageId: goodId,
      name: "q.docx",
      purpose: "assignmentQuestion",
    });
    expect(await t.run((ctx) => ctx.db.get("files", fileId))).toMatchObject({ contentType: DOCX });

    const xlsxId = await store(t, zip(["xl/workbook.xml"]), DOCX);
    await expect(
      as.action(api.files.finishUpload, { storageId: xlsxId, name: "q.docx", purpose: "assignmentQuestion" }),
    ).rejects.toThrow(/PDF, DOC or DOCX/);
    expect(await t.run((ctx) => ctx.storage.get(xlsxId))).toBeNull();
  });
});

describe("the document cap is a deployment variable", () => {
  test("DOCUMENT_MAX_BYTES lowers the 25 MB default for questions and submissions", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    const declared = { purpose: "submission" as const, name: "essay.pdf", contentType: "application/pdf" };
    await expect(as.mutation(api.files.startUpload, { ...declared, size: 2 * 1024 * 1024 })).resolves.toBeTruthy();
    env.DOCUMENT_MAX_BYTES = String(1024 * 1024);
    try {
      await expect(as.mutation(api.files.startUpload, { ...declared, size: 2 * 1024 * 1024 })).rejects.toThrow(
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
    await expect(student.as.mutation(api.files.startUpload, video)).rejects.toThrow(/cannot upload this kind of file/);
    await expect(teacher.as.mutation(api.files.startUpload, video)).resolves.toMatchObject({ provider: "convex" });
    const submission = { purpose: "submission" as const, name: "a.pdf", size: 100, contentType: "application/pdf" };
    await expect(teacher.as.mutation(api.files.startUpload, submission)).rejects.toThrow(/cannot upload this kind/);

    const pdf = await store(t, new TextEncoder().encode("%PDF-1.4\n%%EOF"), "application/pdf");
    await expect(
      student.as.action(api.files.finishUpload, { storageId: pdf, name: "q.pdf", purpose: "assignmentQuestion" }),
    ).rejects.toThrow(/cannot upload this kind/);
    expect(await t.run((ctx) => ctx.db.query("files").collect())).toHaveLength(0);
    expect(await t.run((ctx) => ctx.storage.get(pdf))).toBeNull();
  });
});

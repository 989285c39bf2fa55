import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { storeFile } from "../accounts/model/files";
import { FILE_FORBIDDEN_MESSAGE, FILE_LINK_TTL_MS, type FileRef } from "../shared/fileLinks";
import type { TestConvex } from "../test.setup";
import { courseWithPeople, enrol, PDF, POSTED_AT, postAssignment, uploadPdf } from "./assignmentsTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

type World = Awaited<ReturnType<typeof courseWithPeople>>;
type Person = World["alice"];

async function withWork() {
  const world = await courseWithPeople();
  const assignmentId = await postAssignment(world.t, world.teacher.as, world.courseId);
  const submit = async (who: Person, fileId?: Id<"files">) =>
    await who.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: fileId ?? (await uploadPdf(world.t, who.as, "submission", "my essay.pdf")),
    });
  await submit(world.alice);
  const question: FileRef = { kind: "question", assignmentId };
  const alices = (version = 1): FileRef => ({
    kind: "submission",
    assignmentId,
    studentId: world.alice.userId,
    version,
  });
  return { ...world, assignmentId, submit, question, alices };
}

const open = (who: Person, file: FileRef, disposition: "inline" | "attachment" = "attachment") =>
  who.as.mutation(api.assignments.fileLinks.open, { file, disposition });

/** The HTTP action behind a link (convex-test serves paths of the deployment's HTTP routes). */
const follow = (t: TestConvex, url: string) => t.fetch(new URL(url).pathname, { redirect: "manual" });

describe("who may open what", () => {
  test("a question: enrolled students, its teacher and Admins; nobody else", async () => {
    const { alice, teacher, admin, outsider, otherTeacher, question } = await withWork();
    for (const who of [alice, teacher, admin]) {
      await expect(open(who, question)).resolves.toMatchObject({ name: "Borrow checker essay.pdf" });
    }
    for (const who of [outsider, otherTeacher]) {
      await expect(open(who, question)).rejects.toThrow(FILE_FORBIDDEN_MESSAGE);
    }
  });

  test("handed-in work: the student who handed it in, the teacher and Admins; not a classmate or a stranger", async () => {
    const { alice, bob, teacher, admin, outsider, otherTeacher, alices } = await withWork();
    for (const who of [alice, teacher, admin]) {
      await expect(open(who, alices())).resolves.toMatchObject({ name: "Alice – Borrow checker essay.pdf" });
    }
    for (const who of [bob, outsider, otherTeacher]) {
      await expect(open(who, alices())).rejects.toThrow(FILE_FORBIDDEN_MESSAGE);
    }
  });

  test("a file that does not exist is refused exactly like one that is not yours", async () => {
    const { alice, outsider, teacher, assignmentId, alices } = await withWork();
    const missing: FileRef[] = [
      alices(7),
      { kind: "question", assignmentId: "not-an-id" },
      { kind: "submission", assignmentId, studentId: "nobody", version: 1 },
    ];
    for (const file of missing) {
      await expect(open(teacher, file)).rejects.toThrow(FILE_FORBIDDEN_MESSAGE);
      await expect(open(outsider, file)).rejects.toThrow(FILE_FORBIDDEN_MESSAGE);
    }
    await expect(open(alice, alices(2))).rejects.toThrow(FILE_FORBIDDEN_MESSAGE);
  });
});

describe("names", () => {
  test("a later version says which it is", async () => {
    const { alice, teacher, submit, alices } = await withWork();
    await submit(alice);
    expect((await open(teacher, alices(1))).name).toBe("Alice – Borrow checker essay.pdf");
    expect((await open(teacher, alices(2))).name).toBe("Alice – Borrow checker essay (version 2).pdf");
  });

  test("are in the language of the one who opens the file, titles and names as written", async () => {
    const { t, alice, teacher, submit, alices, question } = await withWork();
    await submit(alice);
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    expect((await open(teacher, alices(2))).name).toBe("Alice – Borrow checker essay (versión 2).pdf");
    expect((await open(teacher, question)).name).toBe("Borrow checker essay.pdf");
    // The link names the download in the same language: the ASCII name for old clients, the exact one in filename*.
    const link = await open(teacher, alices(2));
    expect((await follow(t, link.url)).headers.get("content-disposition")).toBe(
      `attachment; filename="Alice - Borrow checker essay (version 2).pdf"; ` +
        `filename*=UTF-8''Alice%20%E2%80%93%20Borrow%20checker%20essay%20%28versi%C3%B3n%202%29.pdf`,
    );
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "ar" });
    expect((await open(teacher, alices(2))).name).toBe("Alice – Borrow checker essay (الإصدار 2).pdf");
    // Alice reads English: her own link says "version", whatever her teacher's language.
    expect((await open(alice, alices(2))).name).toBe("Alice – Borrow checker essay (version 2).pdf");
  });
});

describe("the link", () => {
  test("answers the bytes, named, private, never cached, sandboxed, readable by the app", async () => {
    const { t, teacher, alices } = await withWork();
    const link = await open(teacher, alices(), "inline");
    expect(link.expiresAt).toBe(POSTED_AT + FILE_LINK_TTL_MS);
    expect(link.url).not.toContain("/api/storage");
    const response = await follow(t, link.url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="Alice - Borrow checker essay.pdf"; filename*=UTF-8''Alice%20%E2%80%93%20Borrow%20checker%20essay.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("access-control-allow-origin")).toBeTruthy();
  });

  test("works until its time is up, then answers 410 with nothing in it", async () => {
    const { t, alice, alices } = await withWork();
    const link = await open(alice, alices());
    vi.setSystemTime(link.expiresAt - 1);
    expect((await follow(t, link.url)).status).toBe(200);
    vi.setSystemTime(link.expiresAt);
    const expired = await follow(t, link.url);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toBe("");
  });

  test("a tampered link answers 404 with nothing in it", async () => {
    const { t, teacher, bob, submit, alices } = await withWork();
    await submit(bob);
    const link = await open(teacher, alices());
    const [body, signature] = link.url.split("/files/")[1].split(".");
    // Another signature; and Alice's claims re-pointed at Bob's work without a new signature.
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    const claims = JSON.parse(atob(body.replace(/-/g, "+").replace(/_/g, "/"))) as { ref: { studentId: string } };
    claims.ref.studentId = bob.userId;
    const forged = btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    // The same signature spelled with different unused bits in its last character decodes alike.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]}`;
    for (const path of [
      `/files/${body}.${flipped}`,
      `/files/${body}.${respelled}`,
      `/files/${forged}.${signature}`,
      `/files/${body}`,
      "/files/",
      "/files/%E0%A4%A",
    ]) {
      const response = await t.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("");
    }
  });
});

describe("every submission at once", () => {
  test("the teacher gets a link per current submission, named by student, unique, and the ZIP's name", async () => {
    const { t, teacher, admin, courseId, bob, submit, assignmentId } = await withWork();
    await submit(bob);
    await submit(bob);
    const { seedUser } = await import("../test.setup");
    const otherAlice = await seedUser(t, "student", { displayName: "Alice" });
    await enrol(t, otherAlice.userId, courseId, "Alice");
    await submit(otherAlice);
    const all = await teacher.as.mutation(api.assignments.fileLinks.openAll, { assignmentId });
    expect(all.zipName).toBe("Borrow checker essay – submissions.zip");
    expect(all.expiresAt).toBe(POSTED_AT + FILE_LINK_TTL_MS);
    expect(all.files.map((file) => file.name)).toEqual([
      "Alice – Borrow checker essay.pdf",
      "Alice – Borrow checker essay (2).pdf",
      "Bob – Borrow checker essay.pdf",
    ]);
    for (const file of all.files) expect((await follow(t, file.url)).status).toBe(200);
    await expect(admin.as.mutation(api.assignments.fileLinks.openAll, { assignmentId })).resolves.toBeTruthy();
  });

  test("the ZIP and its files are named in the teacher's language", async () => {
    const { t, teacher, assignmentId } = await withWork();
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    const all = await teacher.as.mutation(api.assignments.fileLinks.openAll, { assignmentId });
    expect(all.zipName).toBe("Borrow checker essay – entregas.zip");
    expect(all.files.map((file) => file.name)).toEqual(["Alice – Borrow checker essay.pdf"]);
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "ar" });
    const arabic = await teacher.as.mutation(api.assignments.fileLinks.openAll, { assignmentId });
    expect(arabic.zipName).toBe("Borrow checker essay – التسليمات.zip");
    expect((await follow(t, arabic.files[0].url)).headers.get("content-disposition")).toContain(
      "filename*=UTF-8''Alice%20%E2%80%93%20Borrow%20checker%20essay.pdf",
    );
  });

  test("a student without a name is named in the teacher's language", async () => {
    const { t, teacher, alice, assignmentId } = await withWork();
    await t.run(async (ctx) => await ctx.db.delete("users", alice.userId));
    await teacher.as.mutation(api.accounts.users.setLanguage, { language: "es" });
    const all = await teacher.as.mutation(api.assignments.fileLinks.openAll, { assignmentId });
    expect(all.files.map((file) => file.name)).toEqual(["Estudiante – Borrow checker essay.pdf"]);
  });

  test("only the course's teacher and Admins", async () => {
    const { alice, outsider, otherTeacher, assignmentId } = await withWork();
    for (const who of [alice, outsider, otherTeacher]) {
      await expect(who.as.mutation(api.assignments.fileLinks.openAll, { assignmentId })).rejects.toThrow(
        /Only this course's teacher or an admin/,
      );
    }
  });
});

describe("UploadThing", () => {
  const APP_ID = "filelinksapp";
  const API_KEY = "sk_test_file_links";

  test("a link redirects to UploadThing's own signed URL, valid exactly as long as the link", async () => {
    const { t, bob, teacher, submit, assignmentId } = await withWork();
    vi.stubEnv("UPLOADTHING_TOKEN", btoa(JSON.stringify({ apiKey: API_KEY, appId: APP_ID, regions: ["sea1"] })));
    const fileId = await t.run(
      async (ctx) =>
        await storeFile(ctx, {
          provider: "uploadthing",
          key: "utKey123",
          url: `https://${APP_ID}.ufs.sh/f/utKey123`,
          path: "SubmittedAssignments/1_essay.pdf",
          name: "essay.pdf",
          size: PDF.length,
          contentType: "application/pdf",
          purpose: "submission",
          ownerId: bob.userId,
        }),
    );
    await submit(bob, fileId);
    const link = await open(teacher, { kind: "submission", assignmentId, studentId: bob.userId, version: 1 });
    const response = await follow(t, link.url);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(`https://${APP_ID}.ufs.sh/f/utKey123`);
    expect(Number(location.searchParams.get("expires"))).toBe(link.expiresAt);
    expect(location.searchParams.get("signature")).toMatch(/^hmac-sha256=[0-9a-f]{64}$/);

    vi.setSystemTime(link.expiresAt);
    expect((await follow(t, link.url)).status).toBe(410);
  });
});

describe("an empty file", () => {
  test("is refused as empty, whatever its type, before any byte moves", async () => {
    const { alice } = await withWork();
    for (const contentType of ["application/pdf", "text/plain", ""]) {
      await expect(
        alice.as.mutation(api.accounts.files.startUpload, {
          purpose: "submission",
          name: "empty.pdf",
          size: 0,
          contentType,
        }),
      ).rejects.toThrow("The file is empty.");
    }
  });
});

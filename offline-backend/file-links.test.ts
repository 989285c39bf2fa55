/**
 * Private file links with Lyceum's real convex/ modules on the offline backend (ADR 0062): a
 * student's hand-in opens through its link, which stops working when its time is up and when it
 * is tampered with; a stranger gets no link; and no read of an assignment carries a lasting
 * address of a stored file.
 */
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { actionRef, mutationRef, newClient, queryRef, signUp } from "./test-helpers.ts";

const APP = "http://127.0.0.1:5173";
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");

let backend: OfflineBackend;
const clients: ConvexClient[] = [];
const storageIds: string[] = [];

async function person(email: string, displayName: string, role: "student" | "teacher") {
  const client = newClient(backend.url);
  clients.push(client);
  const token = await signUp(client, email, { displayName, role });
  client.setAuth(async () => token);
  return client;
}

/** files.startUpload, the POST to the upload URL, files.finishUpload: as src/lib/upload.ts does. */
async function upload(client: ConvexClient, purpose: "assignmentQuestion" | "submission", name: string) {
  const started = (await client.mutation(mutationRef("accounts/files:startUpload"), {
    purpose,
    name,
    size: PDF.length,
    contentType: "application/pdf",
  })) as { uploadUrl: string; key: string };
  const posted = await fetch(started.uploadUrl, {
    method: "POST",
    headers: { "Content-Type": "application/pdf", Origin: APP },
    body: PDF,
  });
  const { storageId } = (await posted.json()) as { storageId: string };
  storageIds.push(storageId);
  return (await client.action(actionRef("accounts/files:finishUpload"), {
    key: started.key,
    storageId,
    purpose,
  })) as string;
}

let teacher: ConvexClient;
let student: ConvexClient;
let stranger: ConvexClient;
let courseId: string;
let assignmentId: string;
let studentId: string;

beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0, dataDir: null, appOrigins: [APP], env: { SITE_URL: APP } });
  teacher = await person("tess@example.com", "Tess Teacher", "teacher");
  student = await person("sam@example.com", "Sam Student", "student");
  stranger = await person("olga@example.com", "Olga Outsider", "student");
  courseId = (await teacher.mutation(mutationRef("courses/courses:create"), {
    name: "Rust for Everyone",
    description: "Ownership.",
    durationHours: 10,
    instructorName: "Tess Teacher",
    category: "Systems",
  })) as string;
  const { code } = (await teacher.mutation(mutationRef("courses/joinCodes:create"), { courseId })) as { code: string };
  await student.mutation(mutationRef("courses/joinCodes:join"), { code });
  assignmentId = (await teacher.mutation(mutationRef("assignments/assignments:post"), {
    courseId,
    title: "Borrow checker essay",
    instructions: "",
    points: 100,
    assignedDate: "2026-01-01",
    deadlineDate: "2099-12-31",
    deadlineTime: "23:59",
    timeZone: "UTC",
    holdGrades: false,
    questionFileId: await upload(teacher, "assignmentQuestion", "question.pdf"),
  })) as string;
  await student.mutation(mutationRef("assignments/submissions:submit"), {
    assignmentId,
    fileId: await upload(student, "submission", "essay.pdf"),
  });
  studentId = ((await student.query(queryRef("accounts/users:me"), {})) as { _id: string })._id;
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(clients.map((client) => client.close()));
  await backend.stop();
});

type Opened = { url: string; name: string; contentType: string; expiresAt: number };
const open = (client: ConvexClient) =>
  client.mutation(mutationRef("assignments/fileLinks:open"), {
    file: { kind: "submission", assignmentId, studentId, version: 1 },
    disposition: "attachment",
  }) as Promise<Opened>;

describe("a hand-in's private link on the real app", () => {
  it("serves the bytes to the student who handed it in, named, private and readable by the app", async () => {
    const link = await open(student);
    expect(new URL(link.url).pathname).toMatch(/^\/files\//);
    const response = await fetch(link.url, { headers: { Origin: APP } });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get("content-disposition")).toContain(
      "filename*=UTF-8''Sam%20Student%20%E2%80%93%20Borrow%20checker%20essay.pdf",
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("access-control-allow-origin")).toBe(APP);
  });

  it("gives a stranger no link at all", async () => {
    await expect(open(stranger)).rejects.toThrow("You cannot open this file.");
  });

  it("answers nothing when tampered with", async () => {
    const link = await open(teacher);
    const tampered = link.url.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const response = await fetch(tampered);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });

  it("answers nothing once its time is up", async () => {
    const link = await open(teacher);
    // The backend runs in this process: its clock is the test's.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(link.expiresAt);
    const response = await fetch(link.url);
    vi.useRealTimers();
    expect(response.status).toBe(410);
    expect(await response.text()).toBe("");
  });

  it("no read of the assignment carries a lasting address of a stored file", async () => {
    const reads = [
      await teacher.query(queryRef("assignments/assignments:listForStaff"), { courseId }),
      await student.query(queryRef("assignments/assignments:listForStudent"), { courseId }),
      await student.query(queryRef("assignments/submissions:myWork"), { courseId }),
      await teacher.query(queryRef("assignments/submissions:versions"), { assignmentId, studentId }),
      await teacher.query(queryRef("assignments/submissions:rosterWork"), { assignmentId, studentIds: [studentId] }),
    ];
    const text = JSON.stringify(reads);
    expect(text).toContain("essay.pdf");
    expect(text).not.toContain("/api/storage");
    expect(text).not.toMatch(/"url"/);
    for (const storageId of storageIds) expect(text).not.toContain(storageId);
  });
});

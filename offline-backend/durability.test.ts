/**
 * Every acknowledged write survives a crash (persistence.ts: the journal is fdatasynced inside the
 * commit, before anyone is answered). The backend runs as a child process (offline-backend/cli.ts),
 * is killed with SIGKILL the moment the last write is acknowledged, and is started again on the same
 * data folder, which must hold every one of those writes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexHttpClient } from "convex/browser";
import { afterAll, describe, expect, it } from "vitest";
import { waitForOfflineBackend } from "../scripts/lib/processes.mjs";
import { parseJournal } from "./persistence.ts";
import { startOfflineBackend } from "./server.ts";
import { FIXTURE_MODULES, mutationRef, newClient, queryRef, signIn, signUp } from "./test-helpers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lyceum-offline-crash-"));
  dataDirs.push(dir);
  return dir;
}

/** Starts offline-backend/cli.ts on `dataDir` (free ports); resolves with its URL and process. */
async function startChild(dataDir: string, modulesDir?: string): Promise<{ url: string; child: ChildProcess }> {
  const args = ["--import", "tsx", "offline-backend/cli.ts", "--port", "0", "--data-dir", dataDir];
  if (modulesDir) args.push("--modules-dir", modulesDir);
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return { url: await waitForOfflineBackend(child, { timeoutMs: 60_000 }), child };
}

/** SIGKILL: no shutdown handler, no last snapshot. Resolves once the process is gone. */
async function crash(child: ChildProcess): Promise<void> {
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await gone;
}

const journals = (dataDir: string) => readdirSync(dataDir).filter((name) => /^journal-\d+\.log$/.test(name));

describe("durability across kill -9", () => {
  it("keeps every acknowledged mutation and upload, and leaves out a record cut short", async () => {
    const dataDir = newDataDir();
    const first = await startChild(dataDir, FIXTURE_MODULES);
    const client = newClient(first.url);
    const bytes = new Uint8Array(32 * 1024).map((_, i) => (i * 13) % 256);
    const uploadUrl = await client.mutation(mutationRef("files:generateUploadUrl"), {});
    const uploaded = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes });
    const { storageId } = (await uploaded.json()) as { storageId: string };
    await client.mutation(mutationRef("files:save"), { storageId });
    for (let i = 0; i < 20; i++) await client.mutation(mutationRef("counters:bump"), { name: `one-${i}` });
    await Promise.all(
      Array.from({ length: 10 }, () => client.mutation(mutationRef("counters:bump"), { name: "burst" })),
    );
    await new ConvexHttpClient(first.url).mutation(mutationRef("counters:bump"), { name: "over-http" });
    await crash(first.child); // the moment the last write was acknowledged
    await client.close();

    // The journal holds them, readable by its owner only.
    const files = journals(dataDir);
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect((statSync(path.join(dataDir, name)).mode & 0o777).toString(8)).toBe("600");
    // A crash in the middle of writing a record: half a line at the end of the newest journal file,
    // or alone in a new file named by the record it would have been.
    const newest = files.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0])).at(-1) ?? "";
    const last = parseJournal(readFileSync(path.join(dataDir, newest), "utf8"), newest).at(-1)?.s ?? 0;
    appendFileSync(path.join(dataDir, newest), `{"s":${last + 1},"n":1,"ct":1,"ts":"1","put":[{"_id":"00`);
    writeFileSync(path.join(dataDir, `journal-${last + 1}.log`), `{"s":${last + 1},"n":1,"ct`, { mode: 0o600 });

    const second = await startChild(dataDir, FIXTURE_MODULES);
    const again = newClient(second.url);
    try {
      for (let i = 0; i < 20; i++) expect(await again.query(queryRef("counters:get"), { name: `one-${i}` })).toBe(1);
      expect(await again.query(queryRef("counters:get"), { name: "burst" })).toBe(10);
      expect(await again.query(queryRef("counters:get"), { name: "over-http" })).toBe(1);
      const [stored] = (await again.query(queryRef("files:list"), {})) as { url: string }[];
      const served = await fetch(stored?.url ?? "");
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      // The restart compacted the journal into the snapshot (the torn records went with it).
      expect(journals(dataDir)).toEqual([]);
      expect((statSync(path.join(dataDir, "snapshot.json")).mode & 0o777).toString(8)).toBe("600");
      await again.mutation(mutationRef("counters:bump"), { name: "after-restart" });
    } finally {
      await again.close();
      await crash(second.child);
    }
    // And a write after that restart is kept too.
    const third = await startOfflineBackend({ port: 0, dataDir, modulesDir: FIXTURE_MODULES });
    const last3 = newClient(third.url);
    try {
      expect(await last3.query(queryRef("counters:get"), { name: "after-restart" })).toBe(1);
      expect(await last3.query(queryRef("counters:get"), { name: "burst" })).toBe(10);
    } finally {
      await last3.close();
      await third.stop();
    }
  });

  // Two starts of the whole app on a shared 2-core machine: more than the project's 30 s.
  it(
    "keeps four sign-ups of the real app acknowledged just before kill -9 (issue #27's report)",
    { timeout: 90_000 },
    async () => {
      const dataDir = newDataDir();
      const first = await startChild(dataDir);
      const client = newClient(first.url);
      const emails = ["ada", "grace", "edsger", "barbara"].map((name) => `${name}.crash@school.test`);
      for (const [index, email] of emails.entries()) await signUp(client, email, { clientId: `crash-${index}` });
      await crash(first.child);
      await client.close();

      // Started again in this process: what matters is what the killed one left on disk.
      const second = await startOfflineBackend({ port: 0, dataDir });
      const again = newClient(second.url);
      try {
        // Every account is there (Convex Auth's password account and the user)...
        const documents = second.convex.committedDocuments();
        for (const email of emails) {
          expect(documents.some((doc) => doc.providerAccountId === email && doc.provider === "password")).toBe(true);
          expect(documents.some((doc) => doc.email === email && doc._id.endsWith("users"))).toBe(true);
        }
        // ...and the last one, acknowledged a moment before the kill, signs in.
        expect(await signIn(again, emails[emails.length - 1] ?? "")).toMatch(/^ey/);
      } finally {
        await again.close();
        await second.stop();
      }
    },
  );
});

describe("reading the journal", () => {
  const record = (s: number) => JSON.stringify({ s, n: s, ct: s, ts: String(s) });

  it("leaves out a last line cut short, and refuses damage before the last line", () => {
    expect(parseJournal(`${record(1)}\n${record(2)}\n`, "j").map((r) => r.s)).toEqual([1, 2]);
    expect(parseJournal(`${record(1)}\n{"s":2,"n`, "j").map((r) => r.s)).toEqual([1]);
    expect(parseJournal(`${record(1)}\n{"s":2,"n\n`, "j").map((r) => r.s)).toEqual([1]);
    expect(() => parseJournal(`${record(1)}\n{"s":2,"n\n${record(3)}\n`, "j")).toThrow(/damaged at line 2/);
  });
});

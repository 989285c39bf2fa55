/**
 * Per-call read and write counting (FunctionRunner.collectUsage): a query that returns N documents
 * reports N and Convex's size of each; a page reports its page; a mutation reports the documents
 * it wrote and their size after the write, a failed one none; calls made with no collector cost
 * nothing and are not reported.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocumentSize, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { UsageTotals, type CallUsage } from "./runner.ts";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { FIXTURE_MODULES } from "./test-helpers.ts";

let backend: OfflineBackend;
const N = 7;

beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0, dataDir: null, modulesDir: FIXTURE_MODULES });
  for (let i = 0; i < N; i++) {
    const outcome = await backend.runner.run(
      "mutation",
      "messages:send",
      [{ author: "a", body: "é".repeat(i), rank: i }],
      null,
    );
    expect(outcome.success).toBe(true);
  }
});

afterAll(async () => {
  await backend.stop();
});

function valueOf(outcome: { success: boolean; value?: JSONValue }): Value {
  if (!outcome.success) throw new Error("the call failed");
  return jsonToConvex(outcome.value ?? null);
}

describe("read counting", () => {
  it("reports the documents a query reads and their bytes, per call and per path", async () => {
    const calls: CallUsage[] = [];
    const totals = new UsageTotals();
    backend.runner.collectUsage((call) => {
      calls.push(call);
      totals.collect(call);
    });
    try {
      const { outcome } = await backend.runner.runQuery("messages:list", [{}], null, null);
      const docs = valueOf(outcome) as Array<Record<string, Value>>;
      expect(docs).toHaveLength(N);
      const bytes = docs.reduce((sum, doc) => sum + getDocumentSize(doc), 0);
      expect(calls).toEqual([
        { kind: "query", path: "messages:list", documents: N, bytes, written: 0, writtenBytes: 0 },
      ]);

      const page = await backend.runner.runQuery(
        "messages:page",
        [{ paginationOpts: { numItems: 3, cursor: null } }],
        null,
        null,
      );
      expect((valueOf(page.outcome) as { page: unknown[] }).page).toHaveLength(3);
      expect(calls[1]).toMatchObject({ path: "messages:page", documents: 3 });

      await backend.runner.runQuery("messages:list", [{}], null, null);
      expect(totals.byPath.get("messages:list")).toEqual({
        calls: 2,
        documents: 2 * N,
        bytes: 2 * bytes,
        written: 0,
        writtenBytes: 0,
      });
    } finally {
      backend.runner.collectUsage(null);
    }
  });

  it("counts the reads a mutation makes, and nothing once collecting stops", async () => {
    const calls: CallUsage[] = [];
    backend.runner.collectUsage((call) => calls.push(call));
    await backend.runner.run("mutation", "counters:bump", [{ name: "reads" }], null);
    await backend.runner.run("mutation", "counters:bump", [{ name: "reads" }], null);
    backend.runner.collectUsage(null);
    await backend.runner.runQuery("messages:list", [{}], null, null);
    expect(calls.map((call) => [call.kind, call.path, call.documents])).toEqual([
      ["mutation", "counters:bump", 0],
      ["mutation", "counters:bump", 1],
    ]);
  });

  it("counts the documents a mutation writes, sized after the write, and none for a failed one", async () => {
    const calls: CallUsage[] = [];
    backend.runner.collectUsage((call) => calls.push(call));
    try {
      await backend.runner.run("mutation", "counters:bump", [{ name: "writes" }], null);
      await backend.runner.run("mutation", "counters:bump", [{ name: "writes" }], null);
      await backend.runner.run("mutation", "messages:send", [{ author: "w", body: "x".repeat(1000), rank: 0 }], null);
      await backend.runner.run("mutation", "messages:sendThenRefuse", [{}], null);
    } finally {
      backend.runner.collectUsage(null);
    }
    const documents = backend.convex.committedDocuments();
    const rows = {
      counter: documents.find((doc) => doc.name === "writes") ?? null,
      message: documents.find((doc) => doc.author === "w") ?? null,
    };
    if (rows.counter === null || rows.message === null) throw new Error("the writes are missing");
    const [insert, patch, send, refused] = calls;
    // The patched counter has the inserted one's fields and size (value 1 -> 2, both numbers).
    expect(insert).toMatchObject({ path: "counters:bump", written: 1, writtenBytes: getDocumentSize(rows.counter) });
    expect(patch).toMatchObject({ path: "counters:bump", written: 1, writtenBytes: getDocumentSize(rows.counter) });
    expect(send).toMatchObject({ written: 1, writtenBytes: getDocumentSize(rows.message) });
    expect(send?.writtenBytes).toBeGreaterThan(1000);
    expect(refused).toMatchObject({ path: "messages:sendThenRefuse", written: 0, writtenBytes: 0 });
  });

  it("runs an internal function in process with its writes counted, which the public entry refuses", async () => {
    const calls: CallUsage[] = [];
    backend.runner.collectUsage((call) => calls.push(call));
    try {
      const refused = await backend.runner.run("mutation", "messages:deliver", [{ body: "public?" }], null);
      expect(refused.success).toBe(false);
      const ran = await backend.runner.runInternal("mutation", "messages:deliver", [{ body: "scheduled" }]);
      expect(ran.success).toBe(true);
    } finally {
      backend.runner.collectUsage(null);
    }
    expect(calls.map((call) => [call.path, call.written])).toEqual([["messages:deliver", 1]]);
  });
});

/**
 * Per-call read counting (FunctionRunner.collectReads): a query that returns N documents reports
 * N and Convex's size of each; a page reports its page; calls made with no collector cost nothing
 * and are not reported.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocumentSize, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { ReadTotals, type CallReads } from "./runner.ts";
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
    const calls: CallReads[] = [];
    const totals = new ReadTotals();
    backend.runner.collectReads((call) => {
      calls.push(call);
      totals.collect(call);
    });
    try {
      const { outcome } = await backend.runner.runQuery("messages:list", [{}], null, null);
      const docs = valueOf(outcome) as Array<Record<string, Value>>;
      expect(docs).toHaveLength(N);
      const bytes = docs.reduce((sum, doc) => sum + getDocumentSize(doc), 0);
      expect(calls).toEqual([{ kind: "query", path: "messages:list", documents: N, bytes }]);

      const page = await backend.runner.runQuery(
        "messages:page",
        [{ paginationOpts: { numItems: 3, cursor: null } }],
        null,
        null,
      );
      expect((valueOf(page.outcome) as { page: unknown[] }).page).toHaveLength(3);
      expect(calls[1]).toMatchObject({ path: "messages:page", documents: 3 });

      await backend.runner.runQuery("messages:list", [{}], null, null);
      expect(totals.byPath.get("messages:list")).toEqual({ calls: 2, documents: 2 * N, bytes: 2 * bytes });
    } finally {
      backend.runner.collectReads(null);
    }
  });

  it("counts the reads a mutation makes, and nothing once collecting stops", async () => {
    const calls: CallReads[] = [];
    backend.runner.collectReads((call) => calls.push(call));
    await backend.runner.run("mutation", "counters:bump", [{ name: "reads" }], null);
    await backend.runner.run("mutation", "counters:bump", [{ name: "reads" }], null);
    backend.runner.collectReads(null);
    await backend.runner.runQuery("messages:list", [{}], null, null);
    expect(calls.map((call) => [call.kind, call.path, call.documents])).toEqual([
      ["mutation", "counters:bump", 0],
      ["mutation", "counters:bump", 1],
    ]);
  });
});

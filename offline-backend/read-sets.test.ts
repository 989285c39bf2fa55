/** Which tables a syscall reads, as recorded for the read sets of subscribed queries. */
import { describe, expect, it } from "vitest";
import { tablesReadBy } from "./convex-internals.ts";
import { tablesOverlap } from "./table-sets.ts";

describe("read sets", () => {
  it("attributes reads to tables and falls back to everything when it cannot", () => {
    expect(tablesReadBy("1.0/get", { id: "10001counters" })).toEqual(new Set(["counters"]));
    expect(tablesReadBy("1.0/get", { table: "_storage", id: "10002_storage" })).toEqual(new Set(["_storage"]));
    expect(tablesReadBy("1.0/get", { id: "not-an-id" })).toBe("all");
    const indexRange = { query: { source: { type: "IndexRange", indexName: "messages.by_rank", range: [] } } };
    expect(tablesReadBy("1.0/queryStream", indexRange)).toEqual(new Set(["messages"]));
    expect(tablesReadBy("1.0/queryPage", indexRange)).toEqual(new Set(["messages"]));
    expect(
      tablesReadBy("1.0/queryStream", { query: { source: { type: "FullTableScan", tableName: "users" } } }),
    ).toEqual(new Set(["users"]));
    expect(
      tablesReadBy("1.0/queryStream", { query: { source: { type: "Search", indexName: "courses.search" } } }),
    ).toEqual(new Set(["courses"]));
    expect(tablesReadBy("1.0/queryStream", { query: { source: { type: "SomethingNew" } } })).toBe("all");
    expect(tablesReadBy("1.0/count", { table: "counters" })).toEqual(new Set(["counters"]));
    expect(tablesReadBy("1.0/storageGetUrl", { storageId: "10003_storage" })).toEqual(new Set(["_storage"]));
    expect(tablesReadBy("1.0/someFutureRead", {})).toBe("all");
    expect(tablesReadBy("1.0/getSnapshotTs", {})).toBeNull();
    expect(tablesReadBy("1.0/queryStreamNext", { queryId: 1 })).toBeNull();
  });

  it("overlaps when a table is shared or either side is everything", () => {
    expect(tablesOverlap(new Set(["a", "b"]), new Set(["b"]))).toBe(true);
    expect(tablesOverlap(new Set(["a"]), new Set(["b"]))).toBe(false);
    expect(tablesOverlap(new Set(), "all")).toBe(true);
    expect(tablesOverlap("all", new Set())).toBe(true);
  });
});

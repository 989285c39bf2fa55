/** Which tables a syscall reads, as recorded for the read sets of subscribed queries. */
import { describe, expect, it } from "vitest";
import { readOf, tablesReadBy } from "./convex-internals.ts";
import { inRange, ReadSet, tableWrites } from "./read-sets.ts";
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

  it("reads documents by id and index ranges, and anything else as whole tables", () => {
    expect(readOf("1.0/get", { id: "10001counters" })).toEqual({ table: "counters", id: "10001counters" });
    const range = [{ type: "Eq", fieldPath: "room", value: "global" }];
    const source = { type: "IndexRange", indexName: "messages.by_room", range };
    expect(readOf("1.0/queryStream", { query: { source } })).toEqual({ table: "messages", range });
    expect(readOf("1.0/queryPage", { query: { source } })).toEqual({ table: "messages", range });
    expect(readOf("1.0/queryStream", { query: { source: { type: "FullTableScan", tableName: "users" } } })).toEqual({
      table: "users",
    });
    expect(readOf("1.0/count", { table: "counters" })).toEqual({ table: "counters" });
    expect(readOf("1.0/someFutureRead", {})).toBe("all");
    expect(readOf("1.0/getSnapshotTs", {})).toBeNull();
  });

  it("places documents in ranges, counting what it cannot compare as inside", () => {
    const doc = { _id: "1messages", room: "global", rank: 5, pinned: false, tags: ["a"] };
    expect(inRange(doc, [{ type: "Eq", fieldPath: "room", value: "global" }])).toBe(true);
    expect(inRange(doc, [{ type: "Eq", fieldPath: "room", value: "other" }])).toBe(false);
    expect(inRange(doc, [{ type: "Gt", fieldPath: "rank", value: 5 }])).toBe(false);
    expect(inRange(doc, [{ type: "Gte", fieldPath: "rank", value: 5 }])).toBe(true);
    expect(inRange(doc, [{ type: "Lt", fieldPath: "rank", value: 5 }])).toBe(false);
    expect(inRange(doc, [{ type: "Eq", fieldPath: "pinned", value: true }])).toBe(false);
    // Not comparable here: inside.
    expect(inRange(doc, [{ type: "Eq", fieldPath: "tags", value: ["b"] }])).toBe(true);
    expect(inRange(doc, [{ type: "Eq", fieldPath: "room", value: "glöbal" }])).toBe(true);
    expect(inRange(doc, [{ type: "Eq", fieldPath: "missing", value: "x" }])).toBe(true);
    expect(inRange(doc, [{ type: "Between", fieldPath: "rank", value: 0 }])).toBe(true);
  });

  it("is touched by a written document inside what it read, before or after the write", () => {
    const reads = new ReadSet();
    reads.add({ table: "messages", range: [{ type: "Eq", fieldPath: "room", value: "global" }] });
    reads.add({ table: "users", id: "7users" });
    const written = (table: string, ...docs: { _id: string; [field: string]: unknown }[]) => ({
      tables: new Set<string>(),
      documents: new Map([[table, docs]]),
    });
    expect(reads.touchedBy(written("messages", { _id: "1messages", room: "other" }))).toBe(false);
    expect(reads.touchedBy(written("messages", { _id: "1messages", room: "global" }))).toBe(true);
    // An update moving a message out of the room: its old version is inside.
    expect(
      reads.touchedBy(written("messages", { _id: "1messages", room: "global" }, { _id: "1messages", room: "x" })),
    ).toBe(true);
    expect(reads.touchedBy(written("users", { _id: "8users" }))).toBe(false);
    expect(reads.touchedBy(written("users", { _id: "7users" }))).toBe(true);
    expect(reads.touchedBy(written("courses", { _id: "1courses" }))).toBe(false);
    expect(reads.touchedBy(tableWrites(new Set(["messages"])))).toBe(true);
    expect(reads.touchedBy(tableWrites("all"))).toBe(true);
    reads.add({ table: "courses" });
    expect(reads.touchedBy(written("courses", { _id: "1courses" }))).toBe(true);
    reads.add("all");
    expect(reads.touchedBy(written("other", { _id: "1other" }))).toBe(true);
  });
});

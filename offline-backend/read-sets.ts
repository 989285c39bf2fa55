/**
 * What a query run read and what commits wrote, at the grain of documents and index ranges, so a
 * subscription re-runs only when a written document (as it was before the write, or after) falls in
 * what it read. Plain data, no convex-test in here: which documents or ranges a syscall reads, and
 * which documents a commit wrote, is worked out in convex-internals.ts. Whenever something cannot be
 * narrowed down, it widens to the whole table (or to everything): a read set only errs on the side of
 * re-running.
 */
import type { JSONValue } from "convex/values";
import { unionTables, type TableSet } from "./table-sets.ts";

/** One expression of an index range, as convex/server sends it (`q.eq("course", id)` → Eq). */
export type RangeExpression = { type: string; fieldPath: string; value?: JSONValue };

/** One read of a syscall: a document by id, an index range, a whole table, or anything at all. */
export type Read =
  { table: string; id: string } | { table: string; range: readonly RangeExpression[] } | { table: string } | "all";

/** What one table was read as: whole, or some documents by id and some index ranges. */
type TableReads = "whole" | { ids: Set<string>; ranges: (readonly RangeExpression[])[] };

/** A document as a commit reports it (Convex values; only its fields are looked at). */
export type WrittenDocument = { _id: string } & Record<string, unknown>;

/**
 * What commits wrote: for the tables whose documents are known, every version each written document
 * had (before and after each write); other tables (components' tables, files' content types) whole.
 */
export type WriteSet = {
  /** Tables written whose documents are not known (every read of them is touched), or "all". */
  tables: TableSet;
  /** table → the written documents' versions (before and after, deleted and inserted ones included). */
  documents: Map<string, WrittenDocument[]>;
};

export const WRITES_EVERYTHING: WriteSet = { tables: "all", documents: new Map() };

/** Writes to whole tables. */
export function tableWrites(tables: TableSet): WriteSet {
  return { tables, documents: new Map() };
}

/** Both write sets in one (a new object; the arguments are left as they are). */
export function unionWrites(a: WriteSet, b: WriteSet): WriteSet {
  const tables = unionTables(a.tables, b.tables);
  const documents = new Map(a.documents);
  for (const [table, docs] of b.documents) documents.set(table, [...(documents.get(table) ?? []), ...docs]);
  return { tables, documents };
}

/** The reads of one query run, added to as its syscalls are made. */
export class ReadSet {
  private everything = false;
  private readonly tables = new Map<string, TableReads>();

  static everything(): ReadSet {
    const reads = new ReadSet();
    reads.everything = true;
    return reads;
  }

  add(read: Read): void {
    if (this.everything) return;
    if (read === "all") {
      this.everything = true;
      this.tables.clear();
      return;
    }
    const current = this.tables.get(read.table);
    if (current === "whole") return;
    if ("id" in read || "range" in read) {
      const entry = current ?? { ids: new Set<string>(), ranges: [] };
      if ("id" in read) entry.ids.add(read.id);
      else entry.ranges.push(read.range);
      this.tables.set(read.table, entry);
    } else {
      this.tables.set(read.table, "whole");
    }
  }

  /** True when a write in `writes` may change what was read. */
  touchedBy(writes: WriteSet): boolean {
    if (this.everything || writes.tables === "all") return true;
    for (const [table, reads] of this.tables) {
      if (writes.tables.has(table)) return true;
      const docs = writes.documents.get(table);
      if (docs === undefined) continue;
      if (reads === "whole") return true;
      for (const doc of docs) {
        if (reads.ids.has(doc._id)) return true;
        for (const range of reads.ranges) if (inRange(doc, range)) return true;
      }
    }
    return false;
  }
}

/** The field at a dotted path of a document (undefined when absent). */
function fieldOf(doc: WrittenDocument, fieldPath: string): unknown {
  let value: unknown = doc;
  for (const part of fieldPath.split(".")) {
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/**
 * Whether a document may lie in an index range. Exact for null, booleans, finite numbers and ASCII
 * strings (compared as Convex orders them); anything else (other types, mixed types, ids of the
 * future, unknown expressions) counts as inside.
 */
export function inRange(doc: WrittenDocument, range: readonly RangeExpression[]): boolean {
  for (const expression of range) {
    const verdict = compare(fieldOf(doc, expression.fieldPath), expression.value);
    if (verdict === null) continue; // cannot tell: may be inside
    const inside =
      expression.type === "Eq"
        ? verdict === 0
        : expression.type === "Gt"
          ? verdict > 0
          : expression.type === "Gte"
            ? verdict >= 0
            : expression.type === "Lt"
              ? verdict < 0
              : expression.type === "Lte"
                ? verdict <= 0
                : true;
    if (!inside) return false;
  }
  return true;
}

/** The sign of field − bound when both are comparable here, else null. */
function compare(field: unknown, bound: JSONValue | undefined): number | null {
  if (field === null && bound === null) return 0;
  if (typeof field === "boolean" && typeof bound === "boolean") return Number(field) - Number(bound);
  if (typeof field === "number" && typeof bound === "number" && Number.isFinite(field) && Number.isFinite(bound)) {
    return Math.sign(field - bound);
  }
  // JS compares UTF-16 units, Convex UTF-8 bytes: the same order for ASCII.
  if (typeof field === "string" && typeof bound === "string" && isAscii(field) && isAscii(bound)) {
    return field < bound ? -1 : field > bound ? 1 : 0;
  }
  return null;
}

function isAscii(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text);
}

/**
 * Counting the documents (and their bytes) a function reads, in two places that share this file:
 *  - convex tests: `measureReads` wraps ctx.db in a Proxy that counts every document a database call
 *    returns (get, first, unique, take, collect, paginate), so a figure is what the function really
 *    loads, whatever the table's size;
 *  - the offline backend (offline-backend/runner.ts): the same tally of every document a syscall
 *    returns, per function call, for `npm run bench:scale`.
 * Bytes are Convex's own notion of a document's size (`getDocumentSize` of convex/values: the size
 * its bandwidth accounting uses), not the JSON length.
 */
import { getDocumentSize, type Value } from "convex/values";
import type { TableNames } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";

/** Documents read and their total size in bytes. */
export type ReadTally = { documents: number; bytes: number };

function isDocument(value: unknown): value is Record<string, Value> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "_id" in value;
}

/**
 * Adds the documents in what a database read returned (a document, null, an array of documents,
 * or a page `{ page: [...] }`) to `tally`.
 */
export function tallyDocuments(result: unknown, tally: ReadTally): void {
  if (result === null || result === undefined || typeof result !== "object") return;
  const docs: unknown[] = Array.isArray(result)
    ? result
    : "page" in result && Array.isArray(result.page)
      ? result.page
      : [result];
  for (const doc of docs) {
    if (!isDocument(doc)) continue;
    tally.documents += 1;
    tally.bytes += getDocumentSize(doc);
  }
}

/** ctx.db, and every query built from it, with each returned document counted. */
function counting<T extends object>(target: T, tally: ReadTally): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value: unknown = Reflect.get(obj, prop, obj);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(obj, args);
        if (result instanceof Promise) {
          return result.then((resolved: unknown) => {
            tallyDocuments(resolved, tally);
            return resolved;
          });
        }
        return typeof result === "object" && result !== null ? counting(result, tally) : result;
      };
    },
  });
}

/** Runs `fn` with a counting ctx.db; returns its result, the documents it read and their bytes. */
export async function measureReads<R>(ctx: MutationCtx, fn: (ctx: MutationCtx) => Promise<R>) {
  const tally: ReadTally = { documents: 0, bytes: 0 };
  const result = await fn({ ...ctx, db: counting(ctx.db, tally) });
  return { reads: tally.documents, bytes: tally.bytes, result };
}

/** ctx with every table it reads from (by ctx.db.get and ctx.db.query) written down in `tables`. */
export function recordingTables(ctx: MutationCtx, tables: Set<string>): MutationCtx {
  const db = new Proxy(ctx.db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if ((prop === "get" || prop === "query") && typeof value === "function") {
        return (table: TableNames, ...rest: unknown[]) => {
          tables.add(table);
          return (value as (...args: unknown[]) => unknown).apply(target, [table, ...rest]);
        };
      }
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
  return { ...ctx, db };
}

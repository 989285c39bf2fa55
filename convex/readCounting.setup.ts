/**
 * Test-only: counts the documents a model function reads. A Proxy around ctx.db counts every
 * document a database call returns (get, first, unique, take, collect, paginate), so a figure is
 * what the function really loads, whatever the table's size.
 */
import type { MutationCtx } from "./_generated/server";

function countDocs(result: unknown): number {
  if (result === null || result === undefined) return 0;
  if (Array.isArray(result)) return result.length;
  if (typeof result === "object" && "page" in result && Array.isArray(result.page)) return result.page.length;
  if (typeof result === "object" && "_id" in result) return 1;
  return 0;
}

/** ctx.db, and every query built from it, with each returned document counted. */
function counting<T extends object>(target: T, counter: { reads: number }): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value: unknown = Reflect.get(obj, prop, obj);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(obj, args);
        if (result instanceof Promise) {
          return result.then((resolved: unknown) => {
            counter.reads += countDocs(resolved);
            return resolved;
          });
        }
        return typeof result === "object" && result !== null ? counting(result, counter) : result;
      };
    },
  });
}

/** Runs `fn` with a counting ctx.db; returns its result and the documents it read. */
export async function measureReads<R>(ctx: MutationCtx, fn: (ctx: MutationCtx) => Promise<R>) {
  const counter = { reads: 0 };
  const result = await fn({ ...ctx, db: counting(ctx.db, counter) });
  return { reads: counter.reads, result };
}

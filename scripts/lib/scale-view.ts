/**
 * One page view in the scale benchmark (scripts/bench-scale.ts): runs a screen's calls as a role
 * through the offline backend's FunctionRunner, with each call's reads and writes collected, and
 * prices the view's live re-runs and repeated mutations.
 */
import type { VerifiedIdentity } from "../../offline-backend/identity.ts";
import type { CallUsage, FunctionRunner } from "../../offline-backend/runner.ts";
import type { Call, Live, Role } from "./scale-screens.ts";

/** Budget of issue 16: documents read per page view ≤ 2 × rows shown + 20. */
export const budgetFor = (rows: number) => 2 * rows + 20;

function defaultRows(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.length;
  if (typeof value === "object" && Array.isArray((value as { page?: unknown }).page)) {
    return (value as { page: unknown[] }).page.length;
  }
  return typeof value === "object" ? 1 : 0;
}

/** `view` runs one page view; `liveCost` prices its live part (see each). */
/** The rows of an earlier call's value: its array, or its page's. */
function rowsOf(value: unknown): Record<string, unknown>[] {
  return (Array.isArray(value) ? value : ((value as { page?: unknown[] } | undefined)?.page ?? [])) as Record<
    string,
    unknown
  >[];
}

export function pageViews(runner: FunctionRunner, identityOf: (role: Role) => VerifiedIdentity | null) {
  let current: CallUsage[] = [];
  runner.collectUsage((call) => current.push(call));

  /** Runs `calls` as `role`; returns the reads and writes, the rows shown and any failure. */
  async function view<C>(role: Role, calls: Call<C>[], context: C) {
    current = [];
    const values = new Map<string, unknown>();
    /** A second run of each `repeatCostsLess` call, and each `priceFor` run: what live repeats cost. */
    const repeats = new Map<string, CallUsage[]>();
    const identity = identityOf(role);
    let rows = 0;
    const failures: string[] = [];
    const one = async (call: Call<C>, args: Record<string, unknown>) => {
      const kind = call.kind ?? "query";
      const outcome =
        kind === "query"
          ? (await runner.runQuery(call.path, [args as never], identity, null)).outcome
          : kind === "internal"
            ? await runner.runInternal("mutation", call.path, [args as never])
            : await runner.run("mutation", call.path, [args as never], identity);
      if (!outcome.success) {
        failures.push(`${call.path}: ${outcome.errorMessage.split("\n").at(-1)}`);
        return;
      }
      values.set(call.path, outcome.value);
      rows += (call.rows ?? defaultRows)(outcome.value);
    };
    for (const call of calls) {
      if (call.only && !call.only.includes(role)) continue;
      if (call.perRowOf) {
        for (const row of rowsOf(values.get(call.perRowOf.path))) await one(call, call.perRowOf.args(row));
      } else if (call.perChunkOf) {
        const list = rowsOf(values.get(call.perChunkOf.path));
        for (let at = 0; at < list.length; at += call.perChunkOf.size) {
          await one(call, call.perChunkOf.args(list.slice(at, at + call.perChunkOf.size), context));
        }
      } else if (call.priceFor) {
        // A live re-run in a given state, measured where it happens: priced, not counted in the view.
        const before = current.length;
        await one(
          call,
          call.args(context, (p) => values.get(p)),
        );
        repeats.set(call.priceFor, current.splice(before));
      } else {
        const args = call.args(context, (p) => values.get(p));
        await one(call, args);
        if (call.repeatCostsLess) {
          // Measured apart: the view's own figures hold the first run only.
          const before = current.length;
          await one(
            call,
            call.args(context, (p) => values.get(p)),
          );
          repeats.set(call.path, current.splice(before));
        }
      }
    }
    const reads = current;
    return {
      calls: reads.length,
      documents: reads.reduce((sum, r) => sum + r.documents, 0),
      bytes: reads.reduce((sum, r) => sum + r.bytes, 0),
      // The budget is the page's (its queries'); what the person's mutations read is reported beside it.
      mutationDocuments: reads.filter((r) => r.kind !== "query").reduce((sum, r) => sum + r.documents, 0),
      written: reads.reduce((sum, r) => sum + r.written, 0),
      writtenBytes: reads.reduce((sum, r) => sum + r.writtenBytes, 0),
      byPath: reads,
      repeats,
      rows,
      failures,
    };
  }

  /**
   * The calls, documents and bytes of a page view's live re-runs (and repeated mutations): each costs
   * one run of its call (of the top bar's, `shell`, when the screen itself does not make it).
   */
  function liveCost(
    role: Role,
    all: Live[],
    screenReads: CallUsage[],
    shell: CallUsage[],
    repeats: Map<string, CallUsage[]>,
  ) {
    const cost = { liveCalls: 0, liveDocuments: 0, liveBytes: 0, liveWrittenBytes: 0 };
    const live = all.filter((l) => !l.only || l.only.includes(role));
    for (const { path: livePath, times, pricedAs } of live) {
      const own = repeats.get(pricedAs ?? livePath) ?? screenReads.filter((r) => r.path === livePath);
      const runs = own.length > 0 ? own : shell.filter((r) => r.path === livePath);
      const mean = (field: "documents" | "bytes" | "writtenBytes") =>
        Math.round((times * runs.reduce((s, r) => s + r[field], 0)) / Math.max(1, runs.length));
      cost.liveCalls += times;
      cost.liveDocuments += mean("documents");
      cost.liveBytes += mean("bytes");
      cost.liveWrittenBytes += mean("writtenBytes");
    }
    return { ...cost, liveWhy: live.map((l) => `${l.times}× ${l.path}: ${l.why}`).join("; ") };
  }
  return { view, liveCost };
}

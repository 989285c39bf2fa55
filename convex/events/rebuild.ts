/**
 * Internal: replaying the event log into empty read models (ADR 0049), and the pages of the xAPI
 * export. `npx convex run events/rebuild:rebuild` clears every projected table and applies every
 * event again, oldest first; `npm run events:verify` checks that this gives the same documents.
 * Run it with nothing else writing: events appended meanwhile may be applied twice.
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { TableNames } from "../_generated/dataModel";
import { internalAction, internalMutation, internalQuery } from "../functions";
import { project, projectedTables } from "./projectors";
import { requireRole } from "../accounts/model/users";
import { statementsPage, XAPI_PAGE } from "../admin/model/xapi";

/** Documents deleted, or events replayed, per mutation of the rebuild. */
export const REBUILD_BATCH = 200;

const stepValidator = v.object({
  /** A projected table being cleared, or "replay". */
  phase: v.string(),
  cursor: v.union(v.string(), v.null()),
});
type Step = typeof stepValidator.type;

/** Each projected table to empty, then the replay. */
const phases = (): string[] => [...projectedTables().keys(), "replay"];

function nextStep(phase: string, page: { isDone: boolean; continueCursor: string }): Step | null {
  if (!page.isDone) return { phase, cursor: page.continueCursor };
  const all = phases();
  const next = all[all.indexOf(phase) + 1];
  return next === undefined ? null : { phase: next, cursor: null };
}

/** One batch of the rebuild; returns the next step, or null when it is done. */
export const rebuildStep = internalMutation({
  args: stepValidator,
  handler: async (ctx, { phase, cursor }): Promise<Step | null> => {
    const paginationOpts = { numItems: REBUILD_BATCH, cursor };
    if (phase === "replay") {
      const page = await ctx.db.query("events").order("asc").paginate(paginationOpts);
      for (const event of page.page) await project(ctx, event, { replay: true });
      return nextStep(phase, page);
    }
    const table = phase as TableNames;
    if (!projectedTables().has(table)) throw new Error(`not a projected table: ${phase}`);
    const page = await ctx.db.query(table).paginate(paginationOpts);
    for (const doc of page.page) await ctx.db.delete(table, doc._id);
    return nextStep(phase, page);
  },
});

/** Clears every projected table, then replays the whole log: one mutation per batch. */
export const rebuild = internalAction({
  args: {},
  handler: async (ctx): Promise<{ batches: number }> => {
    let step: Step | null = { phase: phases()[0] ?? "replay", cursor: null };
    let batches = 0;
    while (step !== null) {
      step = await ctx.runMutation(internal.events.rebuild.rebuildStep, step);
      batches += 1;
    }
    return { batches };
  },
});

/** One page of the xAPI export (convex/http.ts GET /admin/xapi); Admins only. */
export const xapiPage = internalQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    await requireRole(ctx, ["Admin"]);
    return await statementsPage(ctx, { ...paginationOpts, numItems: Math.min(paginationOpts.numItems, XAPI_PAGE) });
  },
});

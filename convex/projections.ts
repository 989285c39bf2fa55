/**
 * Internal: rebuilding the read models from the event log, and the pages of the xAPI export.
 * `npx convex run projections:rebuild` recomputes notifications and course activity (docs/notifications.md).
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery } from "./functions";
import { dropKeptUnread } from "./model/notificationCounts";
import { project } from "./model/projections";
import { requireRole } from "./model/users";
import { statementsPage, XAPI_PAGE } from "./model/xapi";

/** Rows deleted, or events replayed, per mutation of the rebuild. */
export const REBUILD_BATCH = 200;

const phaseValidator = v.union(
  v.literal("notifications"),
  v.literal("counts"),
  v.literal("activity"),
  v.literal("replay"),
);
type Phase = typeof phaseValidator.type;
const NEXT_PHASE: Record<Phase, Phase | null> = {
  notifications: "counts",
  counts: "activity",
  activity: "replay",
  replay: null,
};

/**
 * Clears the event-derived rows (deadline reminders are the clock's and stay) and the kept unread
 * counts (ADR 0032: people are counted again, which also mends a count that drifted), then replays
 * every event through the projector, oldest first, one batch per scheduled call. Start it with no
 * arguments. Events appended meanwhile are projected as usual; projection is idempotent.
 */
export const rebuild = internalMutation({
  args: { phase: v.optional(phaseValidator), cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, args) => {
    const phase = args.phase ?? "notifications";
    const paginationOpts = { numItems: REBUILD_BATCH, cursor: args.cursor ?? null };
    let result: { isDone: boolean; continueCursor: string };
    if (phase === "notifications") {
      const page = await ctx.db.query("notifications").paginate(paginationOpts);
      for (const row of page.page) {
        if (row.eventId === undefined) continue;
        await ctx.db.delete("notifications", row._id);
        // The count is dropped at once, so it is never too high while the rebuild runs.
        if (!row.read) await dropKeptUnread(ctx, row.userId);
      }
      result = page;
    } else if (phase === "counts") {
      const page = await ctx.db.query("notificationCounts").paginate(paginationOpts);
      for (const row of page.page) await ctx.db.delete("notificationCounts", row._id);
      result = page;
    } else if (phase === "activity") {
      const page = await ctx.db.query("courseActivity").paginate(paginationOpts);
      for (const row of page.page) await ctx.db.delete("courseActivity", row._id);
      result = page;
    } else {
      const page = await ctx.db.query("events").order("asc").paginate(paginationOpts);
      for (const event of page.page) await project(ctx, event._id, event, { replay: true });
      result = page;
    }
    const nextPhase = NEXT_PHASE[phase];
    const next = !result.isDone
      ? { phase, cursor: result.continueCursor }
      : nextPhase === null
        ? null
        : { phase: nextPhase, cursor: null };
    if (next !== null) await ctx.scheduler.runAfter(0, internal.projections.rebuild, next);
    return { phase, done: next === null };
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

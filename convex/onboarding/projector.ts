/**
 * The onboarding projector (ADR 0049): roster imports, their rows and how many of their
 * invitations were claimed. Times are the events' own.
 */
import type { MutationCtx } from "../_generated/server";
import { defineProjector } from "../events/projector";
import { shardOf } from "../events/shards";
import { importByKey, importRow } from "./model/rosterReads";

async function patchCounts(
  ctx: MutationCtx,
  importKey: string,
  change: { invited?: number; enrolled?: number; failed?: number },
  finishedAt?: number,
): Promise<void> {
  const row = await importByKey(ctx, importKey);
  if (row === null) return;
  await ctx.db.patch("rosterImports", row._id, {
    invited: row.invited + (change.invited ?? 0),
    enrolled: row.enrolled + (change.enrolled ?? 0),
    failed: row.failed + (change.failed ?? 0),
    ...(finishedAt !== undefined ? { finished: true, finishedAt } : {}),
  });
}

export const onboardingProjector = defineProjector({
  name: "onboarding",
  tables: {
    rosterImports: ["key"],
    rosterImportRows: ["importKey", "index"],
    rosterClaimCounts: ["importKey", "shard"],
  },
  on: {
    roster_import_started: async (ctx, event) => {
      if (event.actorId === undefined || event.courseKey === undefined) return;
      await ctx.db.insert("rosterImports", {
        key: event._id,
        courseKey: event.courseKey,
        courseName: event.courseName,
        startedBy: event.actorId,
        total: event.rows.length,
        invited: 0,
        enrolled: 0,
        failed: 0,
        skipped: event.skipped,
        finished: event.rows.length === 0,
        startedAt: event._creationTime,
        finishedAt: event.rows.length === 0 ? event._creationTime : null,
      });
      for (const [index, row] of event.rows.entries()) {
        await ctx.db.insert("rosterImportRows", {
          importKey: event._id,
          index,
          ...row,
          status: "pending",
          reason: null,
          claimed: false,
        });
      }
    },
    roster_batch_imported: async (ctx, event) => {
      const change = { invited: 0, enrolled: 0, failed: 0 };
      for (const { index, outcome, reason } of event.rows) {
        const row = await importRow(ctx, event.importKey, index);
        if (row === null) continue;
        await ctx.db.patch("rosterImportRows", row._id, { status: outcome, reason: reason ?? null });
        change[outcome] += 1;
      }
      await patchCounts(ctx, event.importKey, change, event.finished ? event._creationTime : undefined);
    },
    invitation_mail_failed: async (ctx, event) => {
      const row = await importRow(ctx, event.importKey, event.index);
      if (row === null || row.status !== "invited") return;
      await ctx.db.patch("rosterImportRows", row._id, { status: "failed", reason: event.reason });
      await patchCounts(ctx, event.importKey, { invited: -1, failed: 1 });
    },
    invitation_claimed: async (ctx, event) => {
      const row = await importRow(ctx, event.importKey, event.index);
      if (row !== null) await ctx.db.patch("rosterImportRows", row._id, { claimed: true });
      const shard = shardOf(event.subjectUserId ?? event.email);
      const count = await ctx.db
        .query("rosterClaimCounts")
        .withIndex("by_import_shard", (q) => q.eq("importKey", event.importKey).eq("shard", shard))
        .unique();
      if (count === null) await ctx.db.insert("rosterClaimCounts", { importKey: event.importKey, shard, claimed: 1 });
      else await ctx.db.patch("rosterClaimCounts", count._id, { claimed: count.claimed + 1 });
    },
  },
});

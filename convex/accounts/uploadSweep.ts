/**
 * The hourly sweep of abandoned uploads (convex/crons.ts; figures UPLOAD_SWEEP in shared/limits.ts;
 * docs/files.md). Two kinds of leftovers:
 * - `pendingUploads` rows an hour past their expiry: nobody can finish them any more. An
 *   UploadThing upload's bytes (if any arrived) are deleted there too (uploadthingNode.ts).
 * - Convex storage bytes that no `files` row took, two hours or more after they were stored:
 *   every finished upload is a `files` row at once, an upload can only be finished within its
 *   hour, and nothing else in Lyceum stores bytes, so no one can take them any more.
 * Each run handles a batch of each and schedules itself again while a batch was full.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../functions";
import { UPLOAD_SWEEP } from "../shared/limits";
import { isConvexUploadKey } from "./model/pendingUploads";

const { graceMs, abandonedAfterMs, windowMs, batch } = UPLOAD_SWEEP;

export const sweep = internalMutation({
  args: {
    /** Where the previous batch of this run stopped in `_storage` (creation time); none at first. */
    storedAfter: v.optional(v.number()),
    /** The run's clock, kept across its batches. */
    now: v.optional(v.number()),
  },
  returns: v.object({ pending: v.number(), stored: v.number() }),
  handler: async (ctx, args) => {
    const now = args.now ?? Date.now();

    const expired = await ctx.db
      .query("pendingUploads")
      .withIndex("by_expires", (q) => q.lt("expiresAt", now - graceMs))
      .take(batch);
    const uploadThingKeys: string[] = [];
    for (const pending of expired) {
      await ctx.db.delete("pendingUploads", pending._id);
      if (!isConvexUploadKey(pending.key)) uploadThingKeys.push(pending.key);
    }
    if (uploadThingKeys.length > 0) {
      await ctx.scheduler.runAfter(0, internal.accounts.uploadthingNode.deleteAbandoned, { keys: uploadThingKeys });
    }

    const from = args.storedAfter ?? now - abandonedAfterMs - windowMs;
    const stored = await ctx.db.system
      .query("_storage")
      .withIndex("by_creation_time", (q) => q.gt("_creationTime", from).lt("_creationTime", now - abandonedAfterMs))
      .take(batch);
    let swept = 0;
    for (const blob of stored) {
      const file = await ctx.db
        .query("files")
        .withIndex("by_storage", (q) => q.eq("storageId", blob._id))
        .first();
      if (file !== null) continue;
      await ctx.storage.delete(blob._id);
      swept++;
    }

    const more = expired.length === batch || stored.length === batch;
    if (more) {
      const storedAfter = stored.length === batch ? stored[stored.length - 1]!._creationTime : from;
      await ctx.scheduler.runAfter(0, internal.accounts.uploadSweep.sweep, { storedAfter, now });
    }
    return { pending: expired.length, stored: swept };
  },
});

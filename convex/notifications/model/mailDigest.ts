/**
 * The daily digest's clock (ADR 0072): when an item waits for a person's digest, one run is
 * scheduled at their hour in their time zone (DST-correct: the wall-clock hour, whatever the offset
 * that day), unless one already is; a new preference moves it; a run that leaves items behind (more
 * than one digest holds) schedules the next. The job's id is kept in `mailDigestJobs` (not a
 * projection, ADR 0050): live only, a replay schedules nothing.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { zoneOffsetMs } from "../../assignments/model/assignmentsTime";
import { deploymentConfig } from "../../lib/config";
import { preferencesOf, type MailPreferences } from "./mailPreferences";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of `hour`:00 on the wall-clock day (y, m, d) in `timeZone`. */
function wallHour(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const wall = Date.UTC(year, month, day, hour);
  // Two passes, as assignmentsTime.ts does: the offset at the guess, then at the corrected instant.
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}

/**
 * The first `hour`:00 in `timeZone` after `now`; with DIGEST_EVERY_SECONDS set (the end-to-end
 * tests), `now` plus that. An hour a DST change skips that day comes as many minutes later.
 */
export function nextDigestAt(now: number, hour: number, timeZone: string): number {
  const every = deploymentConfig.digestEveryMs;
  if (every !== undefined) return now + every;
  const local = new Date(now + zoneOffsetMs(now, timeZone));
  for (let days = 0; days <= 2; days += 1) {
    const at = wallHour(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour, timeZone);
    if (at > now) return at;
  }
  return now + DAY_MS;
}

async function jobRow(ctx: MutationCtx, userId: Id<"users">) {
  return await ctx.db
    .query("mailDigestJobs")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

async function scheduleRun(ctx: MutationCtx, userId: Id<"users">, runAt: number, row: Doc<"mailDigestJobs"> | null) {
  const jobId = await ctx.scheduler.runAt(runAt, internal.notifications.mailDigest.run, { userId });
  if (row === null) await ctx.db.insert("mailDigestJobs", { userId, jobId, runAt });
  else await ctx.db.patch("mailDigestJobs", row._id, { jobId, runAt });
}

/**
 * An item is waiting for the person's digest: a run is scheduled at their next hour unless one
 * already is. So a digest runs only when there is something to send, and nobody's runs go on for ever.
 */
export async function ensureDigestRun(ctx: MutationCtx, userId: Id<"users">, now: number): Promise<void> {
  const row = await jobRow(ctx, userId);
  if (row !== null) {
    const job = await ctx.db.system.get("_scheduled_functions", row.jobId);
    if (job?.state.kind === "pending" || job?.state.kind === "inProgress") return;
  }
  const { digestHour, timeZone } = await preferencesOf(ctx, userId);
  await scheduleRun(ctx, userId, nextDigestAt(now, digestHour, timeZone), row);
}

/** A new preference moves a scheduled run to the new hour (or zone). */
export async function moveDigestRun(
  ctx: MutationCtx,
  userId: Id<"users">,
  preferences: MailPreferences,
  now: number,
): Promise<void> {
  const row = await jobRow(ctx, userId);
  if (row === null) return;
  const job = await ctx.db.system.get("_scheduled_functions", row.jobId);
  if (job?.state.kind !== "pending") return;
  await ctx.scheduler.cancel(row.jobId);
  await scheduleRun(ctx, userId, nextDigestAt(now, preferences.digestHour, preferences.timeZone), row);
}

/** The run that is starting forgets itself, so an item arriving meanwhile schedules the next one. */
export async function forgetDigestRun(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const row = await jobRow(ctx, userId);
  if (row !== null) await ctx.db.delete("mailDigestJobs", row._id);
}

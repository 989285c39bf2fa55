/**
 * How many uploads, and how many bytes, one person may start (UPLOAD_RATE in shared/limits.ts),
 * through Convex's rate-limiter component: two token buckets per person. Checked in startUpload's
 * transaction: a refused start takes nothing and writes nothing.
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { ConvexError } from "convex/values";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { AppErrorData } from "../../shared/errors";
import { MB, UPLOAD_RATE } from "../../shared/limits";

const { perHour, bytesPerHour, periodMs } = UPLOAD_RATE;

export const uploadRateLimiter = new RateLimiter(components.rateLimiter, {
  uploadStarts: { kind: "token bucket", rate: perHour, period: periodMs, capacity: perHour },
  uploadBytes: { kind: "token bucket", rate: bytesPerHour, period: periodMs, capacity: bytesPerHour },
});

function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return count === 1 ? "1 minute" : `${count} minutes`;
}

function refused(message: string, retryAfter: number): ConvexError<AppErrorData & { retryAfter: number }> {
  return new ConvexError({ code: "RATE_LIMITED" as const, message, retryAfter: Math.ceil(retryAfter) });
}

/** Takes one upload and `size` bytes from `userId`'s buckets, or throws RATE_LIMITED (nothing taken). */
export async function takeUploadTokens(ctx: MutationCtx, userId: Id<"users">, size: number): Promise<void> {
  const key = userId;
  const starts = await uploadRateLimiter.check(ctx, "uploadStarts", { key });
  if (!starts.ok) {
    throw refused(
      `You have started ${perHour} uploads in the last hour. Try again in ${minutes(starts.retryAfter)}.`,
      starts.retryAfter,
    );
  }
  const bytes = await uploadRateLimiter.check(ctx, "uploadBytes", { key, count: size });
  if (!bytes.ok) {
    throw refused(
      `You have uploaded ${bytesPerHour / (1024 * MB)} GB in the last hour. Try again in ${minutes(bytes.retryAfter)}.`,
      bytes.retryAfter,
    );
  }
  await uploadRateLimiter.limit(ctx, "uploadStarts", { key, throws: true });
  await uploadRateLimiter.limit(ctx, "uploadBytes", { key, count: size, throws: true });
}

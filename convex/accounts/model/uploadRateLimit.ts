/**
 * How many uploads, and how many bytes, one person may start (UPLOAD_RATE in shared/limits.ts),
 * through Convex's rate-limiter component: two token buckets per person. Checked in startUpload's
 * transaction: a refused start takes nothing and writes nothing.
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { rateLimitedError } from "../../lib/appError";
import { MB, UPLOAD_RATE } from "../../shared/limits";

const { perHour, bytesPerHour, periodMs } = UPLOAD_RATE;

export const uploadRateLimiter = new RateLimiter(components.rateLimiter, {
  uploadStarts: { kind: "token bucket", rate: perHour, period: periodMs, capacity: perHour },
  uploadBytes: { kind: "token bucket", rate: bytesPerHour, period: periodMs, capacity: bytesPerHour },
});

function minutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** Takes one upload and `size` bytes from `userId`'s buckets, or throws RATE_LIMITED (nothing taken). */
export async function takeUploadTokens(ctx: MutationCtx, userId: Id<"users">, size: number): Promise<void> {
  const key = userId;
  const starts = await uploadRateLimiter.check(ctx, "uploadStarts", { key });
  if (!starts.ok) {
    throw rateLimitedError("server.uploads.tooManyStarts", starts.retryAfter, {
      count: perHour,
      minutes: minutes(starts.retryAfter),
    });
  }
  const bytes = await uploadRateLimiter.check(ctx, "uploadBytes", { key, count: size });
  if (!bytes.ok) {
    throw rateLimitedError("server.uploads.tooManyBytes", bytes.retryAfter, {
      gigabytes: bytesPerHour / (1024 * MB),
      minutes: minutes(bytes.retryAfter),
    });
  }
  await uploadRateLimiter.limit(ctx, "uploadStarts", { key, throws: true });
  await uploadRateLimiter.limit(ctx, "uploadBytes", { key, count: size, throws: true });
}

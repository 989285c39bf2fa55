/**
 * How many wrong join codes one person may try (ADR 0053): a token bucket per user in Convex's
 * rate-limiter component, JOIN_CODE_LIMITS in shared/joinCodes.ts. A wrong code takes a token
 * and the mutation returns (not throws) its refusal, so the token stays taken; a right code
 * takes none. With the bucket empty, no code is even looked up.
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { rateLimitedError } from "../../lib/appError";
import { JOIN_CODE_LIMITS, TOO_MANY_GUESSES } from "../../shared/joinCodes";

export const joinCodeRateLimiter = new RateLimiter(components.rateLimiter, {
  joinCodeFailures: {
    kind: "token bucket",
    rate: JOIN_CODE_LIMITS.failures,
    period: JOIN_CODE_LIMITS.failuresPeriodMs,
    capacity: JOIN_CODE_LIMITS.failures,
  },
});

/** Throws RATE_LIMITED when `userId` has no wrong guess left (takes nothing). */
export async function requireGuessLeft(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const { ok, retryAfter } = await joinCodeRateLimiter.check(ctx, "joinCodeFailures", { key: userId });
  if (!ok) {
    throw rateLimitedError(TOO_MANY_GUESSES, retryAfter);
  }
}

/** Counts one wrong guess of `userId` (the caller then returns, so it is kept). */
export async function countWrongGuess(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  await joinCodeRateLimiter.limit(ctx, "joinCodeFailures", { key: userId });
}

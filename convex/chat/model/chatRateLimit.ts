/**
 * The chat's sending limit, through Convex's rate-limiter component (ADR 0014): a token bucket
 * per user, CHAT_RATE in chatRules.ts. Checked in the same transaction as the insert, so a
 * refused send consumes nothing and an accepted one is counted exactly once.
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { CHAT_RATE, RATE_LIMITED_MESSAGE } from "../../shared/chatRules";
import { rateLimitedError } from "../../lib/appError";

export const chatRateLimiter = new RateLimiter(components.rateLimiter, {
  chatSend: { kind: "token bucket", rate: CHAT_RATE.rate, period: CHAT_RATE.periodMs, capacity: CHAT_RATE.capacity },
});

/** Takes one sending token of `userId`, or throws RATE_LIMITED (nothing taken). */
export async function takeSendToken(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const { ok, retryAfter } = await chatRateLimiter.limit(ctx, "chatSend", { key: userId });
  if (!ok) {
    throw rateLimitedError(RATE_LIMITED_MESSAGE, retryAfter);
  }
}

/**
 * The comments' rate limit, through Convex's rate-limiter component like the chat's (ADR 0014): a
 * token bucket per person, COMMENT_RATE in shared/announcementRules.ts. Checked in the comment's
 * own transaction, so a refused comment takes nothing.
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { COMMENT_RATE, COMMENT_RATE_LIMITED } from "../../shared/announcementRules";
import { rateLimitedError } from "../../lib/appError";

const limiter = new RateLimiter(components.rateLimiter, {
  announcementComment: {
    kind: "token bucket",
    rate: COMMENT_RATE.rate,
    period: COMMENT_RATE.periodMs,
    capacity: COMMENT_RATE.capacity,
  },
});

/** Takes one commenting token of `userId`, or throws RATE_LIMITED with `retryAfter` (ms). */
export async function takeCommentToken(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const { ok, retryAfter } = await limiter.limit(ctx, "announcementComment", { key: userId });
  if (!ok) {
    throw rateLimitedError(COMMENT_RATE_LIMITED, retryAfter);
  }
}

/**
 * How often a signed-in account may have its verification code mailed again: at most once a
 * minute (model/accountCodes.ts) and at most ACCOUNT_CODE.verifyResendsPerHour times an hour,
 * counted here per account (ADR 0059). The mail goes to the account's own address, which a
 * stranger may have typed at sign-up: the limit keeps that inbox from being flooded, and the mail
 * itself carries no text the stranger chose (model/mail.ts, verificationMail).
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { ACCOUNT_CODE, ACCOUNT_CODE_MESSAGES } from "../../shared/accountCodeRules";
import { rateLimited } from "./authRateLimit";

const HOUR = 60 * 60 * 1000;

/** Its own limiter (the rate-limiter component keys buckets by name, so none clash with authRateLimit's). */
const verificationMailLimiter = new RateLimiter(components.rateLimiter, {
  verificationResendsByAccount: {
    kind: "token bucket",
    rate: ACCOUNT_CODE.verifyResendsPerHour,
    period: HOUR,
    capacity: ACCOUNT_CODE.verifyResendsPerHour,
  },
});

/**
 * Takes one of the account's resends, or throws RATE_LIMITED. In a mutation: a later refusal in
 * the same call (the once-a-minute rule) rolls the token back with everything else.
 */
export async function takeVerificationResend(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const { ok, retryAfter } = await verificationMailLimiter.limit(ctx, "verificationResendsByAccount", {
    key: userId,
  });
  if (!ok) throw rateLimited(ACCOUNT_CODE_MESSAGES.tooManyResends, retryAfter);
}

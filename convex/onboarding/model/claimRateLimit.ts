/**
 * Guessing invitation tokens (ADR 0054): a token is 256 random bits, so guessing is hopeless, but
 * links that do not work are still counted per browser (the sign-in `clientId`,
 * accounts/model/authRateLimit.ts) and refused after a few dozen an hour. Only unknown tokens
 * count: a school's 500 genuine claims in an hour spend nothing, and no bucket is shared by
 * everyone, so no stranger can close claiming for the school.
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../../_generated/api";
import { HOUR_MS } from "../../shared/time";

export const INVITATION_GUESSES = { perClient: 30, periodMs: HOUR_MS } as const;

export const claimRateLimiter = new RateLimiter(components.rateLimiter, {
  invitationGuessesByClient: {
    kind: "token bucket",
    rate: INVITATION_GUESSES.perClient,
    period: INVITATION_GUESSES.periodMs,
  },
});

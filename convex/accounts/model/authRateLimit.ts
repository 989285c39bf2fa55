/**
 * The limits of signing in, signing up and asking for a password reset, through Convex's
 * rate-limiter component (ADR 0019; the figures are in limits.ts). Sign-in failures are only
 * counted here; how they slow the next attempt is model/signInThrottle.ts.
 *
 * "Client" is the random id the app keeps in the browser's localStorage and sends with every
 * sign-in call (`clientId`; src/lib/auth/client-id.ts). Convex gives actions no IP address. The id
 * proves nothing about a stranger: they can send a new one with every request, which is why no
 * limit keyed by it can lock anyone else out, and why the per-account delay does not depend on
 * it. It is random and kept in the owner's browser, so a browser where an address's owner signed
 * in is recognised and skips that address's queue (ADR 0055). Calls without a well-formed id share
 * one bucket.
 *
 * Sign-up is limited per browser and per address only (limitSignUp, for sign-up and invitation
 * claims alike): a deployment-wide or per-IP cap belongs in a reverse proxy (docs/accounts.md).
 */
import { calculateRateLimit, RateLimiter, type ActionCtx, type MutationCtx } from "@convex-dev/rate-limiter";
import { components } from "../../_generated/api";
import type { ConvexError } from "convex/values";
import { rateLimitedError, type RateLimitedData } from "../../lib/appError";
import { keyed, type Keyed, type ServerMessage } from "../../shared/messages";
import { RESET_REQUEST_LIMITS, SIGN_IN_THROTTLE, SIGN_UP_LIMITS } from "../../shared/limits";

const T = SIGN_IN_THROTTLE;

export const authRateLimiter = new RateLimiter(components.rateLimiter, {
  signInFailuresByAccount: {
    kind: "token bucket",
    rate: T.accountFailures,
    period: T.accountPeriodMs,
    capacity: T.accountFailures,
  },
  signInFailuresByClient: {
    kind: "token bucket",
    rate: T.clientFailures,
    period: T.clientPeriodMs,
    capacity: T.clientFailures,
  },
  // Accounts made, per browser and per address; a sign-up that made none gives its tokens back.
  // No deployment-wide bucket: one stranger could spend it and close sign-up (ADR 0055).
  signUpsByClient: { kind: "token bucket", rate: SIGN_UP_LIMITS.perClient, period: SIGN_UP_LIMITS.periodMs },
  signUpsByEmail: { kind: "token bucket", rate: SIGN_UP_LIMITS.perEmail, period: SIGN_UP_LIMITS.periodMs },
  resetRequestsByEmail: {
    kind: "token bucket",
    rate: RESET_REQUEST_LIMITS.perEmail,
    period: RESET_REQUEST_LIMITS.periodMs,
    capacity: RESET_REQUEST_LIMITS.perEmailBurst,
  },
  resetRequestsByClient: {
    kind: "token bucket",
    rate: RESET_REQUEST_LIMITS.perClient,
    period: RESET_REQUEST_LIMITS.periodMs,
  },
});

export type AuthLimitName = keyof NonNullable<typeof authRateLimiter.limits>;

/** The bucket of calls that sent no well-formed client id. */
export const NO_CLIENT_ID = "no-client-id";
const CLIENT_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** The rate-limit key of the calling browser (NO_CLIENT_ID when it sent none). */
export function clientKey(raw: unknown): string {
  return typeof raw === "string" && CLIENT_ID_PATTERN.test(raw) ? raw : NO_CLIENT_ID;
}

/** The rate-limit key of an e-mail address, whatever its case or spaces. */
export function accountKey(raw: unknown): string {
  return String(raw ?? "")
    .trim()
    .toLowerCase();
}

/** "Try again in 12 minutes." / "Try again in a minute." / "Try again in 30 seconds." */
export function tryAgainIn(retryAfterMs: number): Keyed {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return keyed("server.rateLimit.tryAgainInSeconds", { seconds });
  return keyed("server.rateLimit.tryAgainInMinutes", { minutes: Math.ceil(seconds / 60) });
}

/** The AppError RATE_LIMITED: `reason` then when to try again. */
export function rateLimited(reason: ServerMessage, retryAfterMs: number): ConvexError<RateLimitedData> {
  return rateLimitedError("server.rateLimit.reasonThenWait", retryAfterMs, { reason, wait: tryAgainIn(retryAfterMs) });
}

/** A mutation's or an action's ctx: the limits work from either. */
type LimitCtx = MutationCtx | ActionCtx;

export const AUTH_LIMIT_MESSAGES = {
  signInClient: "server.rateLimit.signInClient",
  signInAccount: "server.rateLimit.signInAccount",
  signUpClient: "server.rateLimit.signUpClient",
  signUpEmail: "server.rateLimit.signUpEmail",
  resetEmail: "server.rateLimit.resetEmail",
  resetClient: "server.rateLimit.resetClient",
} as const satisfies Record<string, ServerMessage>;

/** Takes one token of `name` for `key`, or throws RATE_LIMITED with `reason` (nothing taken). */
async function take(ctx: LimitCtx, name: AuthLimitName, key: string | undefined, reason: ServerMessage): Promise<void> {
  const { ok, retryAfter } = await authRateLimiter.limit(ctx, name, key === undefined ? {} : { key });
  if (!ok) throw rateLimited(reason, retryAfter);
}

/** Failures remembered in `name` for `key` at `now`: the bucket's capacity minus what is left in it. */
export async function recentFailures(ctx: LimitCtx, name: AuthLimitName, key: string, now: number): Promise<number> {
  const { value, ts, config } = await authRateLimiter.getValue(ctx, name, { key });
  const capacity = config.capacity ?? config.rate;
  const left = calculateRateLimit({ value, ts }, config, now).value;
  // Rounded: failures are forgotten gradually, a fraction at a time.
  return Math.max(0, Math.round(capacity - left));
}

/** Gives back one token taken by `take` (an attempt that turned out not to count). */
export async function giveBack(ctx: LimitCtx, name: AuthLimitName, key: string | undefined): Promise<void> {
  await authRateLimiter.limit(ctx, name, key === undefined ? { count: -1 } : { key, count: -1 });
}

/**
 * A sign-up (or an invitation claim) from browser `clientId` for address `email`: one token per
 * browser and one per address, or RATE_LIMITED with nothing taken. Whoever calls it must call
 * forgiveSignUp when no account was made (any failure, or an address that already had one), so
 * that only accounts made are counted and a stranger's failures spend nobody's sign-ups.
 */
export async function limitSignUp(ctx: LimitCtx, clientId: string, email: string): Promise<void> {
  await take(ctx, "signUpsByClient", clientId, AUTH_LIMIT_MESSAGES.signUpClient);
  try {
    await take(ctx, "signUpsByEmail", accountKey(email), AUTH_LIMIT_MESSAGES.signUpEmail);
  } catch (error) {
    await giveBack(ctx, "signUpsByClient", clientId);
    throw error;
  }
}

/** Gives back what limitSignUp took: the sign-up made no account. */
export async function forgiveSignUp(ctx: LimitCtx, clientId: string, email: string): Promise<void> {
  await giveBack(ctx, "signUpsByClient", clientId);
  await giveBack(ctx, "signUpsByEmail", accountKey(email));
}

/**
 * For the password-reset request (the "mail" part calls this before sending a code): per e-mail
 * address, so nobody's inbox is flooded, and per browser. Counted whether or not the address has
 * an account, so the answer says nothing about who is registered.
 */
export async function limitResetRequest(ctx: LimitCtx, email: string, clientId: unknown): Promise<void> {
  const client = clientKey(clientId);
  await take(ctx, "resetRequestsByClient", client, AUTH_LIMIT_MESSAGES.resetClient);
  await take(ctx, "resetRequestsByEmail", accountKey(email), AUTH_LIMIT_MESSAGES.resetEmail);
}

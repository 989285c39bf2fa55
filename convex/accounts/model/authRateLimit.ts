/**
 * The limits of signing in, signing up and asking for a password reset, through Convex's
 * rate-limiter component (ADR 0019; the figures are in limits.ts). Sign-in failures are only
 * counted here; how they slow the next attempt is model/signInThrottle.ts.
 *
 * "Client" is the random id the app keeps in the browser's localStorage and sends with every
 * sign-in call (`clientId`; src/lib/auth/client-id.ts). Convex gives actions no IP address. The id
 * is not a secret and not proof of anything: a stranger can send a new one with every request,
 * which is why no limit keyed by it can lock anyone else out, and why the per-account delay does
 * not depend on it. Calls without a well-formed id share one bucket.
 */
import { RateLimiter, type ActionCtx, type MutationCtx } from "@convex-dev/rate-limiter";
import { ConvexError } from "convex/values";
import { components } from "../../_generated/api";
import type { RateLimitedData } from "../../chat/model/chatRateLimit";
import { RESET_REQUEST_LIMITS, SIGN_IN_THROTTLE, SIGN_UP_LIMITS } from "../../shared/limits";

const T = SIGN_IN_THROTTLE;

/**
 * Shards of the deployment-wide sign-up bucket: each holds SIGN_UP_LIMITS.total / 10 = 20 tokens
 * (the component's advice: at least 5 to 10 a shard, and about one shard per two calls a second).
 */
export const SIGN_UP_TOTAL_SHARDS = 10;

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
  signUpsByClient: { kind: "token bucket", rate: SIGN_UP_LIMITS.perClient, period: SIGN_UP_LIMITS.periodMs },
  // The deployment-wide bucket every sign-up takes from: kept in SIGN_UP_TOTAL_SHARDS documents
  // (the component checks two random ones), so sign-ups on the first day of term do not all
  // write one document (ADR 0049). The total stays an upper bound.
  signUpsTotal: {
    kind: "token bucket",
    rate: SIGN_UP_LIMITS.total,
    period: SIGN_UP_LIMITS.periodMs,
    shards: SIGN_UP_TOTAL_SHARDS,
  },
  resetRequestsByEmail: {
    kind: "token bucket",
    rate: RESET_REQUEST_LIMITS.perEmail,
    period: RESET_REQUEST_LIMITS.periodMs,
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

/** The rate-limit key of the calling browser. */
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
export function tryAgainIn(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "Try again in a minute." : `Try again in ${minutes} minutes.`;
}

/** The AppError RATE_LIMITED: `reason` then when to try again. */
export function rateLimited(reason: string, retryAfterMs: number): ConvexError<RateLimitedData> {
  const retryAfter = Math.max(0, Math.ceil(retryAfterMs));
  return new ConvexError<RateLimitedData>({
    code: "RATE_LIMITED",
    message: `${reason} ${tryAgainIn(retryAfter)}`,
    retryAfter,
  });
}

/** A mutation's or an action's ctx: the limits work from either. */
type LimitCtx = MutationCtx | ActionCtx;

export const AUTH_LIMIT_MESSAGES = {
  signInClient: "Too many failed sign-ins from this browser.",
  signUpClient: "Too many accounts were created from this browser.",
  signUpTotal: "Too many accounts are being created right now.",
  resetEmail: "Too many password-reset e-mails were asked for this address.",
  resetClient: "Too many password-reset e-mails were asked for from this browser.",
} as const;

/** Takes one token of `name` for `key`, or throws RATE_LIMITED with `reason` (nothing taken). */
async function take(ctx: LimitCtx, name: AuthLimitName, key: string | undefined, reason: string): Promise<void> {
  const { ok, retryAfter } = await authRateLimiter.limit(ctx, name, key === undefined ? {} : { key });
  if (!ok) throw rateLimited(reason, retryAfter);
}

/** Gives back one token taken by `take` (an attempt that turned out not to count). */
export async function giveBack(ctx: LimitCtx, name: AuthLimitName, key: string | undefined): Promise<void> {
  await authRateLimiter.limit(ctx, name, key === undefined ? { count: -1 } : { key, count: -1 });
}

/** A sign-up from `clientId`: per browser, then for the whole deployment. */
export async function limitSignUp(ctx: LimitCtx, clientId: string): Promise<void> {
  await take(ctx, "signUpsByClient", clientId, AUTH_LIMIT_MESSAGES.signUpClient);
  try {
    await take(ctx, "signUpsTotal", undefined, AUTH_LIMIT_MESSAGES.signUpTotal);
  } catch (error) {
    await giveBack(ctx, "signUpsByClient", clientId);
    throw error;
  }
}

/** A sign-up that was refused for its input (no account made) does not count. */
export async function forgiveSignUp(ctx: LimitCtx, clientId: string): Promise<void> {
  await giveBack(ctx, "signUpsByClient", clientId);
  await giveBack(ctx, "signUpsTotal", undefined);
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

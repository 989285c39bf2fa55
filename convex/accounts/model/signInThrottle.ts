/**
 * Brute force without lockout (ADR 0019). Wraps the authorize step of Convex Auth's Password
 * provider, which runs inside the public `auth:signIn` action:
 * - sign-in and code flows: failures are counted per e-mail and per browser; after a few, every
 *   attempt on that e-mail first waits a growing delay (actions may sleep), capped at a few
 *   seconds, so the owner with the right password always gets in; a browser with too many
 *   failures is refused for a while (a stranger's browser, never the account);
 * - an unknown e-mail costs the same password hashing as a wrong password, so the time of the
 *   answer does not tell which e-mails have accounts, and both fail with the same error;
 * - sign-ups and reset requests are limited per browser (model/authRateLimit.ts).
 * Convex Auth's own hard limit (10 failures an hour lock the account) is switched off in
 * convex/auth.ts (`signIn.maxFailedAttempsPerHour`).
 */
import { calculateRateLimit } from "@convex-dev/rate-limiter";
import type { ConvexCredentialsConfig, GenericActionCtxWithAuthConfig } from "@convex-dev/auth/server";
import type { DataModel } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import {
  accountKey,
  AUTH_LIMIT_MESSAGES,
  authRateLimiter,
  clientKey,
  forgiveSignUp,
  giveBack,
  limitResetRequest,
  limitSignUp,
  rateLimited,
  type AuthLimitName,
} from "./authRateLimit";
import { isAppError } from "../../shared/errors";
import { SIGN_IN_THROTTLE } from "../../shared/limits";

type Ctx = GenericActionCtxWithAuthConfig<DataModel>;
type Params = Parameters<ConvexCredentialsConfig["authorize"]>[0];
type Authorize = (params: Params, ctx: Ctx) => ReturnType<ConvexCredentialsConfig["authorize"]>;
type VerifySecret = (secret: string, hash: string) => Promise<boolean>;

/** How the throttle waits; tests replace `sleep` to read the delays instead of waiting them. */
export const throttleClock = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The wait before an attempt, after `failures` recent failures (on its e-mail or from its browser). */
export function delayAfterFailures(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/** The flows in which a secret (password or mailed code) is guessed. */
const GUESS_FLOWS = new Set(["signIn", "reset-verification", "email-verification"]);

/** Every wrong e-mail or password fails with this one error, whichever it was. */
export const INVALID_CREDENTIALS = "InvalidCredentials";

/**
 * The Password provider with the throttle around its authorize step. Convex Auth keeps a
 * credentials provider's own settings under `options` (merged over the provider when the config
 * is read); a release that changes this shape fails here, at load, not silently.
 */
export function withSignInThrottle(provider: ConvexCredentialsConfig): ConvexCredentialsConfig {
  const options = (provider as { options?: { authorize?: unknown; crypto?: { verifySecret?: unknown } } }).options;
  if (typeof options?.authorize !== "function" || typeof options.crypto?.verifySecret !== "function") {
    throw new Error("Convex Auth's Password provider changed shape: update model/signInThrottle.ts.");
  }
  const inner = options.authorize as Authorize;
  const verifySecret = options.crypto.verifySecret as VerifySecret;
  const authorize: Authorize = (params, ctx) => throttled(inner, verifySecret, params, ctx);
  return { ...provider, options: { ...options, authorize } } as ConvexCredentialsConfig;
}

async function throttled(inner: Authorize, verifySecret: VerifySecret, params: Params, ctx: Ctx) {
  const flow = String(params.flow ?? "");
  const client = clientKey(params.clientId);
  if (flow === "signUp") {
    await limitSignUp(ctx, client);
    try {
      return await inner(params, ctx);
    } catch (error) {
      // Refused input (a common password, a bad name) made no account: it does not count.
      if (isAppError(error, "INVALID")) await forgiveSignUp(ctx, client);
      throw error;
    }
  }
  if (flow === "reset") {
    await limitResetRequest(ctx, String(params.email ?? ""), client);
    return await inner(params, ctx);
  }
  if (!GUESS_FLOWS.has(flow)) return await inner(params, ctx);

  const account = accountKey(params.email);
  const failures = Math.max(
    await recentFailures(ctx, "signInFailuresByAccount", account),
    await recentFailures(ctx, "signInFailuresByClient", client),
  );
  const { ok, retryAfter } = await authRateLimiter.limit(ctx, "signInFailuresByClient", { key: client });
  if (!ok) throw rateLimited(AUTH_LIMIT_MESSAGES.signInClient, retryAfter);
  // Counted before the answer, so attempts sent in parallel already see each other.
  await authRateLimiter.limit(ctx, "signInFailuresByAccount", { key: account });
  await throttleClock.sleep(delayAfterFailures(failures));
  try {
    const result = await inner(params, ctx);
    // Not a failure after all: the owner's success clears the e-mail's count, and gives the
    // browser back its token (only that one, so a stranger cannot wipe their own count).
    await authRateLimiter.reset(ctx, "signInFailuresByAccount", { key: account });
    await giveBack(ctx, "signInFailuresByClient", client);
    return result;
  } catch (error) {
    if (flow !== "signIn" || !isCredentialFailure(error)) throw error;
    if (error instanceof Error && error.message === "InvalidAccountId")
      await hashLikeAWrongPassword(verifySecret, params.password);
    throw new Error(INVALID_CREDENTIALS);
  }
}

/**
 * A password check outside sign-in (Settings' change password asks for the current one) under the
 * same per-account delays as sign-in: a stolen session cannot guess the password at full speed.
 * `check` throws when the password is wrong; the failure stays counted.
 */
export async function withAccountThrottle<T>(ctx: ActionCtx, email: string, check: () => Promise<T>): Promise<T> {
  const account = accountKey(email);
  const failures = await recentFailures(ctx, "signInFailuresByAccount", account);
  await authRateLimiter.limit(ctx, "signInFailuresByAccount", { key: account });
  await throttleClock.sleep(delayAfterFailures(failures));
  const result = await check();
  await authRateLimiter.reset(ctx, "signInFailuresByAccount", { key: account });
  return result;
}

/** Failures remembered in `name` for `key` now: the bucket's capacity minus what is left in it. */
async function recentFailures(ctx: Ctx | ActionCtx, name: AuthLimitName, key: string): Promise<number> {
  const { value, ts, config } = await authRateLimiter.getValue(ctx, name, { key });
  const capacity = config.capacity ?? config.rate;
  const now = calculateRateLimit({ value, ts }, config, Date.now()).value;
  // Rounded: failures are forgotten gradually, a fraction at a time.
  return Math.max(0, Math.round(capacity - now));
}

/** Convex Auth's errors for an unknown e-mail and a wrong password (retrieveAccount). */
function isCredentialFailure(error: unknown): boolean {
  return error instanceof Error && (error.message === "InvalidAccountId" || error.message === "InvalidSecret");
}

/**
 * A hash of a random string, made once with the provider's own crypto (Password's default,
 * lucia's Scrypt, the settings of every stored password): checking a password against it with
 * the provider's verifySecret costs what checking a real account's does, and never succeeds.
 */
const DUMMY_HASH =
  "ba2c6780044568d8891ed74ee7c7bc1a:c83d25d1e26b16ceaf44e3bf299578026ed33a480b85d2800797c2b1c72d2510e217ecb8f9009bcf4e6f336469193ee7c22d4fd9f283e6da67f1401c0dab9f19";

/** Counted by tests: the unknown-e-mail path must do the same hashing work as a wrong password. */
export const dummyHashChecks = { count: 0 };

async function hashLikeAWrongPassword(verifySecret: VerifySecret, password: unknown): Promise<void> {
  dummyHashChecks.count += 1;
  await verifySecret(typeof password === "string" ? password : "", DUMMY_HASH);
}

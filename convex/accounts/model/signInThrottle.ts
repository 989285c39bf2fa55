/**
 * Brute force without lockout (ADR 0019), serialised per address (ADR 0055). Wraps the authorize
 * step of Convex Auth's Password provider, which runs inside the public `auth:signIn` action:
 * - sign-in and code flows: every attempt first reserves a not-before slot on its e-mail in a
 *   mutation (accounts/signInSlots.ts), which counts it as a failure before the answer; after a
 *   few failures each slot comes a growing delay (capped at a few seconds) after the one before,
 *   so attempts sent at once wait in turn, as if sent one after another. Nobody waits more than
 *   SIGN_IN_THROTTLE.maxQueueMs: a later slot is refused with the time to retry. A browser where
 *   the owner signed in skips the queue and waits only the capped delay, so the owner with the
 *   right password always gets in; a browser with too many failures is refused for a while (a
 *   stranger's browser, never the account);
 * - an unknown e-mail costs the same password hashing as a wrong password, so the time of the
 *   answer does not tell which e-mails have accounts, and both fail with the same error;
 * - sign-up is limited per browser and per address, and only sign-ups that made an account count
 *   (model/authRateLimit.ts). A sign-up on an address that has an account is a sign-in through the
 *   same queue: the right password signs the owner in, a wrong one counts as a failure and fails
 *   with the same InvalidCredentials (never "account exists");
 * - reset requests are limited per browser and per address.
 * Convex Auth's own hard limit (10 failures an hour lock the account) is switched off in
 * convex/auth.ts (`signIn.maxFailedAttempsPerHour`).
 */
import type { ConvexCredentialsConfig, GenericActionCtxWithAuthConfig } from "@convex-dev/auth/server";
import { internal } from "../../_generated/api";
import type { DataModel } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { accountKey, clientKey, forgiveSignUp, limitResetRequest, limitSignUp } from "./authRateLimit";
import { isAppError } from "../../shared/errors";
import { SIGN_IN_THROTTLE } from "../../shared/limits";

type Ctx = GenericActionCtxWithAuthConfig<DataModel>;
type Params = Parameters<ConvexCredentialsConfig["authorize"]>[0];
type Authorize = (params: Params, ctx: Ctx) => ReturnType<ConvexCredentialsConfig["authorize"]>;
type VerifySecret = (secret: string, hash: string) => Promise<boolean>;

/** How the throttle waits; tests replace `sleep` to read the delays instead of waiting them. */
export const throttleClock = {
  // No timer for no wait: an attempt at the head of the queue answers at once.
  sleep: (ms: number): Promise<void> =>
    ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms)),
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
  if (flow === "signUp") return await throttledSignUp(inner, params, ctx, client);
  if (flow === "reset") {
    await limitResetRequest(ctx, String(params.email ?? ""), client);
    return await inner(params, ctx);
  }
  if (!GUESS_FLOWS.has(flow)) return await inner(params, ctx);

  const account = accountKey(params.email);
  const { waitMs, counted } = await ctx.runMutation(internal.accounts.signInSlots.reserve, { account, client });
  await throttleClock.sleep(waitMs);
  const checkStarted = Date.now();
  let result;
  try {
    result = await inner(params, ctx);
  } catch (error) {
    if (flow !== "signIn" || !isCredentialFailure(error)) throw error;
    if (error instanceof Error && error.message === "InvalidAccountId")
      await hashLikeAWrongPassword(verifySecret, params.password);
    await recordCheck(ctx, account, checkStarted);
    throw new Error(INVALID_CREDENTIALS);
  }
  // Not a failure after all: the e-mail's count is cleared, the browser gets its token back.
  await ctx.runMutation(internal.accounts.signInSlots.settle, { account, client, outcome: "signedIn", counted });
  return result;
}

/**
 * Sign-up: an account made spends one sign-up of the browser and of the address; anything else
 * gives them back. On an address that has a password account it is a sign-in in the same queue
 * (ADR 0055): the right password signs the owner in, a wrong one is a counted failure answered
 * InvalidCredentials, like a wrong password at sign-in.
 */
async function throttledSignUp(inner: Authorize, params: Params, ctx: Ctx, client: string) {
  const account = accountKey(params.email);
  await limitSignUp(ctx, client, account);
  let madeAccount = false;
  try {
    const slot = await ctx.runMutation(internal.accounts.signInSlots.reserve, { account, client, signUp: true });
    const { waitMs, existed, counted } = slot;
    await throttleClock.sleep(waitMs);
    const checkStarted = Date.now();
    let result;
    try {
      result = await inner(params, ctx);
    } catch (error) {
      // Refused input (a common password, a bad name) judged no password: it does not count.
      if (isAppError(error, "INVALID") || !(existed || isAccountExists(error))) {
        await ctx.runMutation(internal.accounts.signInSlots.settle, { account, client, outcome: "notAGuess", counted });
        throw error;
      }
      await recordCheck(ctx, account, checkStarted);
      throw new Error(INVALID_CREDENTIALS);
    }
    await ctx.runMutation(internal.accounts.signInSlots.settle, { account, client, outcome: "signedIn", counted });
    madeAccount = !existed;
    return result;
  } finally {
    if (!madeAccount) await forgiveSignUp(ctx, client, account);
  }
}

/**
 * A password check outside sign-in (Settings' change password asks for the current one) in the
 * same per-address queue as sign-in: a stolen session cannot guess the password at full speed,
 * nor in parallel. `check` throws when the password is wrong; the failure stays counted.
 */
export async function withAccountThrottle<T>(ctx: ActionCtx, email: string, check: () => Promise<T>): Promise<T> {
  const account = accountKey(email);
  const { waitMs, counted } = await ctx.runMutation(internal.accounts.signInSlots.reserve, { account });
  await throttleClock.sleep(waitMs);
  const checkStarted = Date.now();
  let result;
  try {
    result = await check();
  } catch (error) {
    await recordCheck(ctx, account, checkStarted);
    throw error;
  }
  await ctx.runMutation(internal.accounts.signInSlots.settle, { account, outcome: "signedIn", counted });
  return result;
}

/** Tells the queue how long a wrong password's check took (signInSlots.checked). */
async function recordCheck(ctx: ActionCtx | Ctx, account: string, started: number): Promise<void> {
  await ctx.runMutation(internal.accounts.signInSlots.checked, { account, tookMs: Date.now() - started });
}

/** Convex Auth's answer to a sign-up on an address that has an account with another password. */
function isAccountExists(error: unknown): boolean {
  return error instanceof Error && /Account .+ already exists/.test(error.message);
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

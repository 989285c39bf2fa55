/**
 * The per-address sign-in queue (ADR 0055; how the throttle uses it: model/signInThrottle.ts).
 * Internal mutations, called from the `auth:signIn` action and from change password: a mutation
 * is serialised with every other one that touches the same address, so attempts sent at once
 * cannot all read the same count and wait the same single delay.
 *
 * `reserve` counts the attempt as a failure before its answer and gives it a not-before slot:
 * now, or when the address's last slot is still to come, that slot plus the time of one password
 * check (SIGN_IN_THROTTLE.checkMs, or the last one measured here if longer: `checked`); plus the
 * delay its failures call for. A slot
 * further away than SIGN_IN_THROTTLE.maxQueueMs is refused with the time to retry, so nobody
 * waits longer than that for an answer. A browser where the owner signed in before is known and
 * skips the queue (it waits only its own delay), so a stranger filling the queue does not keep
 * the owner out. `settle` says how the attempt ended.
 * State: the `signInSlots` table, one of ADR 0050's exceptions (throttle state, not a projection).
 */
import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { internalMutation } from "../functions";
import { SIGN_IN_THROTTLE } from "../shared/limits";
import { hashCode } from "./model/accountCodes";
import {
  AUTH_LIMIT_MESSAGES,
  authRateLimiter,
  giveBack,
  NO_CLIENT_ID,
  rateLimited,
  recentFailures,
} from "./model/authRateLimit";
import { findPasswordAccount } from "./model/passwordAccounts";
import { delayAfterFailures } from "./model/signInThrottle";

async function slotOf(ctx: QueryCtx, account: string): Promise<Doc<"signInSlots"> | null> {
  return await ctx.db
    .query("signInSlots")
    .withIndex("by_account", (q) => q.eq("account", account))
    .unique();
}

/** A browser's id as the queue remembers it (the id works like a device cookie: kept hashed). */
async function clientHash(client: string): Promise<string> {
  return await hashCode(`sign-in-client:${client}`);
}

/**
 * Counts one attempt on `account` (and from `client`, for sign-in and sign-up) and returns how
 * long it waits before its password is checked; RATE_LIMITED (nothing counted) when the browser
 * has too many failures or the queue is full. `existed`: whether the address has a password
 * account, looked up only for sign-up (`signUp`), which is a sign-in when it has one.
 */
export const reserve = internalMutation({
  args: { account: v.string(), client: v.optional(v.string()), signUp: v.optional(v.boolean()) },
  handler: async (
    ctx,
    { account, client, signUp },
  ): Promise<{ waitMs: number; existed: boolean; counted: boolean }> => {
    const now = Date.now();
    const failures = Math.max(
      await recentFailures(ctx, "signInFailuresByAccount", account, now),
      client === undefined ? 0 : await recentFailures(ctx, "signInFailuresByClient", client, now),
    );
    if (client !== undefined) {
      const { ok, retryAfter } = await authRateLimiter.limit(ctx, "signInFailuresByClient", { key: client });
      if (!ok) throw rateLimited(AUTH_LIMIT_MESSAGES.signInClient, retryAfter);
    }
    // Counted before the answer (a right password gives it back in `settle`).
    // (Not when the address's bucket is already empty: `counted` says which, for `settle`.)
    const counted = (await authRateLimiter.limit(ctx, "signInFailuresByAccount", { key: account })).ok;
    const delay = delayAfterFailures(failures);
    const row = await slotOf(ctx, account);
    const known =
      client !== undefined &&
      client !== NO_CLIENT_ID &&
      row !== null &&
      row.knownClients.includes(await clientHash(client));
    let waitMs = delay;
    if (!known) {
      // Behind an attempt still to come, also leave it the time of its password check: attempts
      // sent at once then take at least as long as the same attempts sent one after another.
      const queuedBehind = row !== null && row.nextAt > now;
      const checkMs = Math.max(SIGN_IN_THROTTLE.checkMs, row?.checkMs ?? 0);
      const slot = (queuedBehind ? row.nextAt + checkMs : now) + delay;
      waitMs = slot - now;
      // Thrown, so the whole reservation (both counts) is rolled back.
      if (waitMs > SIGN_IN_THROTTLE.maxQueueMs)
        throw rateLimited(AUTH_LIMIT_MESSAGES.signInAccount, waitMs - SIGN_IN_THROTTLE.maxQueueMs);
      if (row !== null) await ctx.db.patch("signInSlots", row._id, { nextAt: slot });
      else if (slot > now) await ctx.db.insert("signInSlots", { account, nextAt: slot, knownClients: [] });
    }
    const existed = signUp === true && (await findPasswordAccount(ctx, account)) !== null;
    return { waitMs, existed, counted };
  },
});

/**
 * How long a wrong password's check took on this address (measured by the action, at most the
 * capped delay): queued attempts leave at least that much between them, so a loaded server, where
 * each check takes longer, does not let attempts sent at once overtake ones sent one by one.
 */
export const checked = internalMutation({
  args: { account: v.string(), tookMs: v.number() },
  handler: async (ctx, { account, tookMs }): Promise<void> => {
    const row = await slotOf(ctx, account);
    const checkMs = Math.round(Math.min(Math.max(0, tookMs), SIGN_IN_THROTTLE.maxDelayMs));
    if (row !== null && row.checkMs !== checkMs) await ctx.db.patch("signInSlots", row._id, { checkMs });
  },
});

/**
 * How a reserved attempt ended. "signedIn": the right password; the address's failures are
 * forgotten, the browser gets its token back and is remembered as the owner's. "notAGuess": no
 * password was judged (input refused before the check); both tokens go back.
 */
export const settle = internalMutation({
  args: {
    account: v.string(),
    client: v.optional(v.string()),
    outcome: v.union(v.literal("signedIn"), v.literal("notAGuess")),
    /** `reserve`'s `counted`: only a failure that was counted is given back. */
    counted: v.boolean(),
  },
  handler: async (ctx, { account, client, outcome, counted }): Promise<void> => {
    if (client !== undefined) await giveBack(ctx, "signInFailuresByClient", client);
    if (outcome === "notAGuess") {
      // Giving back an uncounted one would let refused input wipe real failures.
      if (counted) await giveBack(ctx, "signInFailuresByAccount", account);
      return;
    }
    await authRateLimiter.reset(ctx, "signInFailuresByAccount", { key: account });
    if (client !== undefined && client !== NO_CLIENT_ID) await rememberClient(ctx, account, client);
  },
});

async function rememberClient(ctx: MutationCtx, account: string, client: string): Promise<void> {
  const hash = await clientHash(client);
  const row = await slotOf(ctx, account);
  if (row === null) {
    await ctx.db.insert("signInSlots", { account, nextAt: 0, knownClients: [hash] });
    return;
  }
  if (row.knownClients[0] === hash) return;
  const knownClients = [hash, ...row.knownClients.filter((known) => known !== hash)].slice(
    0,
    SIGN_IN_THROTTLE.knownClients,
  );
  await ctx.db.patch("signInSlots", row._id, { knownClients });
}

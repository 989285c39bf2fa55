/**
 * E-mail verification and the request step of "Forgot password" (docs/accounts.md). Codes are
 * made and mailed by accountCodes.ts; the password changes themselves are actions in passwords.ts.
 */
import { v } from "convex/values";
import type { MutationCtx } from "../_generated/server";
import { authedMutation, publicMutation, zAuthedMutation } from "../functions";
import { ACCOUNT_CODE_MESSAGES } from "../shared/accountCodeRules";
import { languageValidator } from "../shared/language";
import { checkCode, requestCode } from "./model/accountCodes";
import { accountKey, AUTH_LIMIT_MESSAGES, authRateLimiter, clientKey, rateLimited } from "./model/authRateLimit";
import { markEmailVerified } from "./model/emailVerification";
import { appError } from "../lib/appError";
import { resetRequestSchema, verifyEmailArgs } from "../shared/forms/password";
import { parseOrThrow } from "../lib/parse";
import { findPasswordAccount } from "./model/passwordAccounts";
import { takeVerificationResend } from "./model/verificationMails";

export type VerifyResult = { verified: true; promoted: boolean } | { verified: false; message: string };

/**
 * The caller enters the code mailed to them. A wrong guess is an answer, not an error, so that
 * it is counted (an error would roll the count back).
 */
export const verifyEmail = zAuthedMutation({
  args: verifyEmailArgs,
  handler: async (ctx, { code }): Promise<VerifyResult> => {
    if (ctx.user.emailVerificationTime !== undefined) return { verified: true, promoted: false };
    const check = await checkCode(ctx, ctx.user._id, "verify", code);
    if (check === "wrong") return { verified: false, message: ACCOUNT_CODE_MESSAGES.wrong };
    if (check === "expired") return { verified: false, message: ACCOUNT_CODE_MESSAGES.expired };
    return { verified: true, ...(await markEmailVerified(ctx, ctx.user._id, "code")) };
  },
});

/** Mails the caller a new verification code (at most one a minute, five an hour). */
export const resendVerification = authedMutation({
  args: {},
  handler: async (ctx): Promise<void> => {
    if (ctx.user.emailVerificationTime !== undefined) throw appError("CONFLICT", ACCOUNT_CODE_MESSAGES.alreadyVerified);
    if (!ctx.user.email) throw appError("INVALID", "server.accounts.accountNoEMail");
    await takeVerificationResend(ctx, ctx.user._id);
    if (!(await requestCode(ctx, ctx.user._id, "verify")))
      throw appError("RATE_LIMITED", ACCOUNT_CODE_MESSAGES.tooSoon);
  },
});

/**
 * "Forgot password", step 1: mails a reset code when the address has a password account. The
 * answer is the same whether or not it has one, and whether or not a code went out (one per
 * address a minute), so it tells nobody which addresses have accounts. `language`: the page's,
 * for the mail when the account has none saved.
 */
export const requestPasswordReset = publicMutation({
  args: { email: v.string(), clientId: v.optional(v.string()), language: v.optional(languageValidator) },
  handler: async (ctx, args): Promise<{ message: string }> => {
    const { email } = parseOrThrow(resetRequestSchema, { email: args.email });
    // Per address and per browser, whether or not the address has an account (ADR 0019).
    await limitResetRequests(ctx, email, args.clientId);
    const account = await findPasswordAccount(ctx, email);
    if (account !== null) await requestCode(ctx, account.userId, "reset", args.language);
    return { message: ACCOUNT_CODE_MESSAGES.resetSent };
  },
});

/**
 * model/authRateLimit.ts's reset limits (per browser, per address), taken in this mutation: its
 * own limitResetRequest is typed for actions. A refusal throws, which is the same for every address.
 */
async function limitResetRequests(ctx: MutationCtx, email: string, clientId: string | undefined): Promise<void> {
  const byClient = await authRateLimiter.limit(ctx, "resetRequestsByClient", { key: clientKey(clientId) });
  if (!byClient.ok) throw rateLimited(AUTH_LIMIT_MESSAGES.resetClient, byClient.retryAfter);
  const byEmail = await authRateLimiter.limit(ctx, "resetRequestsByEmail", { key: accountKey(email) });
  if (!byEmail.ok) throw rateLimited(AUTH_LIMIT_MESSAGES.resetEmail, byEmail.retryAfter);
}

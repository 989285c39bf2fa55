/**
 * Setting a new password: "Forgot password" step 2 (a mailed code) and Settings' "Change
 * password" (the current password). Either signs out the account's other sessions. Actions,
 * because Convex Auth's account helpers (retrieveAccount, modifyAccountCredentials,
 * invalidateSessions) run from actions.
 */
import { invalidateSessions, modifyAccountCredentials, retrieveAccount } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { authedAction, internalMutation, internalQuery, publicAction } from "../functions";
import { ACCOUNT_CODE_MESSAGES } from "../shared/accountCodeRules";
import { checkCode } from "./model/accountCodes";
import { deploymentConfig } from "../lib/config";
import { markEmailVerified } from "./model/emailVerification";
import { appError } from "../lib/appError";
import { emit } from "../events/emit";
import { emailField } from "../shared/forms/fields";
import { accountCodeField } from "../shared/forms/password";
import { parseOrThrow } from "../lib/parse";
import { findPasswordAccount, PASSWORD_PROVIDER, passwordAccountOf } from "./model/passwordAccounts";
import { assertPasswordAllowed } from "./model/passwords";
import { withAccountThrottle } from "./model/signInThrottle";

/**
 * "Forgot password", step 2: the mailed code and a new password. Every session of the account
 * ends (the person signs in again with the new password). A wrong code, an expired one and an
 * address without an account get the same answer.
 */
export const resetPassword = publicAction({
  args: { email: v.string(), code: v.string(), newPassword: v.string() },
  handler: async (ctx, args): Promise<void> => {
    const email = parseOrThrow(emailField, args.email);
    const code = parseOrThrow(accountCodeField, args.code);
    const newPassword = assertPasswordAllowed(args.newPassword);
    const userId = await ctx.runMutation(internal.accounts.passwords.consumeResetCode, { email, code });
    if (userId === null) throw appError("INVALID", ACCOUNT_CODE_MESSAGES.resetRefused);
    await modifyAccountCredentials(ctx, { provider: PASSWORD_PROVIDER, account: { id: email, secret: newPassword } });
    await invalidateSessions(ctx, { userId });
    await ctx.runMutation(internal.accounts.passwords.recordChange, { userId, email, via: "reset" });
  },
});

/** Uses up a right reset code (which also proves the address); the account's user, or null. */
export const consumeResetCode = internalMutation({
  args: { email: v.string(), code: v.string() },
  handler: async (ctx, { email, code }): Promise<Id<"users"> | null> => {
    const account = await findPasswordAccount(ctx, email);
    if (account === null) return null;
    if ((await checkCode(ctx, account.userId, "reset", code)) !== "ok") return null;
    await markEmailVerified(ctx, account.userId, "reset");
    return account.userId;
  },
});

/**
 * Settings' "Change password": the current password, then the new one. The caller's other
 * sessions end; this one stays signed in.
 */
export const changePassword = authedAction({
  args: { currentPassword: v.string(), newPassword: v.string() },
  handler: async (ctx, { currentPassword, newPassword }): Promise<void> => {
    // Only Convex Auth's own sessions have a Lyceum password (Clerk keeps its own).
    const account =
      ctx.identity.issuer === deploymentConfig.convexSiteUrl
        ? await ctx.runQuery(internal.accounts.passwords.sessionAccount, { subject: ctx.identity.subject })
        : null;
    if (account === null) throw appError("FORBIDDEN", ACCOUNT_CODE_MESSAGES.notPasswordAccount);
    assertPasswordAllowed(newPassword);
    await withAccountThrottle(ctx, account.email, async () => {
      try {
        await retrieveAccount(ctx, {
          provider: PASSWORD_PROVIDER,
          account: { id: account.email, secret: currentPassword },
        });
      } catch {
        throw appError("INVALID", ACCOUNT_CODE_MESSAGES.wrongCurrentPassword);
      }
    });
    await modifyAccountCredentials(ctx, {
      provider: PASSWORD_PROVIDER,
      account: { id: account.email, secret: newPassword },
    });
    await invalidateSessions(ctx, { userId: account.userId, except: [account.sessionId] });
    await ctx.runMutation(internal.accounts.passwords.recordChange, {
      userId: account.userId,
      email: account.email,
      via: "change",
    });
  },
});

/**
 * The event of a new password, once Convex Auth has stored it (never the password or its hash):
 * `password_changed` from Settings, `password_reset` from a mailed code.
 */
export const recordChange = internalMutation({
  args: { userId: v.id("users"), email: v.string(), via: v.union(v.literal("change"), v.literal("reset")) },
  returns: v.null(),
  handler: async (ctx, { userId, email, via }) => {
    const type = via === "change" ? "password_changed" : "password_reset";
    await emit(ctx, { type, v: 1, actorId: userId, subjectUserId: userId, email });
    return null;
  },
});

/** The password account and session of a Convex Auth token subject (`userId|sessionId`). */
export const sessionAccount = internalQuery({
  args: { subject: v.string() },
  handler: async (
    ctx,
    { subject },
  ): Promise<{ userId: Id<"users">; email: string; sessionId: Id<"authSessions"> } | null> => {
    const [rawUserId, rawSessionId] = subject.split("|");
    const userId = ctx.db.normalizeId("users", rawUserId ?? "");
    if (userId === null) return null;
    const account = await passwordAccountOf(ctx, userId);
    if (account === null) return null;
    // A signed-out (deleted) session changes nothing.
    const sessionId = ctx.db.normalizeId("authSessions", rawSessionId ?? "");
    const session = sessionId === null ? null : await ctx.db.get("authSessions", sessionId);
    if (session === null || session.userId !== userId) return null;
    return { userId, email: account.providerAccountId, sessionId: session._id };
  },
});

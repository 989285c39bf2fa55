/**
 * Making and mailing one-time codes (model/accountCodes.ts explains the flow). Internal only:
 * the public entry points are in account.ts and auth.ts.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../functions";
import { languageOf } from "../lib/words";
import { languageValidator, type Language } from "../shared/language";
import { hashCode, newCode, storeIssuedCode } from "./model/accountCodes";
import { resetMail, verificationMail } from "./model/mail";

const purposeValidator = v.union(v.literal("verify"), v.literal("reset"));

/**
 * Mails a new code in the account's language; one without a language saved gets `language`, the
 * one the sign-up or reset page was shown in, else English.
 */
export const issue = internalAction({
  args: { userId: v.id("users"), purpose: purposeValidator, language: v.optional(languageValidator) },
  handler: async (ctx, { userId, purpose, language }): Promise<void> => {
    const code = newCode();
    const recipient = await ctx.runMutation(internal.accounts.accountCodes.store, {
      userId,
      purpose,
      codeHash: await hashCode(code),
    });
    if (recipient === null) return;
    // No mail names anybody: an unverified account's address and name may both be a stranger's typing.
    const words = languageOf({ language: recipient.language ?? language });
    const mail =
      purpose === "verify" ? verificationMail(recipient.email, code, words) : resetMail(recipient.email, code, words);
    await ctx.runAction(internal.mailer.send, mail);
  },
});

/** Stores the code's hash; who to mail it to (and their language), or null when there is nothing to send. */
export const store = internalMutation({
  args: { userId: v.id("users"), purpose: purposeValidator, codeHash: v.string() },
  handler: async (ctx, { userId, purpose, codeHash }): Promise<{ email: string; language: Language | null } | null> => {
    const user = await ctx.db.get("users", userId);
    if (user === null || !user.email) return null;
    if (purpose === "verify" && user.emailVerificationTime !== undefined) return null;
    if (!(await storeIssuedCode(ctx, userId, purpose, codeHash))) return null;
    return { email: user.email, language: user.language ?? null };
  },
});

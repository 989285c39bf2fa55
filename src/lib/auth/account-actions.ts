import { api } from "@convex/_generated/api";
import { convex } from "../convex";
import { currentLanguage } from "@/lib/i18n";
import type { AccountActions } from "./adapter";
import { signInClientId } from "./client-id";

/** The built-in sign-in's account actions: Lyceum's own functions (convex/account.ts, passwords.ts). */
export const convexAccountActions: AccountActions = {
  verifyEmail: (code) => convex.mutation(api.accounts.account.verifyEmail, { code }),
  async resendVerification() {
    await convex.mutation(api.accounts.account.resendVerification, {});
  },
  async requestPasswordReset(email) {
    // The mail is in the page's language when the account has none saved.
    const args = { email, clientId: signInClientId(), language: currentLanguage() };
    return (await convex.mutation(api.accounts.account.requestPasswordReset, args)).message;
  },
  async resetPassword(input) {
    await convex.action(api.accounts.passwords.resetPassword, input);
  },
  async changePassword(input) {
    await convex.action(api.accounts.passwords.changePassword, input);
  },
};

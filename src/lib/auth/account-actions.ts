import { api } from "@convex/_generated/api";
import { convex } from "../convex";
import type { AccountActions } from "./adapter";
import { signInClientId } from "./client-id";

/** The built-in sign-in's account actions: Lyceum's own functions (convex/account.ts, passwords.ts). */
export const convexAccountActions: AccountActions = {
  verifyEmail: (code) => convex.mutation(api.accounts.account.verifyEmail, { code }),
  async resendVerification() {
    await convex.mutation(api.accounts.account.resendVerification, {});
  },
  async requestPasswordReset(email) {
    return (await convex.mutation(api.accounts.account.requestPasswordReset, { email, clientId: signInClientId() }))
      .message;
  },
  async resetPassword(input) {
    await convex.action(api.accounts.passwords.resetPassword, input);
  },
  async changePassword(input) {
    await convex.action(api.accounts.passwords.changePassword, input);
  },
};

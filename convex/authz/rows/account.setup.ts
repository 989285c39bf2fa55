// Not deployed (two dots in the name): authorization rows of convex/account.ts.
import { everyone, signedIn, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "accounts/account:verifyEmail": {
    rule: "any signed-in user, their own address only (no user id argument); a wrong code is an answer",
    args: () => ({ code: "12345678" }),
    expect: signedIn(),
  },
  "accounts/account:resendVerification": {
    rule: "any signed-in user with an unverified address, to their own address only, one a minute",
    args: () => ({}),
    expect: signedIn(),
  },
  "accounts/account:requestPasswordReset": {
    rule: "anyone; the same answer whether or not the address has an account (rate-limited)",
    args: () => ({ email: "someone@example.com" }),
    expect: everyone("allowed"),
  },
};

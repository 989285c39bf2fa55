// Not deployed (two dots in the name): authorization rows of convex/passwords.ts.
import { hashCode } from "../../accounts/model/accountCodes";
import { passwordHashing } from "../../accounts/model/passwordHashing";
import { everyone, signedIn, type Rows } from "../matrix.setup";

const CODE = "12345678";
const CURRENT = "the current password";
/** Hashed once for every cell, on first use, with the hashing the provider checks it with. */
let currentHash: Promise<string> | undefined;
const currentPasswordHash = () => (currentHash ??= passwordHashing.hashSecret(CURRENT));

export const rows: Rows = {
  "accounts/passwords:resetPassword": {
    rule: "anyone holding the code mailed to the address (which proves it); the same refusal otherwise",
    args: (_world, caller) => ({
      email: `reset-${caller.toLowerCase()}@example.com`,
      code: CODE,
      newPassword: "a brand new passphrase",
    }),
    expect: everyone("allowed"),
    // An account of the address with a reset code sent to it.
    prepare: async (t, _world, caller) => {
      const codeHash = await hashCode(CODE);
      await t.run(async (ctx) => {
        const email = `reset-${caller.toLowerCase()}@example.com`;
        const userId = await ctx.db.insert("users", {
          email,
          name: "Reset",
          displayName: "Reset",
          role: "student",
          dp: "",
        });
        await ctx.db.insert("authAccounts", {
          userId,
          provider: "password",
          providerAccountId: email,
          secret: "unused",
        });
        const now = Date.now();
        await ctx.db.insert("accountCodes", {
          userId,
          purpose: "reset",
          codeHash,
          expiresAt: now + 60_000,
          sentAt: now,
          attempts: 0,
        });
      });
    },
  },
  "accounts/passwords:changePassword": {
    rule: "any signed-in user with a Lyceum password, their own, with the current password",
    args: () => ({ currentPassword: CURRENT, newPassword: "a brand new passphrase" }),
    expect: signedIn(),
    // The caller's own e-mail + password account.
    prepare: async (t, world, caller) => {
      const { userId } = world.of(caller);
      const secret = await currentPasswordHash();
      await t.run(async (ctx) => {
        const email = (await ctx.db.get("users", userId))?.email ?? "";
        await ctx.db.insert("authAccounts", { userId, provider: "password", providerAccountId: email, secret });
      });
    },
  },
};

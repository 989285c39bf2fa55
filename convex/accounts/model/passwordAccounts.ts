import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/** Convex Auth's provider id of e-mail + password accounts (convex/auth.ts). */
export const PASSWORD_PROVIDER = "password";

/** The e-mail + password account of an address (normalised, as sign-up stores it), if any. */
export async function findPasswordAccount(ctx: QueryCtx, email: string): Promise<Doc<"authAccounts"> | null> {
  return await ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) => q.eq("provider", PASSWORD_PROVIDER).eq("providerAccountId", email))
    .unique();
}

/** A person's e-mail + password account, if they have one (Google-only accounts do not). */
export async function passwordAccountOf(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"authAccounts"> | null> {
  return await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId).eq("provider", PASSWORD_PROVIDER))
    .unique();
}

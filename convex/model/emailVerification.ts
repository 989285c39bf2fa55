import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { hasProfile, isAdminEmail, setRole } from "./users";

/**
 * The person proved they read mail at their address (a verification or reset code): mark it
 * (`emailVerificationTime`, Convex Auth's field, which Google account linking also reads), and
 * promote an address listed in ADMIN_EMAILS to Admin now, not at sign-up (a role_changed event).
 */
export async function markEmailVerified(ctx: MutationCtx, userId: Id<"users">): Promise<{ promoted: boolean }> {
  const user = await ctx.db.get("users", userId);
  if (user === null) return { promoted: false };
  if (user.emailVerificationTime === undefined) {
    await ctx.db.patch("users", userId, { emailVerificationTime: Date.now() });
  }
  const promote = hasProfile(user) && user.role !== "Admin" && isAdminEmail(user.email ?? "");
  if (promote) await setRole(ctx, userId, "Admin");
  return { promoted: promote };
}

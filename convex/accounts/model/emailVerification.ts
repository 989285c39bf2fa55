import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { hasProfile, isAdminEmail, setRole } from "./users";

/**
 * The person proved they read mail at their address (`via` a verification code or a reset code):
 * an `email_verified` event marks it (Convex Auth's `emailVerificationTime`, which Google account
 * linking also reads), and an address listed in ADMIN_EMAILS is promoted to Admin now, not at
 * sign-up (a role_changed event).
 */
export async function markEmailVerified(
  ctx: MutationCtx,
  userId: Id<"users">,
  via: "code" | "reset",
): Promise<{ promoted: boolean }> {
  const user = await ctx.db.get("users", userId);
  if (user === null) return { promoted: false };
  if (user.emailVerificationTime === undefined) {
    await emit(ctx, {
      type: "email_verified",
      v: 1,
      actorId: userId,
      subjectUserId: userId,
      email: user.email ?? "",
      via,
    });
  }
  const promote = hasProfile(user) && user.role !== "Admin" && isAdminEmail(user.email ?? "");
  if (promote) await setRole(ctx, userId, "Admin");
  return { promoted: promote };
}

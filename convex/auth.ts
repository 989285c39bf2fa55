import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import type { DataModel } from "./_generated/dataModel";
import { appError } from "./model/errors";
import { isAdminEmail } from "./model/users";
import {
  LIMITS,
  normalizeEmail,
  requiredText,
  validatePassword,
} from "./model/validation";

/**
 * Built-in e-mail + password sign-in (the default when Clerk is not configured).
 * Sign-up carries the profile: displayName and role (student or teacher only).
 */
const password = Password<DataModel>({
  profile(params) {
    const email = normalizeEmail(String(params.email ?? ""));
    if (params.flow !== "signUp") return { email };
    const displayName = requiredText(
      String(params.displayName ?? ""),
      "Display name",
      LIMITS.displayName,
    );
    const role = params.role;
    if (role !== "student" && role !== "teacher") {
      throw appError("INVALID", "Choose student or teacher as your role.");
    }
    return { email, name: displayName, displayName, role, dp: "" };
  },
  validatePasswordRequirements: validatePassword,
});

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [password],
  callbacks: {
    // Called only when an account is created: sign-in reuses the existing user.
    async createOrUpdateUser(ctx, { existingUserId, profile }) {
      if (existingUserId !== null) return existingUserId;
      const email = String(profile.email);
      const role = isAdminEmail(email) ? "Admin" : (profile.role as "student" | "teacher");
      const userId = await ctx.db.insert("users", {
        email,
        name: String(profile.displayName),
        displayName: String(profile.displayName),
        role,
        dp: "",
      });
      await ctx.db.insert("events", { type: "registered", actorId: userId, detail: role });
      return userId;
    },
  },
});

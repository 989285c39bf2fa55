import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import type { DataModel } from "./_generated/dataModel";
import { loginSchema, newPasswordField, signUpProfileSchema } from "./model/forms/account";
import { parseOrThrow } from "./model/forms/parse";
import { isAdminEmail } from "./model/users";

/**
 * Built-in e-mail + password sign-in (the default when Clerk is not configured).
 * Sign-up carries the profile (displayName and role, student or teacher only), checked with the
 * Register form's schema; sign-in only needs the e-mail, checked like the Login form's.
 */
const password = Password<DataModel>({
  profile(params) {
    if (params.flow !== "signUp") {
      return { email: parseOrThrow(loginSchema.shape.email, String(params.email ?? "")) };
    }
    const profile = parseOrThrow(signUpProfileSchema, {
      displayName: String(params.displayName ?? ""),
      email: String(params.email ?? ""),
      role: String(params.role ?? ""),
    });
    return { ...profile, name: profile.displayName, dp: "" };
  },
  validatePasswordRequirements: (value) => {
    parseOrThrow(newPasswordField, value);
  },
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

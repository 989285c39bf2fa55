import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import type { DataModel } from "./_generated/dataModel";
import { loginSchema, signUpProfileSchema } from "./shared/forms/account";
import { parseOrThrow } from "./lib/parse";
import { isLanguage } from "./shared/language";
import { requestCode } from "./accounts/model/accountCodes";
import { createOrUpdateGoogleUser, googleProviders, refuseTakenAddress } from "./accounts/model/googleSignIn";
import { passwordHashing } from "./accounts/model/passwordHashing";
import { assertPasswordAllowed } from "./accounts/model/passwords";
import { withSignInThrottle } from "./accounts/model/signInThrottle";
import { refuseIfSuspended, refusingSuspended } from "./accounts/model/suspension";
import { register } from "./accounts/model/users";
import { invitationProvider } from "./onboarding/model/invitationProvider";

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
    // The language the form was shown in: the verification mail's, before the account has one.
    const language = isLanguage(params.language) ? { language: params.language } : {};
    return { ...profile, name: profile.displayName, ...language };
  },
  // 8 to 128 characters and not a common password (model/passwords.ts).
  validatePasswordRequirements: (value) => {
    assertPasswordAllowed(value);
  },
  // Convex Auth's default scrypt, through a seam the unit tests swap (model/passwordHashing.ts).
  crypto: {
    hashSecret: (secret) => passwordHashing.hashSecret(secret),
    verifySecret: (secret, hash) => passwordHashing.verifySecret(secret, hash),
  },
});

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  // Google only when the deployment has a Google client (docs/google-sign-in.md).
  // The password provider is throttled per e-mail and per browser, never locked (ADR 0019);
  // attempts on one e-mail wait in turn, and sign-up on a taken one is a sign-in (ADR 0055).
  // A suspended person is refused by every provider before a session is made (ADR 0066).
  providers: [
    refusingSuspended(withSignInThrottle(password)),
    ...googleProviders(),
    refusingSuspended(invitationProvider),
  ],
  // Convex Auth locks an account after this many failures an hour, which lets a stranger lock
  // anyone out: switched off, the throttle above slows guessing instead (ADR 0019).
  signIn: { maxFailedAttempsPerHour: Number.MAX_SAFE_INTEGER },
  callbacks: {
    // Called only when an account is created: sign-in reuses the existing user.
    async createOrUpdateUser(ctx, { existingUserId, profile, provider }) {
      if (provider.id === "google") {
        const userId = await createOrUpdateGoogleUser(ctx, existingUserId, profile);
        refuseIfSuspended(await ctx.db.get("users", userId));
        return userId;
      }
      if (existingUserId !== null) return existingUserId;
      const email = String(profile.email);
      await refuseTakenAddress(ctx, email);
      // ADMIN_EMAILS makes an Admin only once the address is verified (model/emailVerification.ts).
      const role = profile.role as "student" | "teacher";
      // Convex Auth's row (who signs in); the profile is the `registered` event's.
      const userId = await ctx.db.insert("users", { email });
      await register(ctx, userId, { name: String(profile.displayName), role, via: "password" });
      await requestCode(ctx, userId, "verify", isLanguage(profile.language) ? profile.language : undefined);
      return userId;
    },
  },
});

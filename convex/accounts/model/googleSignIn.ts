/**
 * Google sign-in with the built-in auth (Convex Auth's Google provider), see docs/google-sign-in.md
 * and docs/decisions/0021-google-sign-in.md. Only configured when the deployment has a Google
 * client (AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET).
 */
import { keyed } from "../../shared/messages";
import { customFetch } from "@auth/core";
import Google, { type GoogleProfile } from "@auth/core/providers/google";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { deploymentConfig } from "../../lib/config";
import { appError } from "../../lib/appError";
import { emailField } from "../../shared/forms/fields";

/** Google must vouch for the address: Lyceum signs nobody in on an e-mail nobody checked. */
export const GOOGLE_EMAIL_UNVERIFIED = keyed("server.accounts.googleEmailUnverified");

/** Another account owns the address and has not proven it: linking would hand that account over. */
export const GOOGLE_LINK_REFUSED = keyed("server.accounts.googleLinkRefused");

/** What the Google provider hands to createOrUpdateUser (see `googleProfile`). */
export type GoogleSignInProfile = { email: string; name: string; emailVerified: boolean };

export function googleSignInConfigured(): boolean {
  return deploymentConfig.googleSignIn !== null;
}

/** The ID token's claims, reduced to what Lyceum keeps (Google's own `profile` drops email_verified). */
export function googleProfile(claims: GoogleProfile): GoogleSignInProfile & { id: string } {
  return {
    id: claims.sub,
    email: typeof claims.email === "string" ? claims.email : "",
    name: typeof claims.name === "string" ? claims.name : "",
    emailVerified: claims.email_verified === true,
  };
}

/**
 * Google's callback sends the browser back to SITE_URL; without it Convex Auth fails there, after
 * the person signed in with Google, with an internal error. Checked before the trip to Google.
 */
export const GOOGLE_NEEDS_SITE_URL =
  "Google sign-in is configured (AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET) but the deployment variable SITE_URL " +
  "is not set: set SITE_URL to the app's URL (e.g. `npx convex env set SITE_URL https://lyceum.example.org`), " +
  "where Google sign-in comes back to.";

/**
 * Convex Auth's Google provider when configured (client id and secret come from AUTH_GOOGLE_*), else none.
 * Its fetch (Google's OpenID discovery, the first thing the sign-in route does) refuses with
 * GOOGLE_NEEDS_SITE_URL while SITE_URL is missing.
 */
export function googleProviders() {
  const google = deploymentConfig.googleSignIn;
  if (google === null) return [];
  const checkedFetch: typeof fetch = async (input, init) => {
    if (deploymentConfig.siteUrl === undefined) throw new Error(GOOGLE_NEEDS_SITE_URL);
    return await fetch(input, init);
  };
  const provider = Google({ ...(google.issuer ? { issuer: google.issuer } : {}), profile: googleProfile });
  // On the provider itself: Convex Auth merges the options object key by key, without symbols.
  return [Object.assign(provider, { [customFetch]: checkedFetch })];
}

/**
 * Convex Auth's createOrUpdateUser for Google. A returning Google account keeps its user. Otherwise
 * the address decides: an account that already uses it is linked only when that account verified
 * it (and Google verified it too); a new address gets a user without a role, which the welcome
 * screen completes (users.completeSignUp), so every first Google sign-in chooses student or teacher.
 */
export async function createOrUpdateGoogleUser(
  ctx: MutationCtx,
  existingUserId: Id<"users"> | null,
  raw: Record<string, unknown>,
): Promise<Id<"users">> {
  if (existingUserId !== null) return existingUserId;
  if (raw.emailVerified !== true) throw appError("FORBIDDEN", GOOGLE_EMAIL_UNVERIFIED);
  const parsed = emailField.safeParse(raw.email);
  if (!parsed.success) throw appError("INVALID", "server.accounts.googleNoUsableEmail");
  const email = parsed.data;
  const sameAddress = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .take(2);
  if (sameAddress.length > 0) {
    const [owner] = sameAddress;
    if (sameAddress.length > 1 || owner.emailVerificationTime === undefined) {
      throw appError("CONFLICT", GOOGLE_LINK_REFUSED);
    }
    return owner._id;
  }
  const name = typeof raw.name === "string" ? raw.name.trim() : "";
  // Convex Auth's row, as Google vouched for it; the profile is the welcome screen's `registered`.
  return await ctx.db.insert("users", {
    email,
    // Google's name, offered on the welcome screen; the display name is set there with the role.
    ...(name ? { name } : {}),
    emailVerificationTime: Date.now(),
  });
}

/**
 * One address, one user: a password sign-up on an address that any user already has (a
 * Google-only one too, which has no password account for Convex Auth to find) makes no second
 * user. It fails with Convex Auth's own error for sign-up on an existing password account
 * (createAccountFromCredentials), so both cases get the same answer (ADR 0059).
 */
export async function refuseTakenAddress(ctx: MutationCtx, email: string): Promise<void> {
  const taken = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .first();
  if (taken !== null) throw new Error(`Account ${email} already exists`);
}

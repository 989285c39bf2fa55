/**
 * Clerk's users kept in step with Lyceum (ADR 0058): what a webhook payload says about a user, and
 * what each change does to the `users` row. The HTTP action (./clerkWebhook.ts) has checked the
 * svix signature and its timestamp before anything here runs.
 *
 * A Clerk user's row is found by tokenIdentifier, `<issuer>|<Clerk user id>`: what Convex makes of
 * a Clerk JWT (`iss` is CLERK_JWT_ISSUER_DOMAIN, `sub` the user id), so the webhook and the token
 * meet on the same row whichever comes first (users.completeSignUp makes it when the token does).
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { normalizeEmail } from "../../lib/validation";
import { displayNameField } from "../../shared/forms/account";
import { TEXT_LIMITS } from "../../shared/limits";
import { hasProfile, isAdminEmail, register } from "./users";

export const clerkUserValidator = v.object({
  clerkId: v.string(),
  /** The primary address, "" when Clerk has none. */
  email: v.string(),
  emailVerified: v.boolean(),
  /** Clerk's first and last name, "" when none. */
  name: v.string(),
  /** What Lyceum's register form put in the sign-up's unsafe_metadata, when it did. */
  signUpName: v.union(v.string(), v.null()),
  signUpRole: v.union(v.literal("student"), v.literal("teacher"), v.null()),
  /** Clerk's `updated_at` (ms): orders deliveries, which svix may retry out of order. */
  updatedAt: v.number(),
});
export type ClerkUser = Infer<typeof clerkUserValidator>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * The user in the `data` of a `user.created` / `user.updated` event, or null when it is not one.
 * `eventTime` (the event's `timestamp`) stands in for a missing `updated_at`.
 */
export function parseClerkUser(data: unknown, eventTime: number): ClerkUser | null {
  if (!isObject(data) || text(data.id) === "") return null;
  const addresses = Array.isArray(data.email_addresses) ? data.email_addresses.filter(isObject) : [];
  const primary = addresses.find((entry) => entry.id === data.primary_email_address_id) ?? addresses[0];
  const verification = isObject(primary?.verification) ? primary.verification : {};
  const metadata = isObject(data.unsafe_metadata) ? data.unsafe_metadata : {};
  const role = metadata.role === "student" || metadata.role === "teacher" ? metadata.role : null;
  const updatedAt = typeof data.updated_at === "number" ? data.updated_at : eventTime;
  return {
    clerkId: text(data.id),
    email: normalizeEmail(text(primary?.email_address)),
    emailVerified: verification.status === "verified",
    name: `${text(data.first_name)} ${text(data.last_name)}`.trim(),
    signUpName: text(metadata.displayName) || null,
    signUpRole: role,
    updatedAt,
  };
}

export function clerkTokenIdentifier(issuer: string, clerkId: string): string {
  return `${issuer}|${clerkId}`;
}

/** A Clerk user's row, closed or not (model/users.ts's lookup for signing in skips closed ones). */
export async function clerkRow(ctx: QueryCtx, tokenIdentifier: string): Promise<Doc<"users"> | null> {
  return await ctx.db
    .query("users")
    .withIndex("by_token", (q) => q.eq("tokenIdentifier", tokenIdentifier))
    .unique();
}

/** A valid display name: the first of these that passes the form's rule, else the address's name. */
function displayNameOf(candidates: (string | null)[], email: string): string {
  for (const candidate of candidates) {
    if (candidate !== null && displayNameField.safeParse(candidate).success) return candidate;
  }
  return email.split("@")[0]?.slice(0, TEXT_LIMITS.displayName) || "New user";
}

export type SyncOutcome = "created" | "updated" | "ignored";

/**
 * `user.created` and `user.updated` (either may come first, or twice): makes the row if there is
 * none (as a sign-in does); registers the profile when the sign-up's metadata chose a role (else
 * the welcome screen asks, as after a first Google sign-in); a new address is an `email_changed`,
 * a rename in Clerk a `profile_updated`.
 */
export async function syncClerkUser(ctx: MutationCtx, issuer: string, user: ClerkUser): Promise<SyncOutcome> {
  const tokenIdentifier = clerkTokenIdentifier(issuer, user.clerkId);
  const row = await clerkRow(ctx, tokenIdentifier);
  const sync = await ctx.db
    .query("clerkSync")
    .withIndex("by_token", (q) => q.eq("tokenIdentifier", tokenIdentifier))
    .unique();
  // A closed account stays closed; a delivery older than (or the same as) the last one applied
  // is a retry or a replay, and would undo a newer change.
  if (row?.closedAt !== undefined) return "ignored";
  if (sync !== null && user.updatedAt <= sync.updatedAt) return "ignored";
  const synced = { updatedAt: user.updatedAt, name: user.name };
  if (sync === null) await ctx.db.insert("clerkSync", { tokenIdentifier, ...synced });
  else await ctx.db.patch("clerkSync", sync._id, synced);

  let userId: Id<"users">;
  if (row === null) {
    userId = await ctx.db.insert("users", {
      tokenIdentifier,
      email: user.email,
      ...(user.emailVerified ? { emailVerificationTime: Date.now() } : {}),
    });
  } else {
    userId = row._id;
    const newlyVerified = user.emailVerified && row.emailVerificationTime === undefined;
    if (row.email !== user.email || newlyVerified) {
      await emit(ctx, {
        type: "email_changed",
        v: 1,
        actorId: userId,
        subjectUserId: userId,
        email: user.email,
        verified: user.emailVerified,
        via: "clerk",
      });
    }
  }

  const current = row ?? (await ctx.db.get("users", userId));
  if (current === null || !hasProfile(current)) {
    if (user.signUpRole === null) return row === null ? "created" : "updated";
    // Clerk verifies addresses; ADMIN_EMAILS counts only for one Clerk says is verified.
    const role = user.emailVerified && isAdminEmail(user.email) ? "Admin" : user.signUpRole;
    const name = displayNameOf([user.signUpName, user.name], user.email);
    await register(ctx, userId, { name, role, via: "clerk" });
    return row === null ? "created" : "updated";
  }

  // A rename in Clerk (its name changed since the last delivery) becomes the display name. The
  // first delivery for a row the app made only records Clerk's name: the name chosen in Lyceum stays.
  const renamed =
    sync !== null &&
    user.name !== sync.name &&
    user.name !== current.displayName &&
    displayNameField.safeParse(user.name).success;
  if (renamed) {
    const before = { displayName: current.displayName, experience: current.experience ?? null, bio: current.bio ?? "" };
    await emit(ctx, {
      type: "profile_updated",
      v: 1,
      actorId: userId,
      subjectUserId: userId,
      before,
      after: { ...before, displayName: user.name },
    });
  }
  return "updated";
}

/**
 * `user.deleted`: the account is closed (an `account_closed` event). The row stays, as every
 * account's does (course work, grades and messages refer to it), but no Clerk token finds it
 * again and later deliveries for it change nothing.
 */
export async function closeClerkUser(ctx: MutationCtx, issuer: string, clerkId: string): Promise<SyncOutcome> {
  const row = await clerkRow(ctx, clerkTokenIdentifier(issuer, clerkId));
  if (row === null || row.closedAt !== undefined) return "ignored";
  await emit(ctx, { type: "account_closed", v: 1, subjectUserId: row._id, email: row.email ?? "", via: "clerk" });
  return "updated";
}

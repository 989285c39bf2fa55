/**
 * Invitations (ADR 0054): a new person on a roster gets a `users` row, a password account with no
 * password yet (so their address is taken, and "Forgot password" works for them from the start),
 * and a single-use link. The link's token is 32 random bytes made in an action; only its SHA-256
 * is stored (`invitations`, an ADR 0050 exception like `accountCodes`). Claiming it sets the
 * password, proves the address and signs the person in (model/invitationProvider.ts).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { PASSWORD_PROVIDER } from "../../accounts/model/passwordAccounts";
import { register } from "../../accounts/model/users";
import { ROSTER } from "../../shared/rosterRules";

/** A fresh token: ROSTER.tokenBytes random bytes, base64url (Web Crypto; call it in actions). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ROSTER.tokenBytes));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The token as stored: its SHA-256, hex. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A token's shape: what newToken makes. Anything else is unknown without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function invitationByHash(ctx: QueryCtx, tokenHash: string): Promise<Doc<"invitations"> | null> {
  return await ctx.db
    .query("invitations")
    .withIndex("by_token", (q) => q.eq("tokenHash", tokenHash))
    .unique();
}

export async function invitationOf(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"invitations"> | null> {
  return await ctx.db
    .query("invitations")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .first();
}

export type InvitationState = "ok" | "unknown" | "used" | "expired";

export function stateOf(invitation: Doc<"invitations"> | null, now: number): InvitationState {
  if (invitation === null) return "unknown";
  if (invitation.claimedAt !== null) return "used";
  if (invitation.expiresAt <= now) return "expired";
  return "ok";
}

/**
 * The new person's account: Convex Auth's `users` row (its profile is the `registered` event's,
 * as for every sign-up) and a password account holding no password, which no sign-in can match
 * until the invitation (or a reset code) sets one.
 */
export async function createInvitedAccount(
  ctx: MutationCtx,
  person: { name: string; email: string },
): Promise<Id<"users">> {
  const userId = await ctx.db.insert("users", { email: person.email });
  await register(ctx, userId, { name: person.name, role: "student", via: "password" });
  await ctx.db.insert("authAccounts", { userId, provider: PASSWORD_PROVIDER, providerAccountId: person.email });
  return userId;
}

/** Stores (or renews) the person's invitation with a new token hash. */
export async function storeInvitation(
  ctx: MutationCtx,
  fields: Omit<Doc<"invitations">, "_id" | "_creationTime" | "claimedAt">,
): Promise<void> {
  const existing = await invitationOf(ctx, fields.userId);
  if (existing === null) await ctx.db.insert("invitations", { ...fields, claimedAt: null });
  else await ctx.db.patch("invitations", existing._id, { ...fields, claimedAt: null });
}

export async function markClaimed(ctx: MutationCtx, invitation: Doc<"invitations">): Promise<void> {
  await ctx.db.patch("invitations", invitation._id, { claimedAt: Date.now() });
}

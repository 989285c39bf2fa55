import { keyed } from "../../shared/messages";
import type { ServerMessageKey } from "../../shared/messages";
import type { UserIdentity } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { Role } from "../../schema";
import { appError } from "../../lib/appError";
import { emit } from "../../events/emit";
import type { Theme } from "../../shared/theme";
import type { Language } from "../../shared/language";
import { deploymentConfig } from "../../lib/config";

/**
 * The caller's identity, or null when signed out. A Convex Auth token (our own site URL as
 * issuer, `userId|sessionId` as subject) counts only while its session exists and has not
 * expired: signing out (or a password reset or change) deletes the session, so its tokens are
 * refused at once, not when they expire (ADR 0019). Clerk's tokens live 60 seconds, which bounds
 * theirs. Every function reads the caller through here: nothing else may call getUserIdentity.
 */
export async function getLiveIdentity(ctx: QueryCtx): Promise<UserIdentity | null> {
  const identity = await ctx.auth.getUserIdentity();
  if (identity === null) return null;
  if (identity.issuer !== deploymentConfig.convexSiteUrl) return identity;
  const [userId, rawSessionId] = identity.subject.split("|");
  const sessionId = ctx.db.normalizeId("authSessions", rawSessionId ?? "");
  if (sessionId === null) return null;
  const session = await ctx.db.get("authSessions", sessionId);
  if (session === null || session.userId !== userId || session.expirationTime <= Date.now()) return null;
  return identity;
}

/**
 * Whether the caller's token (live or not: a suspension ends its session) belongs to a suspended
 * account. Only for telling the token's holder why they were signed out (sessions.endedBecause).
 */
export async function isCallerSuspended(ctx: QueryCtx): Promise<boolean> {
  const identity = await ctx.auth.getUserIdentity();
  return identity !== null && (await tokenUser(ctx, identity))?.suspendedAt !== undefined;
}

/**
 * The row a token names, closed or suspended alike: Convex Auth's by the user id in its subject,
 * anyone else's (Clerk) by its token identifier.
 */
async function tokenUser(ctx: QueryCtx, identity: UserIdentity): Promise<Doc<"users"> | null> {
  if (identity.issuer === deploymentConfig.convexSiteUrl) {
    const userId = ctx.db.normalizeId("users", identity.subject.split("|")[0]);
    return userId === null ? null : await ctx.db.get("users", userId);
  }
  return await ctx.db
    .query("users")
    .withIndex("by_token", (q) => q.eq("tokenIdentifier", identity.tokenIdentifier))
    .unique();
}

/**
 * Maps the caller's identity to their `users` row, whichever provider signed them in.
 * Convex Auth tokens carry `userId|sessionId` as subject and our own site URL as issuer;
 * anything else (Clerk) is looked up by tokenIdentifier.
 */
export async function getCurrentUser(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  const identity = await getLiveIdentity(ctx);
  if (identity === null) return null;
  if (identity.issuer === deploymentConfig.convexSiteUrl) return await tokenUser(ctx, identity);
  return await clerkUser(ctx, identity);
}

/**
 * A Clerk-signed-in user's row, by the token identifier it was created with (`iss|sub`: Clerk's
 * webhook builds the same from CLERK_JWT_ISSUER_DOMAIN and the user id); none once closed.
 */
async function clerkUser(ctx: QueryCtx, identity: UserIdentity): Promise<Doc<"users"> | null> {
  const user = await tokenUser(ctx, identity);
  // Clerk's tokens have no session here to end: a suspended account's are refused by its row.
  return user?.closedAt === undefined && user?.suspendedAt === undefined ? user : null;
}

/**
 * The caller's user id while their session is live, without reading their `users` row (about
 * 0.2 KB a call): for hot functions (badge counts, read marks, heartbeats, a running quiz) whose
 * data is keyed by the caller and which check ownership of what they touch, not a role (ADR 0035).
 * The session check is getLiveIdentity's, so a signed-out token is refused at once as everywhere.
 * Lyceum never deletes a `users` row, so a live session's user exists; a Clerk token has no
 * session and is looked up by its token identifier, as in getCurrentUser.
 */
export async function requireLiveUserId(ctx: QueryCtx): Promise<Id<"users">> {
  const identity = await getLiveIdentity(ctx);
  if (identity !== null && identity.issuer === deploymentConfig.convexSiteUrl) {
    const userId = ctx.db.normalizeId("users", identity.subject.split("|")[0]);
    if (userId !== null) return userId;
  } else if (identity !== null) {
    // The identity is already checked: look the row up without asking for it again.
    const user = await clerkUser(ctx, identity);
    if (user !== null) return user._id;
  }
  throw appError("UNAUTHENTICATED", "server.common.signInFirst");
}

/** A signed-in user with a finished profile (a role and a display name). */
export type AppUser = Doc<"users"> & { role: Role; displayName: string };

export function hasProfile(user: Doc<"users">): user is AppUser {
  return user.role !== undefined && user.displayName !== undefined;
}

export async function requireUser(ctx: QueryCtx): Promise<AppUser> {
  const user = await getCurrentUser(ctx);
  if (user === null) throw appError("UNAUTHENTICATED", "server.common.signInFirst");
  if (!hasProfile(user)) {
    throw appError("FORBIDDEN", "server.common.finishCreatingAccount");
  }
  return user;
}

export async function requireRole(ctx: QueryCtx, roles: readonly Role[]): Promise<AppUser> {
  const user = await requireUser(ctx);
  if (!roles.includes(user.role)) {
    throw appError("FORBIDDEN", "server.accounts.onlyRoles", { roles: describeRoles(roles) });
  }
  return user;
}

/** Which roles may: a key of the catalog ("teachers and admins"), worded in the reader's language. */
function describeRoles(roles: readonly Role[]): ServerMessageKey {
  const has = (role: Role) => roles.includes(role);
  if (has("student") && has("teacher") && has("Admin")) return "server.accounts.rolesEveryone";
  if (has("teacher") && has("Admin")) return "server.accounts.rolesStaff";
  if (has("student") && has("Admin")) return "server.accounts.rolesStudentsAdmins";
  if (has("student") && has("teacher")) return "server.accounts.rolesStudentsTeachers";
  if (has("teacher")) return "server.accounts.rolesTeachers";
  if (has("student")) return "server.accounts.rolesStudents";
  return "server.accounts.rolesAdmins";
}

/** E-mails listed in the ADMIN_EMAILS deployment variable (comma or space separated). */
export function isAdminEmail(email: string): boolean {
  const list = deploymentConfig.adminEmails
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return list.includes(email.toLowerCase());
}

/**
 * The fields of a person that anyone may see (landing page, teacher list): the e-mail only when
 * its owner made it public (`email_visibility_changed`, ADR 0059), else no `email` key at all.
 */
export type PublicProfile = {
  _id: Id<"users">;
  displayName: string;
  email?: string;
  dp: string;
  role: Role;
  experience: number | null;
  bio: string;
};

export function toPublicProfile(user: AppUser): PublicProfile {
  return {
    _id: user._id,
    displayName: user.displayName,
    ...(user.emailPublic === true && user.email ? { email: user.email } : {}),
    dp: user.dp ?? "",
    role: user.role,
    experience: user.experience ?? null,
    bio: user.bio ?? "",
  };
}

/**
 * The caller's own profile: their address always, whether the public lists show it, and their
 * colour theme and language (null until chosen: the browser's own).
 */
export type OwnProfile = Omit<PublicProfile, "email"> & {
  email: string;
  emailPublic: boolean;
  theme: Theme;
  language: Language | null;
};

export function toOwnProfile(user: AppUser): OwnProfile {
  return {
    ...toPublicProfile(user),
    email: user.email ?? "",
    emailPublic: user.emailPublic === true,
    theme: user.theme ?? "system",
    language: user.language ?? null,
  };
}

export const LAST_ADMIN = keyed("server.accounts.lastAdmin");

/** Demoting an Admin needs a second one: reads at most two rows of by_role. */
async function requireAnotherAdmin(ctx: MutationCtx): Promise<void> {
  const admins = await ctx.db
    .query("users")
    .withIndex("by_role", (q) => q.eq("role", "Admin"))
    .take(2);
  if (admins.length < 2) throw appError("CONFLICT", LAST_ADMIN);
}

/** Every role change goes through here: the last Admin stays, and the change is an event. */
export async function setRole(ctx: MutationCtx, userId: Id<"users">, role: Role, actorId?: Id<"users">): Promise<void> {
  const user = await ctx.db.get("users", userId);
  if (user === null) throw appError("NOT_FOUND", "server.accounts.userNotFound");
  if (user.role === role) return;
  if (user.role === "Admin") await requireAnotherAdmin(ctx);
  await emit(ctx, {
    type: "role_changed",
    v: 1,
    ...(actorId !== undefined ? { actorId } : {}),
    subjectUserId: userId,
    from: user.role ?? null,
    to: role,
    name: user.displayName ?? user.name ?? user.email ?? "",
  });
}

/**
 * A person finishes signing up: the `registered` event, from which the accounts projector gives
 * their row (made by Convex Auth, or for Clerk by users.completeSignUp) its name and role.
 */
export async function register(
  ctx: MutationCtx,
  userId: Id<"users">,
  profile: { name: string; role: Role; via: "password" | "google" | "clerk" | "seed" },
): Promise<void> {
  await emit(ctx, { type: "registered", v: 1, actorId: userId, subjectUserId: userId, ...profile });
}

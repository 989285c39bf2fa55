/**
 * Suspending, restoring and signing out a person (ADR 0066). The change is an event
 * (`account_suspended`, `account_restored`, `sessions_ended`; the accounts projector sets
 * `users.suspendedAt`); ending sessions deletes Convex Auth's own `authSessions` and their
 * `authRefreshTokens`, which are not projections (ADR 0050's exception for the sign-in library's
 * tables), so every token of the person is refused at once (getLiveIdentity) and cannot be renewed.
 */
import type { ConvexCredentialsConfig, GenericActionCtxWithAuthConfig } from "@convex-dev/auth/server";
import { internal } from "../../_generated/api";
import type { DataModel, Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { appError } from "../../lib/appError";
import { ACCOUNT_SUSPENDED, NOT_AN_ADMIN, NOT_YOURSELF, checkSuspendReason } from "../../shared/accountRules";

/** Deletes every session of the person and its refresh tokens (what Convex Auth's invalidateSessions does). */
export async function endSessionsOf(ctx: MutationCtx, userId: Id<"users">): Promise<number> {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .collect();
  for (const session of sessions) {
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .collect();
    for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
    await ctx.db.delete("authSessions", session._id);
  }
  return sessions.length;
}

async function target(ctx: MutationCtx, actorId: Id<"users">, userId: Id<"users">): Promise<Doc<"users">> {
  if (userId === actorId) throw appError("INVALID", NOT_YOURSELF);
  const user = await ctx.db.get("users", userId);
  if (user === null) throw appError("NOT_FOUND", "server.accounts.userNotFound");
  return user;
}

/** An Admin suspends someone else (not an Admin): the event, then every session ends. */
export async function suspendAccount(
  ctx: MutationCtx,
  actorId: Id<"users">,
  userId: Id<"users">,
  rawReason: string,
): Promise<void> {
  const user = await target(ctx, actorId, userId);
  if (user.role === "Admin") throw appError("FORBIDDEN", NOT_AN_ADMIN);
  const checked = checkSuspendReason(rawReason);
  if (!checked.ok) throw appError("INVALID", checked.message);
  if (user.suspendedAt === undefined) {
    await emit(ctx, { type: "account_suspended", v: 1, actorId, subjectUserId: userId, reason: checked.reason });
  }
  await endSessionsOf(ctx, userId);
}

/** An Admin lifts a suspension: they may sign in again. */
export async function restoreAccount(ctx: MutationCtx, actorId: Id<"users">, userId: Id<"users">): Promise<void> {
  const user = await target(ctx, actorId, userId);
  if (user.suspendedAt === undefined) return;
  await emit(ctx, { type: "account_restored", v: 1, actorId, subjectUserId: userId });
}

/** An Admin signs someone else out everywhere; an event only when a session was ended. */
export async function endSessions(ctx: MutationCtx, actorId: Id<"users">, userId: Id<"users">): Promise<void> {
  await target(ctx, actorId, userId);
  const ended = await endSessionsOf(ctx, userId);
  if (ended > 0) await emit(ctx, { type: "sessions_ended", v: 1, actorId, subjectUserId: userId });
}

/** Refuses a sign-in of a suspended person (every sign-in path asks here before a session is kept). */
export function refuseIfSuspended(user: Doc<"users"> | null): void {
  if (user?.suspendedAt !== undefined) throw appError("FORBIDDEN", ACCOUNT_SUSPENDED);
}

type CredentialsCtx = GenericActionCtxWithAuthConfig<DataModel>;
type Authorize = ConvexCredentialsConfig["authorize"];

/**
 * A credentials provider (password, invitation) whose sign-in refuses a suspended person with
 * ACCOUNT_SUSPENDED before Convex Auth makes the session; a session a code flow already made for
 * them is ended. Convex Auth keeps the provider's own settings under `options` (as
 * model/signInThrottle.ts reads them); a release that changes this shape fails here, at load.
 */
export function refusingSuspended(provider: ConvexCredentialsConfig): ConvexCredentialsConfig {
  const options = (provider as { options?: { authorize?: unknown } }).options;
  if (typeof options?.authorize !== "function") {
    throw new Error("Convex Auth's credentials provider changed shape: update model/suspension.ts.");
  }
  const inner = options.authorize as (params: Parameters<Authorize>[0], ctx: CredentialsCtx) => ReturnType<Authorize>;
  const authorize = async (params: Parameters<Authorize>[0], ctx: CredentialsCtx) => {
    const result = await inner(params, ctx);
    if (
      result !== null &&
      (await ctx.runMutation(internal.accounts.sessions.refuseSuspended, { userId: result.userId }))
    )
      throw appError("FORBIDDEN", ACCOUNT_SUSPENDED);
    return result;
  };
  return { ...provider, options: { ...options, authorize } } as ConvexCredentialsConfig;
}

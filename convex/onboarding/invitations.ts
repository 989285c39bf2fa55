/**
 * The invitation link's page (docs/onboarding.md, ADR 0054): what a token is for, before the
 * person chooses a password. Claiming itself is a sign-in, `auth:signIn` with the "invitation"
 * provider (model/invitationProvider.ts), which calls `claim` below.
 */
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { clientKey } from "../accounts/model/authRateLimit";
import { markEmailVerified } from "../accounts/model/emailVerification";
import { courseByKey } from "../courses/keys";
import { emit } from "../events/emit";
import { internalMutation, publicMutation } from "../functions";
import { claimRateLimiter } from "./model/claimRateLimit";
import {
  hashToken,
  invitationByHash,
  markClaimed,
  stateOf,
  TOKEN_PATTERN,
  type InvitationState,
} from "./model/invitations";

type Refused = Exclude<InvitationState, "ok"> | "tooManyGuesses";

/**
 * The invitation of a token, counting a token that is no invitation against the browser (a
 * mutation, so the count is kept; it returns, never throws, so the count is not rolled back).
 */
async function lookUp(
  ctx: MutationCtx,
  token: string,
  clientId: string | undefined,
): Promise<{ state: InvitationState | "tooManyGuesses"; invitation: Doc<"invitations"> | null }> {
  const key = clientKey(clientId);
  const allowed = await claimRateLimiter.check(ctx, "invitationGuessesByClient", { key });
  if (!allowed.ok) return { state: "tooManyGuesses" as const, invitation: null };
  const invitation = TOKEN_PATTERN.test(token) ? await invitationByHash(ctx, await hashToken(token)) : null;
  if (invitation === null) await claimRateLimiter.limit(ctx, "invitationGuessesByClient", { key });
  return { state: stateOf(invitation, Date.now()), invitation };
}

/**
 * What the link is for: the person's name and e-mail and the course, or why it does not work
 * (unknown, used, expired, or too many bad links from this browser). Open to visitors: the token
 * is the authority, and only its owner's own name and address come back.
 */
export const inspect = publicMutation({
  args: { token: v.string(), clientId: v.optional(v.string()) },
  handler: async (
    ctx,
    { token, clientId },
  ): Promise<
    | { state: "ok"; name: string; email: string; courseName: string; courseId: Id<"courses"> | null }
    | { state: Refused }
  > => {
    const { state, invitation } = await lookUp(ctx, token, clientId);
    if (state !== "ok") return { state };
    if (invitation === null) return { state: "unknown" };
    const course = await courseByKey(ctx, invitation.courseKey);
    return {
      state,
      name: invitation.name,
      email: invitation.email,
      courseName: invitation.courseName,
      courseId: course?._id ?? null,
    };
  },
});

/**
 * Uses up the invitation (called by the provider, with the password already checked): the
 * address is proved, the event recorded; the account and where to land, or why not.
 */
export const claim = internalMutation({
  args: { token: v.string(), clientId: v.optional(v.string()) },
  handler: async (
    ctx,
    { token, clientId },
  ): Promise<{ ok: true; userId: Id<"users">; email: string } | { ok: false; state: Refused }> => {
    const { state, invitation } = await lookUp(ctx, token, clientId);
    if (state !== "ok") return { ok: false, state };
    if (invitation === null) return { ok: false, state: "unknown" };
    await markClaimed(ctx, invitation);
    await emit(ctx, {
      type: "invitation_claimed",
      v: 1,
      actorId: invitation.userId,
      subjectUserId: invitation.userId,
      courseKey: invitation.courseKey,
      importKey: invitation.importKey,
      index: invitation.index,
      email: invitation.email,
    });
    // The mail reached them: the address is proved, as a verification code proves it.
    await markEmailVerified(ctx, invitation.userId, "code");
    return { ok: true, userId: invitation.userId, email: invitation.email };
  },
});

/**
 * Claiming an invitation is signing in (ADR 0054): Convex Auth's `auth:signIn` with this
 * credentials provider, `signIn("invitation", { token, password, clientId })`. It checks the
 * password by the sign-up rules, uses up the token (onboarding/invitations.ts `claim`: single use,
 * not expired, guesses counted per browser), then gives the password account made at the
 * invitation its password through Convex Auth's own `modifyAccountCredentials` (hashed by the
 * Password provider's crypto), and returns the user: Convex Auth makes the session and tokens.
 * It is not a sign-up: no sign-up bucket is spent, the token is the authority.
 */
import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import { modifyAccountCredentials } from "@convex-dev/auth/server";
import { internal } from "../../_generated/api";
import type { DataModel, Id } from "../../_generated/dataModel";
import { PASSWORD_PROVIDER } from "../../accounts/model/passwordAccounts";
import { assertPasswordAllowed } from "../../accounts/model/passwords";
import { appError } from "../../lib/appError";
import { INVITATION_MESSAGES } from "../../shared/rosterRules";

export const INVITATION_PROVIDER = "invitation";

type ClaimResult =
  { ok: true; userId: Id<"users">; email: string } | { ok: false; state: keyof typeof INVITATION_MESSAGES };

export const invitationProvider = ConvexCredentials<DataModel>({
  id: INVITATION_PROVIDER,
  authorize: async (params, ctx): Promise<{ userId: Id<"users"> }> => {
    const password = assertPasswordAllowed(String(params.password ?? ""));
    const claimed: ClaimResult = await ctx.runMutation(internal.onboarding.invitations.claim, {
      token: String(params.token ?? ""),
      ...(typeof params.clientId === "string" ? { clientId: params.clientId } : {}),
    });
    if (!claimed.ok) throw appError("INVALID", INVITATION_MESSAGES[claimed.state]);
    await modifyAccountCredentials(ctx, {
      provider: PASSWORD_PROVIDER,
      account: { id: claimed.email, secret: password },
    });
    return { userId: claimed.userId };
  },
});

import { useAuthActions } from "@convex-dev/auth/react";
import { api } from "@convex/_generated/api";
import { useConvexAuth, useQuery } from "convex/react";
import { useEffect } from "react";

/**
 * Tokens of a session that has ended (signed out elsewhere, a password reset or change, or old
 * tokens put back into storage) still pass the backend's signature check until they expire,
 * but every Lyceum function refuses them (convex/model/users.ts getLiveIdentity): `me` answers
 * null although a token is set. Then this browser forgets the tokens, so it shows the visitor's
 * screens and the login-required pages redirect to /login (ADR 0019).
 */
export function ForgetEndedSession(): null {
  const { isAuthenticated } = useConvexAuth();
  const me = useQuery(api.accounts.users.me, isAuthenticated ? {} : "skip");
  const { signOut } = useAuthActions();
  useEffect(() => {
    if (isAuthenticated && me === null) void signOut();
  }, [isAuthenticated, me, signOut]);
  return null;
}

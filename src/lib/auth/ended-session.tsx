import { useAuthActions } from "@convex-dev/auth/react";
import { api } from "@convex/_generated/api";
import { useConvexAuth, useQuery } from "convex/react";
import { useEffect } from "react";

/** Where the reason of an ended session waits for the sign-in page (this tab only). */
const NOTICE_KEY = "lyceum.sessionEndedBecause";

/**
 * Tokens of a session that has ended (signed out elsewhere, a password reset or change, an Admin's
 * "End sessions" or suspension, or old tokens put back into storage) still pass the backend's
 * signature check until they expire, but every Lyceum function refuses them
 * (convex/accounts/model/users.ts getLiveIdentity): `me` answers null although a token is set.
 * Then this browser asks why (a suspension is said on the sign-in page, ADR 0066), forgets the
 * tokens, and shows the visitor's screens; the login-required pages redirect to /login (ADR 0019).
 */
export function ForgetEndedSession(): null {
  const { isAuthenticated } = useConvexAuth();
  const me = useQuery(api.accounts.users.me, isAuthenticated ? {} : "skip");
  const ended = isAuthenticated && me === null;
  const because = useQuery(api.accounts.sessions.endedBecause, ended ? {} : "skip");
  const { signOut } = useAuthActions();
  useEffect(() => {
    if (!ended || because === undefined) return;
    if (because === "suspended") sessionStorage.setItem(NOTICE_KEY, because);
    void signOut();
  }, [ended, because, signOut]);
  return null;
}

/** Why this tab was last signed out by the server: "suspended", or null. */
export function sessionEndedNotice(): "suspended" | null {
  if (typeof sessionStorage === "undefined") return null;
  return sessionStorage.getItem(NOTICE_KEY) === "suspended" ? "suspended" : null;
}

/** The notice is said once: the sign-in page forgets it after showing it. */
export function forgetSessionEndedNotice(): void {
  if (typeof sessionStorage !== "undefined") sessionStorage.removeItem(NOTICE_KEY);
}

/** Clerk's Google sign-in (part of the Clerk bundle, loaded only when Clerk is configured). */
import { useSignIn } from "@clerk/react";
import { useMemo, type ReactNode } from "react";
import { UserFacingError } from "../errors";
import { GoogleSignInContext, welcomePath, type GoogleSignIn } from "./google";
import { t } from "@/lib/words/i18n";

/** Where Clerk brings the browser back from Google (src/routes/sso-callback.tsx). */
export function ssoCallbackPath(redirect?: string): string {
  return redirect ? `/sso-callback?${new URLSearchParams({ redirect }).toString()}` : "/sso-callback";
}

/**
 * Clerk's redirect flow (Clerk v6's `signIn.sso`, the successor of `authenticateWithRedirect`):
 * Google, then /sso-callback, where HandleSSOCallback finishes the sign-in or sign-up and goes on
 * to the welcome screen. `enabled` says whether Google is turned on in Clerk's dashboard.
 */
export function ClerkGoogleSignIn({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { signIn } = useSignIn();
  const google = useMemo<GoogleSignIn>(
    () => ({
      available: enabled,
      async start(redirect) {
        const { error } = await signIn.sso({
          strategy: "oauth_google",
          redirectCallbackUrl: ssoCallbackPath(redirect),
          redirectUrl: welcomePath(redirect),
        });
        if (error) throw new UserFacingError(error.message || t("lib.auth.googleFailed"));
      },
    }),
    [enabled, signIn],
  );
  return <GoogleSignInContext.Provider value={google}>{children}</GoogleSignInContext.Provider>;
}

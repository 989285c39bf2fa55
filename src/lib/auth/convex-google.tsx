import { useAuthActions } from "@convex-dev/auth/react";
import { useQuery } from "convex/react";
import { useMemo, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { GoogleSignInContext, welcomePath, type GoogleSignIn } from "./google";

/**
 * Google through Convex Auth: offered when the deployment has a Google client (signInOptions.list).
 * signIn("google") sends the browser to the backend's /api/auth/signin/google, Google, then the
 * backend's callback, which comes back to the welcome screen with a one-time code that
 * ConvexAuthProvider trades for tokens.
 */
export function ConvexGoogleSignIn({ children }: { children: ReactNode }) {
  const { signIn } = useAuthActions();
  const options = useQuery(api.accounts.signInOptions.list);
  const google = useMemo<GoogleSignIn>(
    () => ({
      available: options?.google,
      async start(redirect) {
        await signIn("google", { redirectTo: welcomePath(redirect) });
      },
    }),
    [options?.google, signIn],
  );
  return <GoogleSignInContext.Provider value={google}>{children}</GoogleSignInContext.Provider>;
}

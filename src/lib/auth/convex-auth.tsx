import { ConvexAuthProvider, useAuthActions, useAuthToken } from "@convex-dev/auth/react";
import { useMemo, type ReactNode } from "react";
import { convex } from "../convex";
import { currentLanguage } from "@/lib/i18n";
import { convexAccountActions } from "./account-actions";
import { AuthAdapterContext, type AuthAdapter } from "./adapter";
import { attachAvatar } from "./avatar";
import { signInClientId } from "./client-id";
import { ConvexGoogleSignIn } from "./convex-google";
import { ForgetEndedSession } from "./ended-session";
import { useWaitForAuth } from "./wait-for-auth";

/** Built-in e-mail + password sign-in (Convex Auth), the default provider. */
export function ConvexPasswordAuthProvider({ children }: { children: ReactNode }) {
  return (
    <ConvexAuthProvider client={convex}>
      <ConvexPasswordAdapter>
        <ForgetEndedSession />
        <ConvexGoogleSignIn>{children}</ConvexGoogleSignIn>
      </ConvexPasswordAdapter>
    </ConvexAuthProvider>
  );
}

function ConvexPasswordAdapter({ children }: { children: ReactNode }) {
  const { signIn, signOut } = useAuthActions();
  const token = useAuthToken();
  const waitForAuth = useWaitForAuth();

  const adapter = useMemo<AuthAdapter>(
    () => ({
      account: convexAccountActions,
      async register({ displayName, email, role, password, image }) {
        // The server creates the profile (display name, role) with the account: convex/auth.ts.
        await signIn("password", {
          flow: "signUp",
          email,
          password,
          displayName,
          role,
          // The verification mail is worded in it until the account's language is saved.
          language: currentLanguage(),
          clientId: signInClientId(),
        });
        await waitForAuth();
        return { avatarError: await attachAvatar(image) };
      },
      async login({ email, password }) {
        // clientId: failures are counted per browser too (convex/model/signInThrottle.ts).
        await signIn("password", { flow: "signIn", email, password, clientId: signInClientId() });
        await waitForAuth();
      },
      async claimInvitation({ token, password }) {
        // The "invitation" provider (convex/onboarding/model/invitationProvider.ts); clientId: bad links are counted per browser.
        await signIn("invitation", { token, password, clientId: signInClientId() });
        await waitForAuth();
      },
      async logout() {
        await signOut();
      },
      getToken: () => Promise.resolve(token),
    }),
    [signIn, signOut, waitForAuth, token],
  );

  return <AuthAdapterContext.Provider value={adapter}>{children}</AuthAdapterContext.Provider>;
}

/**
 * Clerk sign-in, used only when VITE_CLERK_PUBLISHABLE_KEY is set. This module is loaded with
 * a dynamic import by ./provider.tsx, so Clerk's SDK never reaches visitors otherwise.
 * Our own Register and Login forms drive Clerk's custom-flow hooks; the Lyceum profile is
 * created by Clerk's user.created webhook or users.completeSignUp, whichever comes first.
 */
import { ClerkProvider, useAuth, useClerk, useSignIn, useSignUp } from "@clerk/react";
import { ConvexProviderWithClerk } from "convex/react-clerk";
import { useMemo, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { config } from "../config";
import { convex } from "../convex";
import { UserFacingError } from "../errors";
import { AuthAdapterContext, type AuthAdapter } from "./adapter";
import { attachAvatar } from "./avatar";
import { ClerkGoogleSignIn } from "./clerk-google";
import { useWaitForAuth } from "./wait-for-auth";
import { t } from "@/lib/words/i18n";

export default function ClerkAuthProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey}>
      <ConvexProviderWithClerk client={convex} useAuth={useAuth}>
        <ClerkAdapter>
          <ClerkGoogleSignIn enabled={config.clerkGoogle}>{children}</ClerkGoogleSignIn>
        </ClerkAdapter>
      </ConvexProviderWithClerk>
    </ClerkProvider>
  );
}

function clerkFailure(error: { message?: string } | null, fallback: string): UserFacingError {
  return new UserFacingError(error?.message || fallback);
}

function ClerkAdapter({ children }: { children: ReactNode }) {
  const { signUp } = useSignUp();
  const { signIn } = useSignIn();
  const clerk = useClerk();
  const { getToken } = useAuth();
  const waitForAuth = useWaitForAuth();

  const adapter = useMemo<AuthAdapter>(
    () => ({
      async register({ displayName, email, role, password, image }) {
        // Clerk copies unsafeMetadata to the user: its user.created webhook then registers the
        // profile with the role and name chosen here, even if completeSignUp below never runs.
        const created = await signUp.password({
          emailAddress: email,
          password,
          unsafeMetadata: { role, displayName },
        });
        if (created.error) throw clerkFailure(created.error, t("lib.auth.signUpRefused"));
        if (signUp.status !== "complete") {
          // E-mail verification codes are not part of SPEC's register screen.
          throw new UserFacingError(t("lib.auth.verificationUnsupported"));
        }
        const finalized = await signUp.finalize();
        if (finalized.error) throw clerkFailure(finalized.error, t("lib.auth.sessionFailed"));
        await waitForAuth();
        await convex.mutation(api.accounts.users.completeSignUp, { displayName, role });
        return { avatarError: await attachAvatar(image) };
      },
      async login({ email, password }) {
        const attempt = await signIn.password({ emailAddress: email, password });
        if (attempt.error) throw clerkFailure(attempt.error, t("lib.auth.signInRefused"));
        if (signIn.status !== "complete") throw new UserFacingError(t("lib.auth.moreVerification"));
        const finalized = await signIn.finalize();
        if (finalized.error) throw clerkFailure(finalized.error, t("lib.auth.sessionFailed"));
        await waitForAuth();
      },
      async logout() {
        await clerk.signOut();
      },
      // The same JWT template ConvexProviderWithClerk uses for Convex.
      getToken: () => getToken({ template: "convex" }),
    }),
    [signUp, signIn, clerk, waitForAuth, getToken],
  );

  return <AuthAdapterContext.Provider value={adapter}>{children}</AuthAdapterContext.Provider>;
}

/** Clerk's end of the Google redirect (loaded only with Clerk): finishes sign-in or sign-up. */
import { HandleSSOCallback } from "@clerk/react";
import { useNavigate } from "@tanstack/react-router";
import { PageSpinner } from "@/components/full-screen-spinner";
import { welcomePath } from "@/lib/auth/google";
import { useT } from "./i18n";

export default function ClerkSsoCallback({ redirect }: { redirect?: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <PageSpinner label={t("auth.finishingSignIn")} />
      <HandleSSOCallback
        navigateToApp={({ decorateUrl }) => {
          // The welcome screen asks a first-time account for its role (users.completeSignUp).
          const destination = decorateUrl(welcomePath(redirect));
          if (destination.startsWith("http")) window.location.href = destination;
          else void navigate({ href: destination, replace: true });
        }}
        navigateToSignIn={() => void navigate({ to: "/login", replace: true })}
        navigateToSignUp={() => void navigate({ to: "/register", replace: true })}
      />
    </>
  );
}

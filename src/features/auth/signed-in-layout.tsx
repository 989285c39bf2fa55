import type { ReactNode } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { useAuthStatus } from "@/lib/auth";
import { useProfile } from "@/lib/me";
import { useT } from "./i18n";
import { VerifyEmailBanner } from "./verify-email-banner";

/**
 * What every login-required page sits in (the `/_authed` layout): a spinner while sign-in is
 * checked, then the verification banner and the page. The page mounts as soon as sign-in is known
 * (its queries go out with the profile's) but shows only once the profile is known: the banner it
 * may bring would otherwise push a page already on screen down (ADR 0084).
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { isLoading, isAuthenticated } = useAuthStatus();
  const profile = useProfile();
  // Until the route's guard has run again with the settled state, never show protected content.
  if (isLoading || !isAuthenticated) return <PageSpinner label={t("auth.checkingSignIn")} />;
  const known = profile !== undefined;
  return (
    <>
      {!known && <PageSpinner label={t("auth.checkingSignIn")} />}
      <VerifyEmailBanner />
      <div hidden={!known} className={known ? "contents" : undefined}>
        {children}
      </div>
    </>
  );
}

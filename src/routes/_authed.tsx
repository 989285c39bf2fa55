import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { PageSpinner } from "@/components/full-screen-spinner";
import { VerifyEmailBanner } from "@/features/auth/verify-email-banner";
import { useAuthStatus } from "@/lib/auth";
import { useProfile } from "@/lib/me";
import { useCurrentCourseOwner } from "@/lib/use-current-course-owner";

/**
 * Pathless layout of every login-required route (SPEC §2): a spinner while sign-in is being
 * checked, /login?redirect=<asked path> when signed out. The guard runs in beforeLoad, which
 * knows the exact page asked for (also on in-app navigation), and which <App> re-runs
 * (router.invalidate) whenever the sign-in state changes, e.g. after signing out elsewhere.
 */
export const Route = createFileRoute("/_authed")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isLoading && !context.auth.isAuthenticated) {
      throw redirect({ to: "/login", search: { redirect: location.href }, replace: true });
    }
  },
  component: AuthedLayout,
});

function AuthedLayout() {
  const { isLoading, isAuthenticated } = useAuthStatus();
  const profile = useProfile();
  useCurrentCourseOwner();
  // Until beforeLoad has run again with the settled state, never show protected content.
  if (isLoading || !isAuthenticated) return <PageSpinner label="Checking your sign-in" />;
  // The page mounts at once (its queries go out with the profile's) but shows only once the profile
  // is known: the verification banner it may bring would otherwise push a shown page down.
  const known = profile !== undefined;
  return (
    <>
      {!known && <PageSpinner label="Checking your sign-in" />}
      <VerifyEmailBanner />
      <div hidden={!known} className={known ? "contents" : undefined}>
        <Outlet />
      </div>
    </>
  );
}

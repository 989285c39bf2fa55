import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { SignedInLayout } from "@/features/auth/signed-in-layout";
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
  useCurrentCourseOwner();
  return (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  );
}

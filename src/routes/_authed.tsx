import { createFileRoute, Navigate, Outlet, useRouterState } from "@tanstack/react-router";
import { PageSpinner } from "@/components/full-screen-spinner";
import { useAuthStatus } from "@/lib/auth";

/**
 * Pathless layout of every login-required route (SPEC §2): a spinner while sign-in is being
 * checked, /login?redirect=<asked path> when signed out. Rendering the redirect (rather than a
 * beforeLoad guard) covers both a direct visit and signing out while on a protected page.
 */
export const Route = createFileRoute("/_authed")({
  component: AuthedLayout,
});

function AuthedLayout() {
  const { isLoading, isAuthenticated } = useAuthStatus();
  // The page on screen (undefined until the first load settles), not state.location: that
  // turns into /login as soon as the redirect starts, and <Navigate> re-navigates on every
  // render, so ?redirect= would otherwise keep nesting itself.
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href });

  if (isLoading || (!isAuthenticated && href === undefined)) return <PageSpinner label="Checking your sign-in" />;
  if (!isAuthenticated) return <Navigate to="/login" search={{ redirect: href }} replace />;
  return <Outlet />;
}

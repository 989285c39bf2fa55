import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { useAuthStatus } from "@/lib/auth";

/**
 * Pathless layout of every login-required route (SPEC §2): a spinner while sign-in is being
 * checked, /login?redirect=<asked path> when signed out. The redirect happens in beforeLoad,
 * which <App> re-runs (router.invalidate) whenever the sign-in state changes.
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
  const href = useLocation({ select: (location) => location.href });
  const navigate = useNavigate();
  const redirectedFrom = useRef<string | null>(null);
  const signedOut = !isLoading && !isAuthenticated;

  // Safety net in case the guard above did not run again: redirect once per page.
  useEffect(() => {
    if (!signedOut || redirectedFrom.current === href) return;
    const timer = setTimeout(() => {
      redirectedFrom.current = href;
      void navigate({ to: "/login", search: { redirect: href }, replace: true });
    }, 250);
    return () => clearTimeout(timer);
  }, [signedOut, href, navigate]);

  if (isLoading || !isAuthenticated) return <PageSpinner label="Checking your sign-in" />;
  return <Outlet />;
}

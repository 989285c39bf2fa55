import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useAuthStatus } from "@/lib/auth";
import { AuthProvider } from "@/lib/auth/provider";
import type { AppRouter } from "./router";

function RoutedApp({ router }: { router: AppRouter }) {
  const auth = useAuthStatus();
  const first = useRef(true);

  // Re-run route guards (beforeLoad) when the person is found signed out: the only state in which
  // a guard answers differently (/_authed sends them to /login). Becoming signed in changes no
  // route, and re-running every match then cost a page load's first render a second pass.
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (signedOut) void router.invalidate();
  }, [router, signedOut]);

  return <RouterProvider router={router} context={{ auth }} />;
}

/** The whole app, in the browser and in the build's prerender alike (the same tree hydrates). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AuthProvider>
      <RoutedApp router={router} />
    </AuthProvider>
  );
}

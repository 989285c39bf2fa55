import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useAuthStatus } from "@/lib/auth";
import { AuthProvider } from "@/lib/auth/provider";
import type { AppRouter } from "./router";

function RoutedApp({ router }: { router: AppRouter }) {
  const auth = useAuthStatus();
  const first = useRef(true);

  // Re-run route guards (beforeLoad) when the sign-in state changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [router, auth.isLoading, auth.isAuthenticated]);

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

import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useAuthStatus } from "@/lib/auth";
import { AuthProvider } from "@/lib/auth/provider";
import { router } from "./router";

function RoutedApp() {
  const auth = useAuthStatus();
  const first = useRef(true);

  // Re-run route guards (beforeLoad) when the sign-in state changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [auth.isLoading, auth.isAuthenticated]);

  return <RouterProvider router={router} context={{ auth }} />;
}

export function App() {
  return (
    <AuthProvider>
      <RoutedApp />
    </AuthProvider>
  );
}

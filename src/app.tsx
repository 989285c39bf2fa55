import { RouterProvider } from "@tanstack/react-router";
import { useAuthStatus } from "@/lib/auth";
import { AuthProvider } from "@/lib/auth/provider";
import { router } from "./router";

function RoutedApp() {
  // Route context keeps the current sign-in state; <AuthedLayout> does the redirecting.
  const auth = useAuthStatus();
  return <RouterProvider router={router} context={{ auth }} />;
}

export function App() {
  return (
    <AuthProvider>
      <RoutedApp />
    </AuthProvider>
  );
}

import { createFileRoute, Navigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { config } from "@/lib/config";
import { useT } from "@/features/auth/i18n";

type CallbackSearch = { redirect?: string };

// Clerk's callback UI, requested only when Clerk is configured (keeps Clerk out of the default bundle).
const ClerkSsoCallback = config.clerkPublishableKey ? lazy(() => import("@/features/auth/clerk-sso-callback")) : null;

/** Where Clerk brings the browser back from Google (src/lib/auth/clerk-google.tsx). */
export const Route = createFileRoute("/sso-callback")({
  validateSearch: (search: Record<string, unknown>): CallbackSearch =>
    typeof search.redirect === "string" ? { redirect: search.redirect } : {},
  component: SsoCallbackRoute,
});

function SsoCallbackRoute() {
  const t = useT();
  const { redirect } = Route.useSearch();
  // The built-in sign-in comes back to /welcome instead; nothing to finish here.
  if (!ClerkSsoCallback) return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={<PageSpinner label={t("auth.finishingSignIn")} />}>
      <ClerkSsoCallback redirect={redirect} />
    </Suspense>
  );
}

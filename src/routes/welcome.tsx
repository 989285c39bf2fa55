import { createFileRoute } from "@tanstack/react-router";
import { WelcomePage } from "@/features/auth/welcome-page";

type WelcomeSearch = { redirect?: string };

/** Where Google sign-in comes back (src/lib/auth/google.ts): role choice, or on to `redirect`. */
export const Route = createFileRoute("/welcome")({
  validateSearch: (search: Record<string, unknown>): WelcomeSearch =>
    typeof search.redirect === "string" ? { redirect: search.redirect } : {},
  component: WelcomeRoute,
});

function WelcomeRoute() {
  const { redirect } = Route.useSearch();
  return <WelcomePage redirect={redirect} />;
}

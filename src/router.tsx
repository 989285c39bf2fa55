import { createRouter } from "@tanstack/react-router";
import { ErrorView } from "@/components/error-view";
import { NotFound } from "@/components/not-found";
import { PageSpinner } from "@/components/full-screen-spinner";
import { routeTree } from "./routeTree.gen";

export const router = createRouter({
  routeTree,
  // Filled in by <App> from the auth provider on every render.
  context: { auth: { isLoading: true, isAuthenticated: false } },
  defaultPreload: "intent",
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: ErrorView,
  defaultPendingComponent: () => <PageSpinner />,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ErrorView } from "@/components/error-view";
import { NotFound } from "@/components/not-found";
import { PageSpinner } from "@/components/full-screen-spinner";
import { routeTree } from "./routeTree.gen";

/**
 * The app's router. The browser makes one with its own history (src/main.tsx); the build's
 * prerender (src/entry-server.tsx) makes one per public page with a memory history.
 */
export function createAppRouter({ history, prerender = false }: { history?: RouterHistory; prerender?: boolean } = {}) {
  return createRouter({
    routeTree,
    history,
    // Filled in by <App> from the auth provider on every render.
    context: { auth: { isLoading: true, isAuthenticated: false } },
    defaultPreload: "intent",
    // The prerender would emit an inline restoration script, which the CSP refuses (ADR 0026).
    scrollRestoration: !prerender,
    isServer: prerender ? true : undefined,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorView,
    defaultPendingComponent: () => <PageSpinner />,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

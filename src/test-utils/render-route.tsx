import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/sonner";

function Elsewhere() {
  const href = useLocation({ select: (location) => location.href });
  return <p data-testid="elsewhere">{href}</p>;
}

/**
 * Renders a screen inside a real TanStack router (memory history) with the toaster, so links,
 * navigation and toasts behave as in the app. Any other URL renders a marker with its href.
 */
export function renderRoute(
  ui: ReactNode,
  { path = "/", initialEntry = path }: { path?: string; initialEntry?: string } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const otherRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", component: Elsewhere });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFound } from "@/components/not-found";
import { TopBar } from "@/components/top-bar";
import { ConnectionBanner } from "@/components/connection-banner";
import { RouteAnnouncer } from "@/components/route-announcer";
import { AppToaster } from "@/components/toaster";
import type { AuthStatus } from "@/lib/auth";

export type RouterContext = { auth: AuthStatus };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <TopBar />
      <ConnectionBanner />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <AppToaster />
      <RouteAnnouncer />
    </div>
  );
}

import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFound } from "@/components/not-found";
import { TopBar } from "@/components/top-bar";
import { ConnectionBanner } from "@/components/connection-banner";
import { RouteAnnouncer } from "@/components/route-announcer";
import { AppToaster } from "@/components/toaster";
import { ThemeSync } from "@/lib/theme";
import { LanguageSync } from "@/lib/i18n/language";
import type { AuthStatus } from "@/lib/auth";

export type RouterContext = { auth: AuthStatus };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

/**
 * A flex column at least the window's height; pages scroll the document. A page that fills the
 * window instead (the chat room: only its message list scrolls) marks its root `data-fills-viewport`
 * and gives it `flex-1 min-h-0`: the column is then exactly the window's height, so that page gets
 * what the top bar and any banner (connection, verify e-mail) leave.
 */
function RootLayout() {
  return (
    <div className="flex min-h-svh flex-col has-[[data-fills-viewport]]:h-svh">
      <TopBar />
      <ConnectionBanner />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none has-[[data-fills-viewport]]:min-h-0">
        <Outlet />
      </main>
      <AppToaster />
      <RouteAnnouncer />
      <ThemeSync />
      <LanguageSync />
    </div>
  );
}

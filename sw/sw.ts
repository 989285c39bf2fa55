/**
 * Lyceum's service worker (ADR 0087), built by vite-plugin-pwa into /sw.js:
 * - **Pages, the network first.** A page's HTML comes from the network whenever there is one (never a
 *   stale copy of the app's code: the HTML names the hashed files of the current build); offline, the
 *   copy of that page kept from the last visit, else the signed-in shell (`/shell.html`, kept when
 *   the worker installs), so the app opens to its own "cannot reach Lyceum" state, not the
 *   browser's error page.
 * - **Code, from the cache once fetched.** `/assets/` files are hashed by content and never change,
 *   so a copy is always right; the newest 400 are kept.
 * - **Nothing else.** Course data and people's details come over the Convex connection, files from
 *   their own origins: the worker keeps neither, so no signed-in data stays on a shared device after
 *   sign-out. The pages it keeps are the prerendered public ones and the generic shell.
 * A new build is a new worker: it takes over at once (skipWaiting, clientsClaim) and, being network
 * first for pages, serves the new code from the next navigation. It also shows Web Push
 * notifications (below).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope;

const PAGES = "lyceum-pages";
const CODE = "lyceum-code";
const SHELL = "/shell.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(SHELL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});
clientsClaim();

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES,
      networkTimeoutSeconds: 10,
      plugins: [new ExpirationPlugin({ maxEntries: 50 })],
    }),
  ),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: CODE, plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);

// Offline, a page never visited: the shell, which starts the app from the code it has.
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  return (await caches.match(SHELL, { cacheName: PAGES })) ?? Response.error();
});

/**
 * Web Push (ADR 0088): a notification from the server ({ title, path, tag }, encrypted for this
 * device) is shown with Lyceum's icon; a click opens its screen, in a Lyceum window if one is open.
 */
type PushMessage = { title: string; path: string; tag?: string };

self.addEventListener("push", (event) => {
  const message = event.data?.json() as PushMessage | undefined;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: message.tag,
      data: { path: message.path },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { path?: string } | null)?.path ?? "/dashboard";
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    }),
  );
});

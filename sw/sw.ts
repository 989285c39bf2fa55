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
 * first for pages, serves the new code from the next navigation.
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

/**
 * Registers the service worker (sw/sw.ts, ADR 0087) once the page has loaded, in a built app only:
 * it makes Lyceum installable and lets it open offline to its own state. Registration waits for
 * the page's load so it never competes with what the first screen needs.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => undefined); // no worker: the app works as before
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

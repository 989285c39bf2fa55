// First: configures Zod before any schema is built (see the module).
import "./lib/zod-csp";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { PRERENDERED_ATTRIBUTE, prerenderedPathOf, SHELL_MARK } from "./prerendered";
import { createAppRouter, type AppRouter } from "./router";
import "./index.css";
import { markTheme, storedTheme } from "./lib/theme";
import { activateLanguage } from "./lib/i18n";
import { storedLanguage } from "./lib/i18n/language";
import { registerServiceWorker } from "./lib/pwa";
import { prepareClassNames } from "./lib/utils";

// The theme this browser last had, before anything renders (the prerendered pages' boot script has
// done so already; the development server's page has no boot script).
markTheme(storedTheme());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

/**
 * Asks for the code of the routes this address shows now, rather than once React has rendered the
 * app and the router starts loading (a round trip and a render later). Only the code: the router
 * still runs every guard (beforeLoad) and loader itself, and loads anything that failed here again.
 */
function requestRouteCode(router: AppRouter) {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/** Lets the browser run other tasks (paint, input, network) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Work the first render would otherwise do inside its own long task, each step a task of its own
 * (issue #32: a phone's main thread is blocked by long tasks, not by short ones).
 */
async function prepareFirstRender(): Promise<void> {
  await nextTask();
  prepareClassNames();
  await nextTask();
}

async function start(container: HTMLElement) {
  // The app's code has just been evaluated: the router is made in the next task.
  await nextTask();
  const router = createAppRouter();
  // Another language than English: its words first (one file, fetched while the route's code
  // loads), so the first render is in it (ADR 0089).
  const language = storedLanguage();
  // Words that cannot be fetched (offline, and never fetched before): the page in English.
  const words = activateLanguage(language).catch(() => activateLanguage("en"));
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The build prerenders the public pages (ADR 0026). Their HTML is hydrated only on the page it
  // was made for: a host that answers another path with it (the SPA fallback) gets a fresh render.
  const prerendered = prerenderedPathOf(container);
  // The prerendered pages are English: in another language they are rendered afresh, not hydrated.
  if (prerendered !== window.location.pathname || language !== "en") {
    // The shell (a top bar and a spinner) stays on screen until React's first commit replaces it;
    // another page's markup (a host's fallback) must not show, so it goes at once.
    if (prerendered !== SHELL_MARK) container.replaceChildren();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    requestRouteCode(router);
    await words;
    await prepareFirstRender();
    // A transition: React renders the app in slices and lets the browser paint and handle input in
    // between, instead of one long task.
    const fresh = createRoot(container);
    startTransition(() => fresh.render(app));
    return;
  }
  // Load the route's code first, so the first render is the prerendered one and nothing suspends.
  await router.load();
  await prepareFirstRender();
  // The prerender has no root Suspense boundaries (TanStack's server rendering); marking the
  // router as server-rendered makes the browser's first render leave them out too.
  router.ssr = { manifest: undefined };
  hydrateRoot(container, app);
}

void start(root);
registerServiceWorker();

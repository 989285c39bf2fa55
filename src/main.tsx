// First: configures Zod before any schema is built (see the module).
import "./lib/zod-csp";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { PRERENDERED_ATTRIBUTE, prerenderedPathOf } from "./prerendered";
import { createAppRouter } from "./router";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

async function start(container: HTMLElement) {
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The build prerenders the public pages (ADR 0026). Their HTML is hydrated only on the page it
  // was made for: a host that answers another path with it (the SPA fallback) gets a fresh render.
  if (prerenderedPathOf(container) !== window.location.pathname) {
    container.replaceChildren();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    createRoot(container).render(app);
    return;
  }
  // Load the route's code first, so the first render is the prerendered one and nothing suspends.
  await router.load();
  // The prerender has no root Suspense boundaries (TanStack's server rendering); marking the
  // router as server-rendered makes the browser's first render leave them out too.
  router.ssr = { manifest: undefined };
  hydrateRoot(container, app);
}

void start(root);

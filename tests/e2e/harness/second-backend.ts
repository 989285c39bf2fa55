/**
 * A second offline backend for a spec that needs a backend of its own (e.g. an empty store),
 * with the page's Convex WebSocket bridged to it. The built app has the shared backend's URL baked
 * in, so instead of rebuilding, the page's sync socket is routed (Playwright routeWebSocket) and
 * each message relayed to and from the second backend.
 */
import type { Page } from "@playwright/test";
import { createServer } from "node:net";
import WebSocket from "ws";
import { spawnOfflineBackend, stopGroup, waitForOfflineBackend } from "../../../scripts/lib/processes.mjs";

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type SecondBackend = { url: string; stop: () => Promise<void> };

/** Starts an empty in-memory backend with the given deployment variables. */
export async function startSecondBackend(env: Record<string, string>): Promise<SecondBackend> {
  const [port, sitePort] = [await freePort(), await freePort()];
  const appOrigin = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin;
  const child = spawnOfflineBackend({
    port,
    sitePort,
    inMemory: true,
    appOrigins: [appOrigin],
    env: { ...process.env, ...env },
  });
  try {
    const url = await waitForOfflineBackend(child);
    return { url, stop: () => stopGroup(child) };
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
}

/**
 * Points the page at `backendUrl` instead of the shared backend: its Convex sync socket, and the
 * HTTP function calls (Convex Auth refreshes tokens with ConvexHttpClient over HTTP).
 */
export async function bridgeConvexSocket(page: Page, backendUrl: string): Promise<void> {
  const appOrigin = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin;
  await page.route(/\/api\/(action|mutation|query|run)(\/|$)/, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: new URL(url.pathname + url.search, backendUrl).toString() });
    await route.fulfill({ response });
  });
  await page.routeWebSocket(/\/api\/[^/]+\/sync$/, (route) => {
    const target = new URL(new URL(route.url()).pathname, backendUrl.replace(/^http/, "ws"));
    const upstream = new WebSocket(target, { origin: appOrigin });
    const early: string[] = [];
    upstream.on("open", () => early.splice(0).forEach((message) => upstream.send(message)));
    upstream.on("message", (data) => route.send(data.toString()));
    upstream.on("close", () => void route.close());
    upstream.on("error", () => void route.close());
    route.onMessage((message) => {
      const text = typeof message === "string" ? message : message.toString();
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else early.push(text);
    });
    route.onClose(() => upstream.close());
  });
}

import type { Page, WebSocketRoute } from "@playwright/test";

/** The Convex client's sync socket: ws://<backend>/api/<version>/sync. */
const SYNC_SOCKET = /\/api\/[^/]+\/sync$/;

/**
 * Puts the page's connection to the backend under the test's control (ADR 0023). Every sync socket
 * is routed through Playwright and passed on to the real backend; `cut()` closes them as a stopped
 * backend would, and until `restore()` new attempts are refused before they open (the page sees
 * what it sees when nothing listens on the port). The shared in-memory backend keeps running, so
 * other tests and the data are untouched. Call before the page first loads the app.
 */
export async function controlConnection(page: Page): Promise<{ cut: () => Promise<void>; restore: () => void }> {
  let up = true;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(SYNC_SOCKET, async (socket) => {
    if (!up) {
      // Closed inside the handler, before Playwright opens the page's side: a refused connection.
      await socket.close({ code: 1006, reason: "backend unreachable (test)" });
      return;
    }
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  return {
    async cut() {
      up = false;
      await Promise.all([...open].map((socket) => socket.close({ code: 1006, reason: "backend stopped (test)" })));
      open.clear();
    },
    restore() {
      up = true;
    },
  };
}

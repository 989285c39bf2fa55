/**
 * The build's prerender of the public pages (ADR 0026), bundled by scripts/prerender/plugin.ts
 * with `vite build --ssr` and run once in Node at build time. It renders the same <App> the
 * browser hydrates, signed out and with sign-in still "loading" (the browser's first render is
 * the same), with no backend: queries stay unanswered, so live parts show their placeholders.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app";
import { convex } from "./lib/convex";
import { documentTitle, screenTitle } from "./lib/page-titles";
import { createAppRouter } from "./router";

export { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, SHELL_FILE, SHELL_MARK, SHELL_ROUTE } from "./prerendered";

export type PrerenderedPage = { html: string; title: string };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The markup of #root for `path`, and the page's <title>. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), prerender: true });
  await router.load();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // One piece of HTML: React would otherwise move large parts out to be put in place by an
    // inline script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  return { html, title: documentTitle(screenTitle(router.state.matches)) };
}

/** Ends the Convex client (it never connected: no socket is opened at build time). */
export function stop(): void {
  void convex.close();
}

/**
 * Vite plugin: after `vite build` writes the app, prerender the public pages (ADR 0026).
 * It bundles src/entry-server.tsx for Node (a second, SSR build into a temporary folder), renders
 * `/`, `/login` and `/register` with it, and writes each page's HTML into the build; the SPA's
 * empty page is kept as shell.html for every other path. A plugin rather than a package.json step,
 * so that every `vite build` (npm run build, the e2e harness, npm start, the bundle check) makes
 * the same files. With Clerk configured nothing is prerendered (its provider loads lazily and
 * renders a spinner first), and the app renders in the browser as before.
 */
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, loadEnv, type Plugin, type ResolvedConfig } from "vite";
import { offlineWebSocket } from "./offline-websocket.ts";
import { injectPage, inlineStylesheets, type PageMarkup } from "./html.ts";

type ServerEntry = {
  PRERENDERED_PAGES: readonly { path: string; file: string }[];
  PRERENDERED_ATTRIBUTE: string;
  SHELL_FILE: string;
  renderPage(path: string): Promise<PageMarkup>;
  stop(): void;
};

const ENTRY = "src/entry-server.tsx";
/** The same name as SHELL_FILE in src/prerendered.ts (the entry checks they agree). */
const SHELL = "shell.html";

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "lyceum:prerender-public-pages",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const env = { ...loadEnv(config.mode, config.root, "VITE_"), ...process.env };
        if (env.VITE_CLERK_PUBLISHABLE_KEY?.trim()) {
          config.logger.info("Prerender skipped: with Clerk the app renders in the browser (ADR 0026).");
          return;
        }
        await prerender(config);
      },
    },
  };
}

async function prerender(config: ResolvedConfig): Promise<void> {
  const outDir = path.resolve(config.root, config.build.outDir);
  // Inside the project, so that the bundle's imports of packages resolve from node_modules/.
  const cache = path.join(config.root, "node_modules", ".cache");
  await mkdir(cache, { recursive: true });
  const serverDir = await mkdtemp(path.join(cache, "lyceum-prerender-"));
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      root: config.root,
      logLevel: "warn",
      build: {
        ssr: ENTRY,
        outDir: serverDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: "entry-server.mjs" } },
      },
    });
    const restore = offlineWebSocket();
    const entry = (await import(pathToFileURL(path.join(serverDir, "entry-server.mjs")).href)) as ServerEntry;
    try {
      if (entry.SHELL_FILE !== SHELL)
        throw new Error(`src/prerendered.ts names the shell ${entry.SHELL_FILE}, not ${SHELL}.`);
      const template = await readFile(path.join(outDir, "index.html"), "utf8");
      await writeFile(path.join(outDir, entry.SHELL_FILE), template);
      for (const page of entry.PRERENDERED_PAGES) {
        const markup = await entry.renderPage(page.path);
        const html = await inlineStylesheets(
          injectPage(template, markup, { attribute: entry.PRERENDERED_ATTRIBUTE, path: page.path }),
          (href) => readFile(path.join(outDir, href), "utf8"),
        );
        await writeFile(path.join(outDir, page.file), html);
        config.logger.info(`Prerendered ${page.path} → ${page.file} (${(html.length / 1024).toFixed(1)} KB)`);
      }
    } finally {
      entry.stop();
      restore();
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/**
 * `vite preview` answers a path it has no file for with index.html, which is now the landing page;
 * for those it serves the shell instead (a deep link must not show the landing page first).
 */
export function previewShellFallback(): Plugin {
  return {
    name: "lyceum:preview-shell-fallback",
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const exists = (file: string) =>
        access(path.join(outDir, file)).then(
          () => true,
          () => false,
        );
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? "/").split("?")[0];
        const accept = req.headers.accept ?? "";
        const wantsPage =
          (req.method === "GET" || req.method === "HEAD") && (accept === "" || accept.includes("text/html"));
        if (!wantsPage || pathname === "/" || pathname.endsWith("/") || path.extname(pathname) !== "") return next();
        void (async () => {
          let page: string;
          try {
            page = `${decodeURIComponent(pathname)}.html`;
          } catch {
            return next();
          }
          if (!(await exists(page)) && (await exists(SHELL))) req.url = `/${SHELL}`;
          next();
        })();
      });
    },
  };
}

/**
 * Vite plugin: after `vite build` writes the app, prerender the public pages (ADR 0026).
 * It bundles src/entry-server.tsx for Node (a second, SSR build into a temporary folder), renders
 * `/`, `/login` and `/register` with it, and writes each page's HTML into the build; shell.html,
 * for every other path, is what a signed-in route shows while sign-in is checked. A plugin rather
 * than a package.json step, so that every `vite build` (npm run build, the e2e harness, npm start,
 * the bundle check) makes the same files. With Clerk configured nothing is prerendered (its provider loads lazily and
 * renders a spinner first), and the app renders in the browser as before.
 */
import { createHash } from "node:crypto";
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, loadEnv, type Plugin, type ResolvedConfig, type Rollup } from "vite";
import { offlineWebSocket } from "./offline-websocket.ts";
import { entryChunks, pageChunks, pagesFromRouteTree, type Manifest } from "../lib/route-js.ts";
import {
  addModulePreloads,
  BOOT_SCRIPT,
  byRouteSpecificity,
  chunksLoadingStylesheets,
  deferScripts,
  injectPage,
  inlineStylesheets,
  routePattern,
  type PageMarkup,
  type RoutePreload,
} from "./html.ts";

type ServerEntry = {
  PRERENDERED_PAGES: readonly { path: string; file: string }[];
  PRERENDERED_ATTRIBUTE: string;
  SHELL_FILE: string;
  SHELL_ROUTE: string;
  SHELL_MARK: string;
  renderPage(path: string): Promise<PageMarkup>;
  stop(): void;
};

const ENTRY = "src/entry-server.tsx";
/** The same name as SHELL_FILE in src/prerendered.ts (the entry checks they agree). */
const SHELL = "shell.html";

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle = {};
  return {
    name: "lyceum:prerender-public-pages",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
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
        await prerender(config, bundle);
      },
    },
  };
}

async function prerender(config: ResolvedConfig, bundle: Rollup.OutputBundle): Promise<void> {
  const loading = chunksLoadingStylesheets(
    Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === "chunk"),
  );
  if (loading.length > 0) {
    throw new Error(
      `These chunks would load the stylesheet that every page has inlined: ${loading.join("; ")}. ` +
        "Keep build.cssCodeSplit false in vite.config.ts.",
    );
  }
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
      const bootHref = await writeBootScript(outDir, config);
      await writeFile(
        path.join(outDir, entry.SHELL_FILE),
        await signedInShell(entry, template, bundle, config, outDir, bootHref),
      );
      for (const page of entry.PRERENDERED_PAGES) {
        const markup = await entry.renderPage(page.path);
        const html = deferScripts(
          addModulePreloads(
            await inlineStylesheets(
              injectPage(template, markup, { attribute: entry.PRERENDERED_ATTRIBUTE, path: page.path }),
              (href) => readFile(path.join(outDir, href), "utf8"),
            ),
            routeChunks(bundle, path.join(config.root, routeFile(page.path))).map((file) => config.base + file),
          ),
          bootHref,
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
 * shell.html, for every path without a page of its own: what a signed-in route shows while sign-in
 * is checked (the top bar and a spinner), painted from the HTML with its stylesheet inlined, so a
 * deep link paints before the JavaScript has arrived. The app's scripts are requested right after
 * that first paint, as on the public pages (`deferScripts`), with the signed-in layout's chunks and
 * those of the route at the address preloaded beside them (their second round trip otherwise). The
 * browser renders afresh over it (`SHELL_MARK`).
 */
async function signedInShell(
  entry: ServerEntry,
  template: string,
  bundle: Rollup.OutputBundle,
  config: ResolvedConfig,
  outDir: string,
  bootHref: string,
): Promise<string> {
  const { html } = await entry.renderPage(entry.SHELL_ROUTE);
  const preloads = routeChunks(bundle, path.join(config.root, "src/routes/_authed.tsx")).map(
    (file) => config.base + file,
  );
  const routes = await routePreloads(config, outDir, new Set(preloads));
  return deferScripts(
    addModulePreloads(
      await inlineStylesheets(
        injectPage(template, { html }, { attribute: entry.PRERENDERED_ATTRIBUTE, path: entry.SHELL_MARK }),
        (href) => readFile(path.join(outDir, href), "utf8"),
      ),
      preloads,
    ),
    bootHref,
    routes,
  );
}

/**
 * For the shell's boot script: each page's address pattern and the chunks a fresh load of it needs
 * beyond the app's entry and the shell's own preloads (scripts/lib/route-js.ts, from the build's
 * manifest), most specific first. Only signed-in and other unprerendered pages get the shell.
 */
async function routePreloads(config: ResolvedConfig, outDir: string, preloaded: Set<string>): Promise<RoutePreload[]> {
  const manifest = JSON.parse(await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const pages = pagesFromRouteTree(await readFile(path.join(config.root, "src", "routeTree.gen.ts"), "utf8"));
  const inEntry = entryChunks(manifest);
  return pages
    .sort((a, b) => byRouteSpecificity(a.path, b.path))
    .map((page): RoutePreload => {
      const files = [...pageChunks(manifest, page).start]
        .filter((key) => !inEntry.has(key))
        .map((key) => config.base + manifest[key].file)
        .filter((href) => !preloaded.has(href));
      return [routePattern(page.path), files];
    })
    .filter(([, files]) => files.length > 0);
}

/** Writes the boot script of the prerendered pages under assets/, named by its content (cached for good). */
async function writeBootScript(outDir: string, config: ResolvedConfig): Promise<string> {
  const hash = createHash("sha256").update(BOOT_SCRIPT).digest("base64url").slice(0, 8);
  const file = path.posix.join(config.build.assetsDir, `boot-${hash}.js`);
  await writeFile(path.join(outDir, file), BOOT_SCRIPT);
  return config.base + file;
}

/** The file route of a prerendered path: "/" is src/routes/index.tsx, "/login" src/routes/login.tsx. */
function routeFile(pagePath: string): string {
  return path.join("src", "routes", `${pagePath === "/" ? "index" : pagePath.slice(1)}.tsx`);
}

/**
 * The chunks the router loads for a route before it renders (TanStack's code splitting makes
 * `<route>.tsx?tsr-split=…` chunks of its component), or those of a lazily imported module, with
 * the chunks they import, in load order.
 */
function routeChunks(bundle: Rollup.OutputBundle, source: string): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
  const files: string[] = [];
  const add = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.includes(fileName)) return;
    files.push(fileName);
    chunk.imports.forEach(add);
  };
  for (const chunk of chunks.values()) {
    if (chunk.isDynamicEntry && chunk.facadeModuleId?.split("?")[0] === source) add(chunk.fileName);
  }
  return files;
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

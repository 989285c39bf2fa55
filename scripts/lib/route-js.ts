/**
 * The JavaScript each route of the app loads, computed from a build's Vite manifest
 * (`.vite/manifest.json`) and the router's generated tree (src/routeTree.gen.ts), for the per-route
 * budgets of scripts/check-bundle.ts (ADR 0082). No browser and no backend: a signed-in route's
 * figure is what its code asks for, whoever is signed in.
 *
 * A route's **start** figure is what a fresh load of it fetches before it can show the page: the
 * entry chunk and everything it imports statically, plus, for the route and each layout above it,
 * the chunks the router loads when it matches them (the `?tsr-split=` chunks of the component,
 * pending component or loader; an error or not-found component only loads when needed) and their
 * static imports. Its **later** figure is what that code can still load by dynamic `import()`
 * (lazy components, on mount or on interaction, e.g. the profile menu, the toaster, a PDF viewer),
 * other routes' chunks excepted: those belong to navigating elsewhere. The language files
 * (src/lib/i18n/catalogs/, ADR 0089) are excepted too: they are words, one of them fetched in place
 * of none for a reader of another language than English, not code the page may run.
 */

/** One chunk of a Vite manifest (https://vite.dev/guide/backend-integration). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** A page of the app: its path as a link names it, its route id, and its route files from the top layout down. */
export type RoutePage = { path: string; id: string; files: string[] };

export type RouteFigures = { start: number; later: number; startFiles: string[]; laterFiles: string[] };

/**
 * What is recorded per route in scripts/bundle-budget.json, gzip bytes: start, and the total of
 * start and later. Code moved from start behind a lazy import lowers start and leaves the total;
 * code added anywhere the route can load raises the total.
 */
export type RouteBudget = { start: number; total: number };
export const FIGURES = ["start", "total"] as const;
export type Figure = (typeof FIGURES)[number];

/** Another language's words: every part's, one file per language (src/lib/i18n/index.ts). */
function isLanguageCatalog(key: string): boolean {
  return key.startsWith("src/lib/i18n/catalogs/");
}

/** The split chunks the router loads when it matches a route (router-core's loadRouteChunk). */
const LOADED_ON_MATCH = new Set(["component", "pendingComponent", "loader"]);

/**
 * Every page of the route tree (the leaves: a layout is not a page of its own), from the generated
 * src/routeTree.gen.ts. Throws when the file no longer looks as expected, rather than measuring nothing.
 */
export function pagesFromRouteTree(source: string): RoutePage[] {
  const fileOf = new Map<string, string>();
  for (const [, name, from] of source.matchAll(/import \{ Route as (\w+) \} from '\.\/([^']+)'/g)) {
    fileOf.set(name, `src/${from}`);
  }
  const importOfConst = new Map<string, string>();
  for (const [, constName, importName] of source.matchAll(/const (\w+) =\s*(\w+)\.update\(/g)) {
    importOfConst.set(constName, importName);
  }
  const block = /interface FileRoutesByPath \{([\s\S]*?)\n {2}\}\n/.exec(source)?.[1] ?? "";
  const routes = [
    ...block.matchAll(
      /id: '([^']+)'\s+path: '[^']*'\s+fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g,
    ),
  ].map(([, id, fullPath, importName, parent]) => ({
    id,
    fullPath,
    importName,
    parentImport: importOfConst.get(parent) ?? parent,
  }));
  if (routes.length === 0 || fileOf.size === 0) {
    throw new Error("src/routeTree.gen.ts: no routes found; has the router's generated file changed its shape?");
  }
  const byImport = new Map(routes.map((route) => [route.importName, route]));
  const parents = new Set(routes.map((route) => route.parentImport));
  return routes
    .filter((route) => !parents.has(route.importName))
    .map((route) => {
      const files: string[] = [];
      for (let at: typeof route | undefined = route; at; at = byImport.get(at.parentImport)) {
        const file = fileOf.get(at.importName);
        if (!file) throw new Error(`src/routeTree.gen.ts: no import for ${at.importName} (route ${at.id}).`);
        files.unshift(file);
      }
      const path = route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, "") : route.fullPath;
      return { path, id: route.id, files };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** `src/routes/x.tsx?tsr-split=component` → { file: "src/routes/x", kinds: ["component"] }; null for other keys. */
function splitOf(key: string): { file: string; kinds: string[] } | null {
  const match = /^(.*)\.[cm]?[jt]sx?\?tsr-split=(.+)$/.exec(key);
  return match ? { file: match[1], kinds: match[2].split("---") } : null;
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && manifest[key].file.endsWith(".js"));
  if (entries.length !== 1) {
    throw new Error(`The build's manifest has ${entries.length} JavaScript entries; the bundle check expects one.`);
  }
  return entries[0];
}

/**
 * Adds `keys` and everything they import statically to `into` (skipping what `skip` holds); returns
 * the keys it added.
 */
function addStatic(manifest: Manifest, keys: string[], into: Set<string>, skip: Set<string> = new Set()): string[] {
  const added: string[] = [];
  const queue = [...keys];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (into.has(key) || skip.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest names ${key} but has no such chunk.`);
    into.add(key);
    added.push(key);
    queue.push(...(chunk.imports ?? []));
  }
  return added;
}

/** The manifest keys of the entry chunk and everything it imports statically: what every page loads. */
export function entryChunks(manifest: Manifest): Set<string> {
  const chunks = new Set<string>();
  addStatic(manifest, [entryKey(manifest)], chunks);
  return chunks;
}

/** The manifest keys of a page's start and later JavaScript (see the top of this file). */
export function pageChunks(manifest: Manifest, page: RoutePage): { start: Set<string>; later: Set<string> } {
  const matched = new Set(page.files);
  const routeChunks = Object.keys(manifest).filter((key) => {
    const split = splitOf(key);
    return split !== null && matched.has(split.file) && split.kinds.some((kind) => LOADED_ON_MATCH.has(kind));
  });
  const start = new Set<string>();
  addStatic(manifest, [entryKey(manifest), ...routeChunks], start);

  const later = new Set<string>();
  const seen = new Set<string>();
  const queue = [...start];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    for (const target of manifest[key]?.dynamicImports ?? []) {
      if (splitOf(target) || isLanguageCatalog(target) || start.has(target) || later.has(target)) continue;
      queue.push(...addStatic(manifest, [target], later, start));
    }
  }
  return { start, later };
}

/** The same-origin scripts an HTML page loads itself (`<script src="/assets/…">`), as build-relative paths. */
export function htmlScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.m?js)"/g)].map(([, file]) => file);
}

/**
 * A page's figures: the gzip bytes of its start and later chunks' files (`gzipOf` sizes a built
 * file). `pageScripts` are the scripts the page's HTML loads itself (the entry, or a prerendered
 * page's boot script, which is not in the manifest); they count as start.
 */
export function pageFigures(
  manifest: Manifest,
  page: RoutePage,
  gzipOf: (file: string) => number,
  pageScripts: string[] = [],
): RouteFigures {
  const { start, later } = pageChunks(manifest, page);
  const files = (keys: Set<string>, extra: string[] = []) =>
    [...new Set([...[...keys].map((key) => manifest[key].file), ...extra])].sort();
  const startFiles = files(start, pageScripts);
  const laterFiles = files(later).filter((file) => !startFiles.includes(file));
  const total = (list: string[]) => list.reduce((sum, file) => sum + gzipOf(file), 0);
  return { start: total(startFiles), later: total(laterFiles), startFiles, laterFiles };
}

export type BudgetProblem =
  | { kind: "over"; path: string; figure: Figure; measured: number; budget: number; limit: number }
  | { kind: "unbudgeted"; path: string }
  | { kind: "gone"; path: string };

/**
 * Every way today's figures break the recorded budgets: a page over its figure plus the tolerance,
 * a page with no recorded figure, a recorded figure for a page that no longer exists.
 */
export function budgetProblems(
  measured: Record<string, RouteBudget>,
  budgets: Record<string, RouteBudget>,
  toleranceBytes: number,
): BudgetProblem[] {
  const problems: BudgetProblem[] = [];
  for (const [path, figures] of Object.entries(measured)) {
    const budget = budgets[path];
    if (!budget) {
      problems.push({ kind: "unbudgeted", path });
      continue;
    }
    for (const figure of FIGURES) {
      const limit = budget[figure] + toleranceBytes;
      if (figures[figure] > limit) {
        problems.push({ kind: "over", path, figure, measured: figures[figure], budget: budget[figure], limit });
      }
    }
  }
  for (const path of Object.keys(budgets)) if (!(path in measured)) problems.push({ kind: "gone", path });
  return problems;
}

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  budgetProblems,
  htmlScripts,
  pageChunks,
  pageFigures,
  pagesFromRouteTree,
  type Manifest,
  type RoutePage,
} from "./route-js.ts";

/** The shape of TanStack Router's generated src/routeTree.gen.ts, cut down to a layout and three pages. */
const ROUTE_TREE = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as IndexRouteImport } from './routes/index'
import { Route as AuthedRouteImport } from './routes/_authed'
import { Route as AuthedChatRoomRouteImport } from './routes/_authed/chatRoom'
import { Route as AuthedDashboardIndexRouteImport } from './routes/_authed/dashboard/index'

const IndexRoute = IndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthedRoute = AuthedRouteImport.update({
  id: '/_authed',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthedChatRoomRoute = AuthedChatRoomRouteImport.update({
  id: '/chatRoom',
  path: '/chatRoom',
  getParentRoute: () => AuthedRoute,
} as any)
const AuthedDashboardIndexRoute = AuthedDashboardIndexRouteImport.update({
  id: '/dashboard/',
  path: '/dashboard/',
  getParentRoute: () => AuthedRoute,
} as any)

declare module '@tanstack/react-router' {
  interface FileRoutesByPath {
    '/': {
      id: '/'
      path: '/'
      fullPath: '/'
      preLoaderRoute: typeof IndexRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_authed': {
      id: '/_authed'
      path: ''
      fullPath: '/'
      preLoaderRoute: typeof AuthedRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_authed/chatRoom': {
      id: '/_authed/chatRoom'
      path: '/chatRoom'
      fullPath: '/chatRoom'
      preLoaderRoute: typeof AuthedChatRoomRouteImport
      parentRoute: typeof AuthedRoute
    }
    '/_authed/dashboard/': {
      id: '/_authed/dashboard/'
      path: '/dashboard/'
      fullPath: '/dashboard/'
      preLoaderRoute: typeof AuthedDashboardIndexRouteImport
      parentRoute: typeof AuthedRoute
    }
  }
}
`;

/**
 * A build of that tree: the entry imports React statically and every route's component lazily (as
 * the router's code splitting does); the signed-in layout imports a form library; the chat room
 * has a lazy emoji picker (with a chunk of its own and one it shares with the entry) and an error
 * component the router only loads on an error; the entry lazily imports a toaster.
 */
const MANIFEST: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: [
      "src/components/toaster.tsx",
      "src/lib/i18n/catalogs/es.ts",
      "src/routes/index.tsx?tsr-split=component",
      "src/routes/_authed.tsx?tsr-split=component",
      "src/routes/_authed/chatRoom.tsx?tsr-split=component",
      "src/routes/_authed/chatRoom.tsx?tsr-split=errorComponent",
      "src/routes/_authed/dashboard/index.tsx?tsr-split=component",
    ],
  },
  "_react.js": { file: "assets/react.js" },
  "_forms.js": { file: "assets/forms.js", imports: ["_react.js"] },
  "_icons.js": { file: "assets/icons.js" },
  "src/components/toaster.tsx": { file: "assets/toaster.js", isDynamicEntry: true, imports: ["_react.js"] },
  "src/lib/i18n/catalogs/es.ts": { file: "assets/es.js", isDynamicEntry: true },
  "src/routes/index.tsx?tsr-split=component": {
    file: "assets/landing.js",
    isDynamicEntry: true,
    imports: ["_icons.js"],
  },
  "src/routes/_authed.tsx?tsr-split=component": {
    file: "assets/authed.js",
    isDynamicEntry: true,
    imports: ["_forms.js"],
  },
  "src/routes/_authed/chatRoom.tsx?tsr-split=component": {
    file: "assets/chatRoom.js",
    isDynamicEntry: true,
    imports: ["_icons.js"],
    dynamicImports: [
      "src/features/chat/emoji-picker.tsx",
      "src/routes/_authed/dashboard/index.tsx?tsr-split=component",
    ],
  },
  "src/routes/_authed/chatRoom.tsx?tsr-split=errorComponent": {
    file: "assets/chatRoom-error.js",
    isDynamicEntry: true,
  },
  "src/routes/_authed/dashboard/index.tsx?tsr-split=component": { file: "assets/dashboard.js", isDynamicEntry: true },
  "src/features/chat/emoji-picker.tsx": {
    file: "assets/emoji.js",
    isDynamicEntry: true,
    imports: ["_emoji-data.js", "_react.js"],
  },
  "_emoji-data.js": { file: "assets/emoji-data.js" },
};

const pages = pagesFromRouteTree(ROUTE_TREE);
const page = (route: string): RoutePage => pages.find((candidate) => candidate.path === route)!;
const files = (manifest: Manifest, keys: Set<string>) => [...keys].map((key) => manifest[key].file).sort();

describe("the pages of the route tree", () => {
  test("every page, with its layouts' route files above it; a layout is not a page", () => {
    expect(pages).toEqual([
      { path: "/", id: "/", files: ["src/routes/index"] },
      { path: "/chatRoom", id: "/_authed/chatRoom", files: ["src/routes/_authed", "src/routes/_authed/chatRoom"] },
      {
        path: "/dashboard",
        id: "/_authed/dashboard/",
        files: ["src/routes/_authed", "src/routes/_authed/dashboard/index"],
      },
    ]);
  });

  test("a file that no longer looks like the router's output is refused, not measured as nothing", () => {
    expect(() => pagesFromRouteTree("export const routeTree = {}")).toThrow(/no routes found/);
  });

  test("the app's own tree: every route file is in some page's chain", () => {
    const root = path.resolve(import.meta.dirname, "../../src");
    const appPages = pagesFromRouteTree(readFileSync(path.join(root, "routeTree.gen.ts"), "utf8"));
    const inChains = new Set(appPages.flatMap((appPage) => appPage.files));
    const routeFiles = (readdirSync(path.join(root, "routes"), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith("__root.tsx"))
      .map((file) => `src/routes/${file.replace(/\\/g, "/").replace(/\.tsx?$/, "")}`);
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(routeFiles.filter((file) => !inChains.has(file))).toEqual([]);
    expect(appPages.find((appPage) => appPage.path === "/chatRoom")?.files).toEqual([
      "src/routes/_authed",
      "src/routes/_authed/chatRoom",
    ]);
  });
});

describe("what a page loads", () => {
  test("start: the entry, the page's and its layout's chunks and their static imports, nothing of other pages", () => {
    const { start } = pageChunks(MANIFEST, page("/chatRoom"));
    expect(files(MANIFEST, start)).toEqual([
      "assets/authed.js",
      "assets/chatRoom.js",
      "assets/forms.js",
      "assets/icons.js",
      "assets/index.js",
      "assets/react.js",
    ]);
    const landing = pageChunks(MANIFEST, page("/")).start;
    expect(files(MANIFEST, landing)).toEqual([
      "assets/icons.js",
      "assets/index.js",
      "assets/landing.js",
      "assets/react.js",
    ]);
  });

  test("later: lazy code with its own static imports, without what start has, other pages' chunks or another language's words", () => {
    const { later } = pageChunks(MANIFEST, page("/chatRoom"));
    expect(files(MANIFEST, later)).toEqual(["assets/emoji-data.js", "assets/emoji.js", "assets/toaster.js"]);
    expect(files(MANIFEST, pageChunks(MANIFEST, page("/dashboard")).later)).toEqual(["assets/toaster.js"]);
  });

  test("figures sum each file's gzip bytes once; the HTML's own scripts count as start", () => {
    const sizes: Record<string, number> = {
      "assets/index.js": 1000,
      "assets/react.js": 500,
      "assets/icons.js": 30,
      "assets/landing.js": 200,
      "assets/toaster.js": 70,
      "assets/boot.js": 4,
    };
    const figures = pageFigures(MANIFEST, page("/"), (file) => sizes[file], ["assets/boot.js", "assets/index.js"]);
    expect(figures.start).toBe(1000 + 500 + 30 + 200 + 4);
    expect(figures.later).toBe(70);
    expect(figures.startFiles).toContain("assets/boot.js");
  });

  test("a manifest naming a chunk it does not have is an error", () => {
    const broken: Manifest = { ...MANIFEST, "_forms.js": { file: "assets/forms.js", imports: ["_missing.js"] } };
    expect(() => pageChunks(broken, page("/chatRoom"))).toThrow(/_missing\.js/);
  });

  test("the scripts an HTML page loads itself", () => {
    const html = `<script>inline()</script><script type="module" crossorigin src="/assets/boot-1.js"></script>
      <link rel="modulepreload" href="/assets/react.js"><script src="https://elsewhere.example/x.js"></script>`;
    expect(htmlScripts(html)).toEqual(["assets/boot-1.js"]);
  });
});

describe("the budgets", () => {
  const budgets = { "/": { start: 1000, total: 1100 }, "/chatRoom": { start: 2000, total: 2300 } };

  test("within the tolerance passes, growth past it fails naming the route and the figure", () => {
    expect(
      budgetProblems({ "/": { start: 1050, total: 1150 }, "/chatRoom": budgets["/chatRoom"] }, budgets, 50),
    ).toEqual([]);
    expect(
      budgetProblems({ "/": { start: 1051, total: 1100 }, "/chatRoom": { start: 1900, total: 2351 } }, budgets, 50),
    ).toEqual([
      { kind: "over", path: "/", figure: "start", measured: 1051, budget: 1000, limit: 1050 },
      { kind: "over", path: "/chatRoom", figure: "total", measured: 2351, budget: 2300, limit: 2350 },
    ]);
  });

  test("code moved from start behind a lazy import passes: start drops, the total stays", () => {
    const moved = { "/": { start: 700, total: 1100 }, "/chatRoom": budgets["/chatRoom"] };
    expect(budgetProblems(moved, budgets, 0)).toEqual([]);
  });

  test("a route without a budget and a budget without a route both fail", () => {
    const measured = { "/": budgets["/"], "/quizpage": { start: 10, total: 10 } };
    expect(budgetProblems(measured, budgets, 50)).toEqual([
      { kind: "unbudgeted", path: "/quizpage" },
      { kind: "gone", path: "/chatRoom" },
    ]);
  });
});

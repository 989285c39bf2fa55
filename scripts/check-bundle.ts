/**
 * Bundle budgets (ADR 0008, moved by ADR 0026; per route since ADR 0082), from the figures in
 * scripts/bundle-budget.json, each with the file's one tolerance:
 * - **The landing page** (/): the JavaScript it loads to hydrate and start, gzip, measured in a
 *   browser. The page is prerendered, so its first paint needs no JavaScript; this is what comes
 *   before it responds (React, router, Convex client, app code: the split is printed). What the page
 *   defers past that (the toasts' code) is not counted.
 * - **Every route** of src/routeTree.gen.ts, public and signed-in, from the build's manifest
 *   (scripts/lib/route-js.ts): _start_, what a fresh load of the route fetches before it can show
 *   the page (entry, the route's and its layouts' chunks, what they import statically), and
 *   _total_, start plus _later_, the lazy code it can load after that (lazy components, on mount
 *   or on interaction). Moving code behind a lazy import lowers start and leaves the total.
 *   A route without a recorded figure fails the check, as does a figure for a route that is gone.
 *   npm run check:bundle                   check the build that the end-to-end run made
 *   npm run check:bundle -- --record       write today's figures (landing and every route) into the budget file
 *   npm run check:bundle -- --markdown     also print the routes' table as Markdown (docs/performance.md)
 *   npm run check:bundle -- --dist=DIR     measure another build
 * It reads dist/ (E2E_DIST_DIR when set, as the end-to-end run does), so `npm test` builds once;
 * when there is no build there, it makes one.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { distDirFromArgs, fileLine, kb, measureInitialJs, splitByPart, splitLines } from "./bench-landing-js";
import {
  budgetProblems,
  htmlScripts,
  pageFigures,
  pagesFromRouteTree,
  type BudgetProblem,
  type Manifest,
  type RouteBudget,
  type RouteFigures,
} from "./lib/route-js";

type Budget = { landingInitialJsGzipBytes: number; toleranceBytes: number; routes: Record<string, RouteBudget> };

const BUDGET_FILE = path.resolve(import.meta.dirname, "bundle-budget.json");
const ROUTE_TREE = path.resolve(import.meta.dirname, "../src/routeTree.gen.ts");
const MANIFEST = ".vite/manifest.json";
const LARGEST_SHOWN = 8;
const RECORD = "`npm run check:bundle -- --record`";

/** The budget file; with `recording`, its routes' figures are about to be replaced and need not be valid. */
function readBudget(recording: boolean): Budget {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, "utf8")) as Partial<Budget>;
  const { landingInitialJsGzipBytes, toleranceBytes, routes = {} } = budget;
  if (!Number.isInteger(landingInitialJsGzipBytes) || !Number.isInteger(toleranceBytes)) {
    throw new Error(`${BUDGET_FILE}: landingInitialJsGzipBytes and toleranceBytes must be whole numbers of bytes.`);
  }
  for (const [route, figures] of recording ? [] : Object.entries(routes)) {
    if (!Number.isInteger(figures?.start) || !Number.isInteger(figures?.total)) {
      throw new Error(`${BUDGET_FILE}: routes["${route}"] needs start and total, whole numbers of bytes.`);
    }
  }
  return { landingInitialJsGzipBytes: landingInitialJsGzipBytes!, toleranceBytes: toleranceBytes!, routes };
}

const args = process.argv.slice(2);
const dist = distDirFromArgs(args);
const record = args.includes("--record");
const markdown = args.includes("--markdown");

if (!existsSync(path.join(dist, "index.html"))) {
  console.log(`No build in ${dist}: building one.`);
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--emptyOutDir", "--outDir", dist], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const budget = readBudget(record);
const failures: string[] = [];

// The landing page, in a browser.
const measured = await measureInitialJs(dist, "/");

const shownDist = path.relative(process.cwd(), dist);
console.log(
  `Landing page (/): JavaScript loaded to hydrate (none before the first paint), from ${shownDist.startsWith("..") ? dist : shownDist || "."}:`,
);
for (const file of measured.files.slice(0, LARGEST_SHOWN)) console.log(fileLine(file));
if (measured.files.length > LARGEST_SHOWN)
  console.log(`   … and ${measured.files.length - LARGEST_SHOWN} smaller files`);
console.log(
  `Total: ${measured.gzip} bytes gzip (${kb(measured.gzip)}) in ${measured.files.length} files, ${kb(measured.raw)} raw.`,
);
const split = splitByPart(dist, measured);
if (split) for (const line of splitLines(split, measured.gzip)) console.log(line);
if (!existsSync(path.join(dist, "login.html"))) {
  console.error(
    `Bundle check failed: ${dist} has no prerendered login.html; the budget is for a prerendered build (ADR 0026).`,
  );
  process.exit(1);
}

if (!record) {
  const limit = budget.landingInitialJsGzipBytes + budget.toleranceBytes;
  const landingChange = measured.gzip - budget.landingInitialJsGzipBytes;
  const sign = landingChange >= 0 ? "+" : "-";
  console.log(
    `Budget: ${budget.landingInitialJsGzipBytes} bytes (${kb(budget.landingInitialJsGzipBytes)}) + ${budget.toleranceBytes} tolerance = ${limit} bytes; ` +
      `this build: ${sign}${kb(Math.abs(landingChange))}.`,
  );
  if (measured.gzip > limit) {
    failures.push(
      `Bundle check failed: the landing page loads ${kb(measured.gzip)} of JavaScript (gzip), ` +
        `${kb(measured.gzip - limit)} over the budget with its tolerance. Split what the landing page does not need ` +
        `(lazy routes or components), or, if the growth is wanted, record the new figure with ` +
        `${RECORD} and say why in the commit.`,
    );
  }
}

// Every route, from the build's manifest.
if (!existsSync(path.join(dist, MANIFEST))) {
  console.error(
    `Bundle check failed: ${dist} has no ${MANIFEST}; vite.config.ts must keep build.manifest (ADR 0082). Rebuild it.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(dist, MANIFEST), "utf8")) as Manifest;
const pages = pagesFromRouteTree(readFileSync(ROUTE_TREE, "utf8"));
const gzipBytes = new Map<string, number>();
const gzipOf = (file: string) => {
  let bytes = gzipBytes.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipBytes.set(file, bytes);
  }
  return bytes;
};
/** The HTML a fresh load of `route` gets: its prerendered page, else the app's shell (ADR 0026). */
function pageHtml(route: string): string {
  const candidates = route === "/" ? ["index.html"] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  const file = [...candidates, "shell.html", "index.html"].find((name) => existsSync(path.join(dist, name)))!;
  return readFileSync(path.join(dist, file), "utf8");
}
const figures = new Map<string, RouteFigures>(
  pages.map((page) => [page.path, pageFigures(manifest, page, gzipOf, htmlScripts(pageHtml(page.path)))]),
);

// The computation against the browser, on the one route measured both ways: the same files today
// (ADR 0082). A difference is printed, not failed: the browser also sees what mounts lazily at once.
const landingComputed = figures.get("/");
if (landingComputed) {
  const browserFiles = new Set(measured.files.map((file) => file.name.replace(/^\//, "")));
  const onlyBrowser = [...browserFiles].filter((file) => !landingComputed.startFiles.includes(file));
  const onlyComputed = landingComputed.startFiles.filter((file) => !browserFiles.has(file));
  if (onlyBrowser.length + onlyComputed.length > 0) {
    console.log(
      `Note: the browser loaded other files for / than the route's computed start: ` +
        `${onlyBrowser.length > 0 ? `only in the browser ${onlyBrowser.join(", ")}` : ""}` +
        `${onlyBrowser.length > 0 && onlyComputed.length > 0 ? "; " : ""}` +
        `${onlyComputed.length > 0 ? `only computed ${onlyComputed.join(", ")}` : ""}.`,
    );
  }
}

const routeWidth = Math.max(5, ...pages.map((page) => page.path.length));
const change = (now: number, then: number | undefined) =>
  then === undefined ? "new" : `${now >= then ? "+" : "-"}${kb(Math.abs(now - then))}`;
console.log(
  `\nJavaScript per route (gzip): start = a fresh load until the page can show; later = lazy code it may load after; total = both.`,
);
console.log(
  `${"Route".padEnd(routeWidth)} ${"start".padStart(9)} ${"files".padStart(5)} ${"vs budget".padStart(10)} ` +
    `${"later".padStart(9)} ${"total".padStart(9)} ${"vs budget".padStart(10)}`,
);
for (const page of pages) {
  const { start, later, startFiles } = figures.get(page.path)!;
  const recorded = budget.routes[page.path];
  console.log(
    `${page.path.padEnd(routeWidth)} ${kb(start).padStart(9)} ${String(startFiles.length).padStart(5)} ` +
      `${change(start, recorded?.start).padStart(10)} ${kb(later).padStart(9)} ${kb(start + later).padStart(9)} ` +
      `${change(start + later, recorded?.total).padStart(10)}`,
  );
}
if (markdown) {
  console.log("\n| route | start (KB gzip) | later (KB gzip) | total (KB gzip) |\n| --- | ---: | ---: | ---: |");
  for (const page of pages) {
    const { start, later } = figures.get(page.path)!;
    const cell = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`| \`${page.path}\` | ${cell(start)} | ${cell(later)} | ${cell(start + later)} |`);
  }
}

/** Today's recordable figures per route. */
const routeFigures: Record<string, RouteBudget> = Object.fromEntries(
  [...figures].map(([route, { start, later }]) => [route, { start, total: start + later }]),
);

if (record) {
  writeFileSync(
    BUDGET_FILE,
    `${JSON.stringify({ ...budget, landingInitialJsGzipBytes: measured.gzip, routes: routeFigures }, null, 2)}\n`,
  );
  console.log(
    `Recorded ${measured.gzip} bytes for the landing page and the figures of ${pages.length} routes as the budget in ${path.relative(process.cwd(), BUDGET_FILE)}.`,
  );
  process.exit(0);
}

for (const problem of budgetProblems(routeFigures, budget.routes, budget.toleranceBytes)) {
  failures.push(problemMessage(problem));
}

function problemMessage(problem: BudgetProblem): string {
  switch (problem.kind) {
    case "over": {
      const what = problem.figure === "start" ? "to show the page on a fresh load" : "in all, with its lazy code";
      return (
        `Bundle check failed: route ${problem.path} loads ${kb(problem.measured)} of JavaScript (gzip) ${what}, ` +
        `${kb(problem.measured - problem.limit)} over its budget of ${kb(problem.budget)} + ${kb(budget.toleranceBytes)} tolerance. ` +
        (problem.figure === "start"
          ? `Split what the page does not need to show itself (lazy routes or components)`
          : `Drop or share code the page does not need`) +
        `, or, if the growth is wanted, record the new figures with ${RECORD} and say why in the commit.`
      );
    }
    case "unbudgeted":
      return (
        `Bundle check failed: route ${problem.path} has no budget in scripts/bundle-budget.json (a new route?). ` +
        `Record its figures with ${RECORD} and commit the file.`
      );
    case "gone":
      return (
        `Bundle check failed: scripts/bundle-budget.json has a budget for ${problem.path}, which is no longer a route ` +
        `of src/routeTree.gen.ts. Record the figures again with ${RECORD}.`
      );
  }
}

if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
console.log(`Bundle check passed: the landing page and ${pages.length} routes are within their budgets.`);

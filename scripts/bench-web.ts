/**
 * Lighthouse (performance category) of the built app, served like a static host serves it:
 *   npm run bench:web [-- --runs=3] [--dist=DIR] [--pages=home,login,register,catalogue]
 *                     [--presets=mobile,desktop] [--brotli]
 * 1. starts the offline backend in memory with the sample data (courses, instructors), on free ports;
 * 2. builds the app with VITE_CONVEX_URL pointing at it (or takes --dist=DIR, built with the
 *    VITE_CONVEX_URL / VITE_CONVEX_SITE_URL of this shell, whose port the backend then takes);
 * 3. serves the build with scripts/lib/static-server.ts (gzip, immutable /assets/, no-cache HTML,
 *    prerendered pages, SPA fallback, the CSP naming that backend);
 * 4. runs Lighthouse 12 in Debian's Chromium for each page × preset, N times, and prints the median
 *    of each figure as a markdown table, with the machine's load averages (figures taken under load
 *    are not comparable). The catalogue needs a signed-in student: one registers through /register
 *    first, and the session (in localStorage) survives Lighthouse's reset of caches between runs.
 * Every report is written to bench-results/web-<time>/ (gitignored). Stops everything it started,
 * by PID, also on an error or Ctrl-C. docs/performance.md explains the figures and the goals.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/harness/chromium";
import { spawnOfflineBackend, stopGroup, waitForOfflineBackend } from "./lib/processes.mjs";
import { securityHeaders } from "./lib/security-headers.ts";
import { startStaticServer, type Encoding, type RunningStaticServer } from "./lib/static-server.ts";

const PAGES = { home: "/", login: "/login", register: "/register", catalogue: "/dashboard/viewcourse" } as const;
type PageName = keyof typeof PAGES;
type Preset = "mobile" | "desktop";
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
} as const;
type Figures = { score: number } & Record<keyof typeof METRICS, number>;
type Run = Figures & { page: PageName; preset: Preset; run: number; load: number[]; warnings: string[] };

const arg = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split("=")[1];
const listArg = <T extends string>(name: string, all: readonly T[]): T[] => {
  const chosen = (arg(name)?.split(",") ?? all) as T[];
  const unknown = chosen.filter((c) => !all.includes(c));
  if (unknown.length > 0) throw new Error(`--${name}: unknown ${unknown.join(", ")} (choose from ${all.join(", ")})`);
  return chosen;
};
const runs = Math.max(1, Math.min(Number(arg("runs") ?? 3) || 3, 20));
const pages = listArg("pages", Object.keys(PAGES) as PageName[]);
const presets = listArg("presets", ["mobile", "desktop"] as const);
const encodings: Encoding[] = process.argv.includes("--brotli") ? ["br", "gzip"] : ["gzip"];
const load = () => loadavg().map((value) => Number(value.toFixed(2)));

/** Everything started here, stopped by stopAll (by PID / process group). */
const cleanups: (() => Promise<unknown>)[] = [];
async function stopAll(): Promise<void> {
  await Promise.allSettled(
    cleanups
      .splice(0)
      .reverse()
      .map((stop) => stop()),
  );
}
process.once("SIGINT", () => void stopAll().finally(() => process.exit(130)));
process.once("SIGTERM", () => void stopAll().finally(() => process.exit(143)));

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** `vite build` into outDir for a backend at convexUrl; stopped with the rest on Ctrl-C. */
async function build(outDir: string, convexUrl: string, siteUrl: string): Promise<void> {
  const buildScript = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts
    .build;
  if (buildScript !== "vite build") {
    console.warn(`Note: "npm run build" is "${buildScript}"; this script runs "vite build" only (or use --dist).`);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn", "--emptyOutDir", "--outDir", outDir],
    {
      stdio: "inherit",
      detached: true,
      env: { ...process.env, VITE_CONVEX_URL: convexUrl, VITE_CONVEX_SITE_URL: siteUrl },
    },
  );
  const stop = () => stopGroup(child);
  cleanups.push(stop);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  cleanups.splice(cleanups.indexOf(stop), 1);
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}

/** Registers a student through /register (the session stays in the browser's storage). */
async function signInStudent(browser: Browser, appUrl: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${appUrl}/register`, { waitUntil: "networkidle0" });
  await page.locator("::-p-aria(Display name)").fill("Bench Student");
  await page.locator("::-p-aria(Email)").fill(`bench.${Date.now().toString(36)}@lyceum.test`);
  await (await page.waitForSelector("::-p-aria(Role)"))?.select("student");
  await page.locator("::-p-aria(Password)").fill("a long enough password for the bench");
  await page.locator("::-p-aria(Confirm password)").fill("a long enough password for the bench");
  await page.locator('::-p-aria([name="Register"][role="button"])').click();
  await page.waitForFunction(() => location.pathname === "/dashboard/viewcourse", { timeout: 60_000 });
  await page.close();
}

/**
 * One Lighthouse run in a new tab of the browser. Its storage reset clears the HTTP cache and the
 * origin's caches and service workers but not localStorage (Lighthouse 12's clearStorageTypes), so
 * the signed-in student's session survives it.
 */
async function lighthouseRun(port: number, url: string, preset: Preset) {
  const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance"] };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figures = { score: Math.round((lhr.categories.performance?.score ?? NaN) * 100) } as Figures;
  for (const [key, audit] of Object.entries(METRICS)) {
    figures[key as keyof typeof METRICS] = lhr.audits[audit]?.numericValue ?? NaN;
  }
  const warnings = lhr.runWarnings.map(String);
  return { figures, warnings, json: result.report as string, finalUrl: lhr.finalDisplayedUrl };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function withRetries<T>(what: string, attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= tries || !(error instanceof Error) || !error.message.startsWith("Lighthouse:")) throw error;
      console.warn(`${what}: ${error.message.split("(")[0].trim()}; trying again.`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function table(results: Run[]): string {
  const lines = [
    "| page | preset | score | FCP | LCP | TBT | CLS | Speed Index | load (1 min) |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const page of pages) {
    for (const preset of presets) {
      const these = results.filter((r) => r.page === page && r.preset === preset);
      if (these.length === 0) continue;
      const m = (key: keyof Figures) => median(these.map((r) => r[key]));
      const loads = these.map((r) => r.load[0]);
      lines.push(
        `| ${PAGES[page]} | ${preset} | ${m("score")} | ${seconds(m("fcp"))} | ${seconds(m("lcp"))} | ` +
          `${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${seconds(m("si"))} | ` +
          `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} |`,
      );
    }
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.resolve("bench-results", `web-${stamp}`);
  mkdirSync(outDir, { recursive: true });
  const given = arg("dist");
  const configured = given ? process.env.VITE_CONVEX_URL : undefined;
  const backendPort = configured ? Number(new URL(configured).port) : await freePort();
  const sitePort =
    process.env.VITE_CONVEX_SITE_URL && given
      ? Number(new URL(process.env.VITE_CONVEX_SITE_URL).port)
      : backendPort + 1;
  if (given && !configured) console.warn("--dist without VITE_CONVEX_URL: the page's live parts get no backend.");
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const convexUrl = `http://127.0.0.1:${backendPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  console.log(`Load before start: ${load().join(", ")} (1/5/15 min). Runs per page and preset: ${runs}.`);

  const backend = spawnOfflineBackend({
    port: backendPort,
    sitePort,
    inMemory: true,
    seed: true,
    appOrigins: [appUrl],
    env: { ...process.env, AUTH_LOG_LEVEL: "WARN" },
  });
  cleanups.push(() => stopGroup(backend));
  const ready = waitForOfflineBackend(backend, { timeoutMs: 120_000 });
  ready.catch(() => undefined); // awaited after the build
  const dist = given ? path.resolve(given) : path.join(path.resolve("bench-results"), "web-dist");
  if (!given) await build(dist, convexUrl, siteUrl);
  await ready;

  const server: RunningStaticServer = await startStaticServer({
    root: dist,
    port: appPort,
    encodings,
    headers: securityHeaders({ convexUrl, convexSiteUrl: siteUrl }),
  });
  cleanups.push(() => server.close());

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", ...CHROMIUM_ARGS],
    handleSIGINT: false, // ours stops the backend too
  });
  cleanups.push(async () => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  cleanups.push(() => browser.disconnect());
  const results: Run[] = [];
  // The public pages are measured as a visitor sees them, signed out; the student signs in only
  // before the catalogue, which therefore comes last.
  const ordered = [...pages.filter((p) => p !== "catalogue"), ...pages.filter((p) => p === "catalogue")];
  for (const page of ordered) {
    if (page === "catalogue") await signInStudent(browser, appUrl);
    for (const preset of presets) {
      for (let run = 1; run <= runs; run += 1) {
        const loadNow = load();
        const { figures, warnings, json, finalUrl } = await withRetries(`${PAGES[page]} ${preset} #${run}`, () =>
          lighthouseRun(chrome.port, appUrl + PAGES[page], preset),
        );
        // A signed-out catalogue lands on /login: that would be a figure of the wrong page.
        if (new URL(finalUrl).pathname !== PAGES[page]) throw new Error(`${PAGES[page]} ended at ${finalUrl}`);
        writeFileSync(path.join(outDir, `${page}-${preset}-${run}.json`), json);
        results.push({ ...figures, page, preset, run, load: loadNow, warnings });
        console.log(
          `${PAGES[page]} ${preset} #${run}: ${figures.score}, LCP ${seconds(figures.lcp)}, load ${loadNow[0]}` +
            (warnings.length > 0 ? ` (${warnings.join("; ")})` : ""),
        );
      }
    }
  }

  const busiest = Math.max(...results.map((r) => r.load[0]));
  const quiet = busiest <= 0.5 * availableParallelism();
  const summary =
    `${table(results)}\n\nMedian of ${runs} run(s) per row; Lighthouse 12.8.2, ${CHROMIUM_PATH}, ` +
    `${encodings.join("/")} compression. Load averages at the end: ${load().join(", ")} (1/5/15 min).\n` +
    (quiet
      ? ""
      : `PRELIMINARY: 1-minute load up to ${busiest} on ${availableParallelism()} cores; take figures on a quiet machine.\n`);
  writeFileSync(path.join(outDir, "summary.md"), summary);
  writeFileSync(path.join(outDir, "summary.json"), JSON.stringify({ runs: results }, null, 2));
  console.log(`\n${summary}\nReports: ${path.relative(process.cwd(), outDir)}/`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());

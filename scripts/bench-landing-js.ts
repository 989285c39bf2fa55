/**
 * Initial JavaScript of a page, from a production build:
 *   npm run build && node --import tsx scripts/bench-landing-js.ts [path=/] [--dist=DIR]
 * Serves the build (dist/, or E2E_DIST_DIR, or --dist) on a free port, opens the page in headless
 * Chromium, waits for the network to be idle and lists every JavaScript file the browser loaded
 * with its raw and gzip size (gzip -9 of the file in the build, what a static host would send). No
 * backend is needed: the page's data requests fail quietly, which does not change what code loads.
 * The public pages are prerendered (ADR 0026): their first paint needs no JavaScript at all, so the
 * figure is what the page loads to hydrate and start (what is deferred past that, e.g. the toasts'
 * code, is not in it). It is split into React, router, Convex client, icons, UI libraries, other
 * packages and app code, from the build's .vite/bundle-composition.json (scripts/lib/bundle-composition.ts).
 * scripts/check-bundle.ts holds the landing page's figure to a budget with measureInitialJs (and
 * every route's, computed from the build's manifest: scripts/lib/route-js.ts, ADR 0082).
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/harness/chromium";
import { COMPOSITION_FILE, PARTS, type BundleComposition } from "./lib/bundle-composition";

export type ScriptFile = { name: string; raw: number; gzip: number };
export type InitialJs = { files: ScriptFile[]; raw: number; gzip: number };
/** Gzip bytes per part (React, Router, …), each file's gzip size shared out by what it is made of. */
export type JsSplit = { part: string; gzip: number }[];

/** The build directory the scripts read: --dist=DIR, else E2E_DIST_DIR (the e2e run's), else dist/. */
export function distDirFromArgs(args: string[]): string {
  const flag = args.find((arg) => arg.startsWith("--dist="));
  return path.resolve(flag ? flag.slice("--dist=".length) : (process.env.E2E_DIST_DIR ?? "dist"));
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".html": "text/html",
};

/** Every JavaScript file `pagePath` of the build in `distDir` loads until the network is idle, largest first. */
export async function measureInitialJs(distDir: string, pagePath = "/"): Promise<InitialJs> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) throw new Error(`No build in ${root} (index.html missing).`);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = path.join(root, decodeURIComponent(url.pathname));
    // A prerendered page (/login → login.html), else the SPA fallback.
    if (existsSync(`${file}.html`)) file = `${file}.html`;
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(root, "index.html");
    }
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(origin + pagePath, { waitUntil: "networkidle" });

    const files = [...scripts].map((name) => {
      const bytes = readFileSync(path.join(root, name));
      return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      files,
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The split of `measured` by part; null for a build without .vite/bundle-composition.json. */
export function splitByPart(distDir: string, measured: InitialJs): JsSplit | null {
  const compositionFile = path.join(path.resolve(distDir), COMPOSITION_FILE);
  if (!existsSync(compositionFile)) return null;
  const composition = JSON.parse(readFileSync(compositionFile, "utf8")) as BundleComposition;
  const totals = new Map<string, number>(PARTS.map((part) => [part, 0]));
  for (const file of measured.files) {
    const parts = composition[file.name.replace(/^\//, "")] ?? { "Other packages": 1 };
    const size = Object.values(parts).reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [part, bytes] of Object.entries(parts)) {
      totals.set(part, (totals.get(part) ?? 0) + (file.gzip * bytes) / size);
    }
  }
  return [...totals].map(([part, gzip]) => ({ part, gzip: Math.round(gzip) }));
}

export function splitLines(split: JsSplit, total: number): string[] {
  return split.map(
    ({ part, gzip }) =>
      `${kb(gzip).padStart(9)} gzip  ${`${Math.round((100 * gzip) / (total || 1))}%`.padStart(4)}  ${part}`,
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function fileLine(file: ScriptFile): string {
  return `${kb(file.gzip).padStart(9)} gzip ${kb(file.raw).padStart(9)} raw  ${file.name}`;
}

async function main() {
  const args = process.argv.slice(2);
  const pagePath = args.find((arg) => !arg.startsWith("--")) ?? "/";
  const dist = distDirFromArgs(args);
  if (!existsSync(path.join(dist, "index.html"))) {
    console.error(`No build in ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const measured = await measureInitialJs(dist, pagePath);
  for (const file of measured.files) console.log(fileLine(file));
  console.log(
    `Initial JavaScript of ${pagePath}: ${measured.files.length} files, ${kb(measured.gzip)} gzip (${kb(measured.raw)} raw).`,
  );
  const split = splitByPart(dist, measured);
  if (split) {
    console.log("Split (each file's gzip bytes shared out by its code before minification, so approximate):");
    for (const line of splitLines(split, measured.gzip)) console.log(line);
  }
  const clerk = measured.files.filter((file) => /clerk/i.test(file.name));
  console.log(
    clerk.length === 0 ? "Clerk's SDK was not loaded." : `Clerk code loaded: ${clerk.map((f) => f.name).join(", ")}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();

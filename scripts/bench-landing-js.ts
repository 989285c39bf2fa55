/**
 * Initial JavaScript of a page, from a production build:
 *   npm run build && node --import tsx scripts/bench-landing-js.ts [path=/]
 * Serves dist/ on a free port, opens the page in headless Chromium, waits for the network to be
 * idle and lists every JavaScript file the browser loaded with its raw and gzip size (gzip -9 of
 * the file in dist/, what a static host would send). No backend is needed: the page's data
 * requests fail quietly, which does not change what code loads.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/harness/chromium";

const DIST = path.resolve("dist");
const pagePath = process.argv[2] ?? "/";
if (!existsSync(path.join(DIST, "index.html"))) {
  console.error("No dist/: run `npm run build` first.");
  process.exit(1);
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".html": "text/html",
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let file = path.join(DIST, decodeURIComponent(url.pathname));
  if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) {
    file = path.join(DIST, "index.html"); // SPA fallback
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

  const rows = [...scripts].map((name) => {
    const bytes = readFileSync(path.join(DIST, name));
    return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const row of rows) console.log(`${kb(row.gzip).padStart(9)} gzip ${kb(row.raw).padStart(9)} raw  ${row.name}`);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  console.log(`Initial JavaScript of ${pagePath}: ${rows.length} files, ${kb(total.gzip)} gzip (${kb(total.raw)} raw).`);
  const clerk = rows.filter((row) => /clerk/i.test(row.name));
  console.log(clerk.length === 0 ? "Clerk's SDK was not loaded." : `Clerk code loaded: ${clerk.map((r) => r.name).join(", ")}`);
} finally {
  await browser.close();
  server.close();
}

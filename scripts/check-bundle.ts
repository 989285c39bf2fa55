/**
 * Bundle budget (ADR 0008, moved by ADR 0026): the JavaScript the landing page loads to hydrate
 * and start, gzip, may not grow past the figure in scripts/bundle-budget.json by more than its
 * tolerance. The page is prerendered, so its first paint needs no JavaScript; this is what comes
 * before it responds (React, router, Convex client, app code: the split is printed). What the page
 * defers past that (the toasts' code) is not counted.
 *   npm run check:bundle                 check the build that the end-to-end run made
 *   npm run check:bundle -- --record     write today's figure into the budget file
 *   npm run check:bundle -- --dist=DIR   measure another build
 * It reads dist/ (E2E_DIST_DIR when set, as the end-to-end run does), so `npm test` builds once;
 * when there is no build there, it makes one.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { distDirFromArgs, fileLine, kb, measureInitialJs, splitByPart, splitLines } from "./bench-landing-js";

type Budget = { landingInitialJsGzipBytes: number; toleranceBytes: number };

const BUDGET_FILE = path.resolve(import.meta.dirname, "bundle-budget.json");
const LARGEST_SHOWN = 8;

function readBudget(): Budget {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, "utf8")) as Partial<Budget>;
  const { landingInitialJsGzipBytes, toleranceBytes } = budget;
  if (!Number.isInteger(landingInitialJsGzipBytes) || !Number.isInteger(toleranceBytes)) {
    throw new Error(`${BUDGET_FILE}: landingInitialJsGzipBytes and toleranceBytes must be whole numbers of bytes.`);
  }
  return { landingInitialJsGzipBytes: landingInitialJsGzipBytes!, toleranceBytes: toleranceBytes! };
}

const args = process.argv.slice(2);
const dist = distDirFromArgs(args);
const record = args.includes("--record");

if (!existsSync(path.join(dist, "index.html"))) {
  console.log(`No build in ${dist}: building one.`);
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--emptyOutDir", "--outDir", dist], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const budget = readBudget();
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

if (record) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...budget, landingInitialJsGzipBytes: measured.gzip }, null, 2)}\n`);
  console.log(`Recorded ${measured.gzip} bytes as the budget in ${path.relative(process.cwd(), BUDGET_FILE)}.`);
  process.exit(0);
}

const limit = budget.landingInitialJsGzipBytes + budget.toleranceBytes;
const change = measured.gzip - budget.landingInitialJsGzipBytes;
const sign = change >= 0 ? "+" : "-";
console.log(
  `Budget: ${budget.landingInitialJsGzipBytes} bytes (${kb(budget.landingInitialJsGzipBytes)}) + ${budget.toleranceBytes} tolerance = ${limit} bytes; ` +
    `this build: ${sign}${kb(Math.abs(change))}.`,
);
if (measured.gzip > limit) {
  console.error(
    `Bundle check failed: the landing page loads ${kb(measured.gzip)} of JavaScript (gzip), ` +
      `${kb(measured.gzip - limit)} over the budget with its tolerance. Split what the landing page does not need ` +
      `(lazy routes or components), or, if the growth is wanted, record the new figure with ` +
      `\`npm run check:bundle -- --record\` and say why in the commit.`,
  );
  process.exit(1);
}
console.log("Bundle check passed.");

/**
 * Writes public/_headers (Netlify, Cloudflare Pages) from scripts/lib/security-headers.ts, or with
 * --check fails when the committed file differs. By default for any Convex Cloud deployment and no
 * Clerk (STATIC_HOST_OPTIONS); --from-env uses this shell's VITE_CONVEX_URL, VITE_CONVEX_SITE_URL
 * and VITE_CLERK_PUBLISHABLE_KEY instead (a self-hosted backend, or Clerk), for a deployment's build.
 *   node --import tsx scripts/security-headers.ts [--check] [--from-env] [--nginx]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  optionsFromEnv,
  renderHeadersFile,
  renderNginx,
  securityHeaders,
  STATIC_HOST_OPTIONS,
} from "./lib/security-headers.ts";

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "_headers");
const args = new Set(process.argv.slice(2));
const headers = securityHeaders(args.has("--from-env") ? optionsFromEnv(process.env) : STATIC_HOST_OPTIONS);

if (args.has("--nginx")) {
  console.log(renderNginx(headers));
} else if (args.has("--check")) {
  const current = readFileSync(file, "utf8");
  if (current !== renderHeadersFile(headers)) {
    console.error("public/_headers is out of date: run `node --import tsx scripts/security-headers.ts`.");
    process.exit(1);
  }
  console.log("public/_headers is current.");
} else {
  writeFileSync(file, renderHeadersFile(headers));
  console.log(`Wrote ${path.relative(process.cwd(), file)}.`);
}

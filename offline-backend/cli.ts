/**
 * Command line for the offline backend:
 *   node --import tsx offline-backend/cli.ts [--port 3210] [--site-port 3211] [--host 127.0.0.1]
 *        [--data-dir DIR | --in-memory] [--reset] [--seed] [--app-origin URL ...] [--max-upload-bytes N]
 * --app-origin (repeatable; else $LYCEUM_APP_ORIGINS, comma-separated; else Vite's localhost dev and
 * preview origins): the browser origins allowed to call it (CORS) and open its WebSocket.
 * Data folder: --data-dir, else $LYCEUM_DATA_DIR, else .data/offline-backend. --reset deletes it first.
 * --allowed-host (repeatable; else $LYCEUM_ALLOWED_HOSTS, comma-separated): a name besides localhost
 * and 127.0.0.1 that requests may carry in Host (`name` on the backend's ports, or `name:port`).
 * --seed adds the sample teachers and courses of convex/seed.ts when no course exists yet.
 * Prints `OFFLINE_BACKEND_READY url=<url> site=<siteUrl>` once listening.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { assertConvexTestVersion, ConvexTestVersionError } from "./convex-internals.ts";
import { DEFAULT_DATA_DIR, startOfflineBackend } from "./server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "site-port": { type: "string" },
    host: { type: "string" },
    "data-dir": { type: "string" },
    "modules-dir": { type: "string" },
    "in-memory": { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    seed: { type: "boolean", default: false },
    "app-origin": { type: "string", multiple: true },
    "allowed-host": { type: "string", multiple: true },
    "max-upload-bytes": { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(
    "Usage: node --import tsx offline-backend/cli.ts [--port 3210] [--site-port 3211] [--host 127.0.0.1]\n" +
      "       [--data-dir DIR | --in-memory] [--reset] [--seed] [--modules-dir convex]\n" +
      "       [--app-origin http://localhost:5173 ...] [--allowed-host lyceum.example[:port] ...]\n" +
      "       [--max-upload-bytes N]",
  );
  process.exit(0);
}

function portOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--${name} must be a port number`);
    process.exit(2);
  }
  return port;
}

// First of all (before --reset deletes anything): refuse a convex-test the internals were not
// written for. A setup problem, not a crash: print its message (what to do), no stack trace.
try {
  assertConvexTestVersion();
} catch (error) {
  if (!(error instanceof ConvexTestVersionError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

const dataDir = values["in-memory"]
  ? null
  : path.resolve(values["data-dir"] ?? process.env.LYCEUM_DATA_DIR ?? DEFAULT_DATA_DIR);
if (values.reset && dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Deleted the offline backend's data in ${dataDir}.`);
}

const backend = await startOfflineBackend({
  port: portOption(values.port, "port"),
  sitePort: portOption(values["site-port"], "site-port"),
  host: values.host,
  dataDir,
  modulesDir: values["modules-dir"],
  seed: values.seed,
  appOrigins: values["app-origin"],
  allowedHosts: values["allowed-host"],
  maxUploadBytes: values["max-upload-bytes"] === undefined ? undefined : Number(values["max-upload-bytes"]),
});

console.log(
  [
    "",
    "==================================================================================",
    " Lyceum OFFLINE BACKEND: a LOCAL TEST BACKEND (a convex-test double).",
    " It is NOT a production engine: no write conflicts, one function at a time, no",
    " limits enforced, fake storage URLs rewritten. Use real Convex for anything real.",
    "==================================================================================",
    ` Deployment URL (VITE_CONVEX_URL): ${backend.url}`,
    ` HTTP actions (CONVEX_SITE_URL):   ${backend.siteUrl}`,
    ` Data: ${backend.dataDir ? `${backend.dataDir} (${backend.restoredDocuments} documents restored; delete it or pass --reset to start empty)` : "in memory only (lost when it stops)"}`,
    ...(backend.seedSummary ? [` Sample data: ${backend.seedSummary}`] : []),
    ` Started in ${Math.round(backend.startupMs)} ms. Ctrl-C stops it.`,
    "",
  ].join("\n"),
);
console.log(`OFFLINE_BACKEND_READY url=${backend.url} site=${backend.siteUrl}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: saving and stopping the offline backend...`);
  try {
    await backend.stop();
    process.exit(0);
  } catch (error) {
    console.error("The offline backend did not stop cleanly:", error);
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

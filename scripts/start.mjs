// `npm start`: the app at http://localhost:5173 plus the best backend this machine can run.
//   1. a configured Convex deployment (CONVEX_DEPLOYMENT / VITE_CONVEX_URL in the environment or .env.local);
//   2. otherwise Convex's own local backend (`convex dev` with an anonymous local deployment),
//      when its binary is cached or can be downloaded;
//   3. otherwise Lyceum's offline test backend (offline-backend/), with data kept in .data/.
// Ctrl-C stops every process it started.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { request } from "node:https";
import { homedir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  offlineBackendCommand,
  offlineBackendEnv,
  stopGroup,
  waitForHttp,
  waitForOfflineBackend,
} from "./lib/processes.mjs";

const APP_URL = "http://localhost:5173";
const OFFLINE_PORT = Number(process.env.LYCEUM_BACKEND_PORT ?? 3210);
/** Every process started here, each the leader of its own process group (stopped by PID). */
const children = [];
let stopping = false;

function readEnvLocal() {
  if (!existsSync(".env.local")) return {};
  const entries = readFileSync(".env.local", "utf8")
    .split("\n")
    .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/))
    .filter(Boolean)
    .map(([, key, value]) => [key, value.replace(/^["']|["']$/g, "")]);
  return Object.fromEntries(entries);
}

/**
 * Starts a process in its own process group and tracks it, so that stop() ends it. By default
 * it is one Lyceum needs: when it stops, Lyceum stops. `{ oneShot: true }` is for a task that
 * is meant to finish (it is still stopped on Ctrl-C while it runs).
 */
function run(command, args, options = {}, { oneShot = false } = {}) {
  const child = spawn(command, args, { stdio: "inherit", detached: true, ...options });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (oneShot) {
      children.splice(children.indexOf(child), 1);
    } else if (!stopping) {
      console.error(`\n${command} ${args[0] ?? ""} stopped (${signal ?? `exit ${code}`}); stopping Lyceum.`);
      void stop(code ?? 1);
    }
  });
  return child;
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  // SIGTERM to each process group, SIGKILL to whatever is left after 5 s.
  await Promise.all(children.map((child) => stopGroup(child)));
  process.exit(exitCode);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

/** Can Convex's local backend binary be had: cached already, or its download host reachable? */
async function localConvexObtainable() {
  const binaries = join(homedir(), ".cache", "convex", "binaries");
  if (existsSync(binaries) && readdirSync(binaries).length > 0) return { ok: true };
  const reachable = await new Promise((resolve) => {
    const req = request("https://github.com/", { method: "HEAD", timeout: 4000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
    req.end();
  });
  return reachable
    ? { ok: true }
    : { ok: false, why: "its binary is not cached and cannot be downloaded (no network)" };
}

/** Where maildev (the local mail catcher) listens: SMTP for the backend, its inbox for people. */
const MAIL_SMTP_PORT = 1025;
const MAIL_INBOX_URL = "http://localhost:1080";

/**
 * Starts maildev unless mail is configured (SMTP_URL or RESEND_API_KEY): Lyceum's mails (codes
 * for e-mail verification and password reset) land in its inbox instead of being sent. Resolves
 * with the SMTP_URL to give the backend, or null when mail is configured or maildev could not
 * start (the backend then writes mails to its console; docs/accounts.md).
 */
async function startMailCatcher(env) {
  if (env.SMTP_URL || env.RESEND_API_KEY) return null;
  const args = ["--smtp", String(MAIL_SMTP_PORT), "--ip", "127.0.0.1", "--web", "1080", "--web-ip", "127.0.0.1"];
  // One-shot: Lyceum keeps running without it (e.g. when port 1025 or 1080 is taken).
  const maildev = run(
    join("node_modules", ".bin", "maildev"),
    args,
    { stdio: ["ignore", "ignore", "inherit"] },
    { oneShot: true },
  );
  try {
    await waitForHttp("http://127.0.0.1:1080/api/healthz", { timeoutMs: 30_000, child: maildev, what: "maildev" });
    return `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
  } catch (error) {
    console.warn(`Lyceum: no mail catcher (${error.message}); mails are written to the backend's console.`);
    return null;
  }
}

async function startOfflineBackend(smtpUrl) {
  const { command, args } = offlineBackendCommand({
    port: OFFLINE_PORT,
    sitePort: OFFLINE_PORT + 1,
    seed: true,
    // The app's origin, both spellings (the browser may be pointed at either).
    appOrigins: [APP_URL, APP_URL.replace("localhost", "127.0.0.1")],
  });
  // SITE_URL: where Google sign-in comes back to (the app), unless the environment says otherwise.
  const env = offlineBackendEnv({ env: process.env, appUrl: APP_URL, smtpUrl });
  const backend = run(command, args, { stdio: ["ignore", "pipe", "inherit"], env });
  backend.stdout.pipe(process.stdout, { end: false }); // its banner, and anything it prints later
  return await waitForOfflineBackend(backend, { timeoutMs: 120_000 });
}

async function main() {
  const started = Date.now();
  const env = { ...readEnvLocal(), ...process.env };
  const viteEnv = { ...process.env };
  const smtpUrl = await startMailCatcher(env);

  if (env.CONVEX_DEPLOYMENT || env.VITE_CONVEX_URL) {
    console.log(`Lyceum: using the configured Convex deployment (${env.VITE_CONVEX_URL ?? env.CONVEX_DEPLOYMENT}).`);
    if (env.CONVEX_DEPLOYMENT) run("npx", ["convex", "dev"]);
  } else {
    const local =
      process.env.LYCEUM_BACKEND === "offline"
        ? { ok: false, why: "LYCEUM_BACKEND=offline" }
        : await localConvexObtainable();
    if (local.ok) {
      console.log("Lyceum: starting Convex's local backend (anonymous local deployment).");
      // Writes CONVEX_DEPLOYMENT and VITE_CONVEX_URL to .env.local, which Vite then reads.
      run("npx", ["convex", "dev", "--typecheck", "disable"], {
        env: { ...process.env, CONVEX_AGENT_MODE: "anonymous" },
      });
      while (!readEnvLocal().VITE_CONVEX_URL) await sleep(500);
      const { ensureConvexAuthEnv } = await import("./convex-auth-env.mjs");
      if (await ensureConvexAuthEnv(APP_URL)) console.log("Lyceum: gave the local deployment its Convex Auth keys.");
      // The local deployment's functions mail through the catcher too.
      if (smtpUrl) run("npx", ["convex", "env", "set", "SMTP_URL", smtpUrl], { stdio: "ignore" }, { oneShot: true });
      // Sample teachers and courses on an empty deployment (the mutation does nothing otherwise).
      run("npx", ["convex", "run", "seed:sampleData"], { stdio: "ignore" }, { oneShot: true });
    } else {
      console.log(`Lyceum: Convex's local backend is unavailable (${local.why}); using the offline test backend.`);
      viteEnv.VITE_CONVEX_URL = await startOfflineBackend(smtpUrl);
    }
  }

  const vite = run("npx", ["vite", "--port", "5173", "--strictPort"], {
    env: viteEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHttp(APP_URL, { timeoutMs: 120_000, child: vite, what: "vite" });
  console.log(
    `\nLyceum is running at ${APP_URL} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s). Ctrl-C stops it.`,
  );
  if (smtpUrl) console.log(`Mail inbox: ${MAIL_INBOX_URL} (the mails Lyceum sends, e.g. verification codes)`);
}

main().catch((error) => {
  console.error(`Lyceum could not start: ${error.message}`);
  void stop(1);
});

// `npm start`: the app at http://localhost:5173 plus the best backend this machine can run.
//   1. a configured Convex deployment (CONVEX_DEPLOYMENT / VITE_CONVEX_URL in the environment or .env.local);
//   2. otherwise Convex's own local backend (`convex dev` with an anonymous local deployment),
//      when its binary is cached or can be downloaded;
//   3. otherwise Lyceum's offline test backend (tests/backend/), with data kept in .data/.
// Ctrl-C stops every process it started.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { request } from "node:https";
import { homedir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const APP_URL = "http://localhost:5173";
const OFFLINE_PORT = Number(process.env.LYCEUM_BACKEND_PORT ?? 3210);
const children = [];

function readEnvLocal() {
  if (!existsSync(".env.local")) return {};
  const entries = readFileSync(".env.local", "utf8")
    .split("\n")
    .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/))
    .filter(Boolean)
    .map(([, key, value]) => [key, value.replace(/^["']|["']$/g, "")]);
  return Object.fromEntries(entries);
}

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: "inherit", detached: true, ...options });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`\n${command} ${args[0] ?? ""} stopped (${signal ?? `exit ${code}`}); stopping Lyceum.`);
      void stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM"); // the child's own process group, by PID
      } catch {
        /* already gone */
      }
    }
  }
  await Promise.race([
    Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null))),
    sleep(5000),
  ]);
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

async function startOfflineBackend() {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/backend/cli.ts", "--seed", "--port", String(OFFLINE_PORT), "--site-port", String(OFFLINE_PORT + 1)],
    { stdio: ["ignore", "pipe", "inherit"], detached: true },
  );
  children.push(child);
  return await new Promise((resolve, reject) => {
    let buffered = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk;
      const ready = buffered.match(/OFFLINE_BACKEND_READY url=(\S+)/);
      if (ready) resolve(ready[1]);
    });
    child.on("exit", (code) => {
      if (!stopping) void stop(code ?? 1);
    });
    child.on("exit", (code) => reject(new Error(`the offline backend exited (${code})`)));
  });
}

async function main() {
  const started = Date.now();
  const env = { ...readEnvLocal(), ...process.env };
  const viteEnv = { ...process.env };

  if (env.CONVEX_DEPLOYMENT || env.VITE_CONVEX_URL) {
    console.log(`Lyceum: using the configured Convex deployment (${env.VITE_CONVEX_URL ?? env.CONVEX_DEPLOYMENT}).`);
    if (env.CONVEX_DEPLOYMENT) run("npx", ["convex", "dev"]);
  } else {
    const local = process.env.LYCEUM_BACKEND === "offline" ? { ok: false, why: "LYCEUM_BACKEND=offline" } : await localConvexObtainable();
    if (local.ok) {
      console.log("Lyceum: starting Convex's local backend (anonymous local deployment).");
      // Writes CONVEX_DEPLOYMENT and VITE_CONVEX_URL to .env.local, which Vite then reads.
      run("npx", ["convex", "dev", "--typecheck", "disable"], { env: { ...process.env, CONVEX_AGENT_MODE: "anonymous" } });
      while (!readEnvLocal().VITE_CONVEX_URL) await sleep(500);
      const { ensureConvexAuthEnv } = await import("./convex-auth-env.mjs");
      if (await ensureConvexAuthEnv(APP_URL)) console.log("Lyceum: gave the local deployment its Convex Auth keys.");
      // Sample teachers and courses on an empty deployment (the mutation does nothing otherwise).
      spawn("npx", ["convex", "run", "seed:sampleData"], { stdio: "ignore" });
    } else {
      console.log(`Lyceum: Convex's local backend is unavailable (${local.why}); using the offline test backend.`);
      viteEnv.VITE_CONVEX_URL = await startOfflineBackend();
    }
  }

  run("npx", ["vite", "--port", "5173", "--strictPort"], { env: viteEnv, stdio: ["ignore", "inherit", "inherit"] });
  for (;;) {
    try {
      const res = await fetch(APP_URL);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  console.log(`\nLyceum is running at ${APP_URL} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s). Ctrl-C stops it.`);
}

main().catch((error) => {
  console.error(`Lyceum could not start: ${error.message}`);
  void stop(1);
});

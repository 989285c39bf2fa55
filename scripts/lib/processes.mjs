// Child-process helpers shared by `npm start` (scripts/start.mjs) and the end-to-end tests'
// global setup (tests/e2e/harness/global-setup.ts). Plain JavaScript so `node scripts/start.mjs`
// runs without a TypeScript loader; the types are in processes.d.mts.
//
// Every long-running child is spawned `detached`, i.e. as the leader of its own process group,
// and is stopped through that group (by PID, never by name): `npx vite` and friends start
// grandchildren that a signal to the direct child alone would leave behind.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/** The line the offline backend (offline-backend/cli.ts) prints once it is listening. */
export const OFFLINE_BACKEND_READY = /OFFLINE_BACKEND_READY url=(\S+)/;

/** Has this child exited (normally or through a signal)? */
function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Sends a signal to the process group led by `pid`; false when the group no longer exists. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Does any process of the group led by `pid` still run? */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error?.code === "EPERM";
  }
}

/** Resolves once the child has exited, or after `ms`, whichever comes first; true if it exited. */
function exitedWithin(child, ms) {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      child.off("exit", onExit);
      resolve(false);
    }, ms);
    child.once("exit", onExit);
  });
}

/**
 * Stops a child spawned with `detached: true` and everything in its process group: SIGTERM to
 * the group, then, if the child or any other member of the group is still there after
 * `timeoutMs`, SIGKILL to the group. Resolves once done; never rejects.
 */
export async function stopGroup(child, { timeoutMs = 5000 } = {}) {
  const pid = child.pid;
  if (pid === undefined) return;
  if (!signalGroup(pid, "SIGTERM")) return; // the whole group is gone already
  const deadline = Date.now() + timeoutMs;
  await exitedWithin(child, timeoutMs);
  // The group leader may exit before the processes it started (npx before vite).
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (hasExited(child) && !groupAlive(pid)) return;
  signalGroup(pid, "SIGKILL");
  await exitedWithin(child, 2000);
  const killDeadline = Date.now() + 2000;
  while (groupAlive(pid) && Date.now() < killDeadline) await sleep(50);
}

/**
 * Waits for a line of the child's stdout to match `pattern` and resolves with the match. Rejects
 * when the child exits first or after `timeoutMs`, with the output so far (stdout and stderr,
 * when piped) in the message. Its listeners are removed once settled: output after that is no
 * longer kept (a piped stream stays flowing, so it is drained rather than left to block the
 * child, unless the caller reads it too).
 */
export function waitForLine(child, pattern, what, { timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let output = "";
    const onStdout = (chunk) => {
      stdout += chunk.toString();
      output += chunk.toString();
      const match = stdout.match(pattern);
      if (match) {
        cleanup();
        resolve(match);
      }
    };
    const onStderr = (chunk) => {
      output += chunk.toString();
    };
    const onExit = (code, signal) => {
      cleanup();
      reject(new Error(`${what} exited (${signal ?? `exit ${code}`}) before it was ready:\n${output}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${what} was not ready after ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      child.stdout?.off("data", onStdout);
      child.stderr?.off("data", onStderr);
      child.off("exit", onExit);
      // Removing a 'data' listener does not pause a stream; resume() makes sure it keeps draining.
      child.stdout?.resume();
      child.stderr?.resume();
    }
    if (!child.stdout) {
      clearTimeout(timer);
      reject(new Error(`waitForLine: ${what} was spawned without a piped stdout`));
      return;
    }
    child.stdout.on("data", onStdout);
    child.stderr?.on("data", onStderr);
    child.once("exit", onExit);
    if (hasExited(child)) onExit(child.exitCode, child.signalCode);
  });
}

/**
 * Polls `url` until it answers 2xx. Rejects after `timeoutMs`, or as soon as `child` (the process
 * meant to serve it, when given) exits.
 */
export async function waitForHttp(url, { timeoutMs = 30_000, intervalMs = 200, child, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && hasExited(child)) {
      throw new Error(`${what} exited (${child.signalCode ?? `exit ${child.exitCode}`}) before ${url} answered`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() >= deadline) throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

/**
 * The command line of Lyceum's offline backend (offline-backend/cli.ts), run from the project root:
 * `{ command, args }` for spawn().
 */
export function offlineBackendCommand({ port, sitePort, inMemory = false, seed = false, appOrigins = [] }) {
  const args = ["--import", "tsx", "offline-backend/cli.ts", "--port", String(port), "--site-port", String(sitePort)];
  if (inMemory) args.push("--in-memory");
  if (seed) args.push("--seed");
  for (const origin of appOrigins) args.push("--app-origin", origin);
  return { command: process.execPath, args };
}

/**
 * The environment `npm start` gives the offline backend: its own, plus the app's URL as SITE_URL
 * unless one is set (Convex Auth sends the browser back there after Google sign-in; without it the
 * callback fails), plus the mail catcher's SMTP_URL when there is one.
 */
export function offlineBackendEnv({ env, appUrl, smtpUrl = null }) {
  return {
    ...env,
    SITE_URL: env.SITE_URL?.trim() || appUrl,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  };
}

/**
 * Spawns the offline backend as the leader of its own process group, stdout piped (for
 * waitForOfflineBackend) and stderr as given (default: piped too; a file descriptor writes it there).
 */
export function spawnOfflineBackend({ env = process.env, stderr = "pipe", ...options }) {
  const { command, args } = offlineBackendCommand(options);
  return spawn(command, args, { detached: true, stdio: ["ignore", "pipe", stderr], env });
}

/** Waits for the offline backend's ready line and resolves with its deployment URL. */
export async function waitForOfflineBackend(child, options) {
  const match = await waitForLine(child, OFFLINE_BACKEND_READY, "the offline backend", options);
  return match[1];
}

/**
 * Starts what the end-to-end tests run against, on free ports: the offline backend (in memory,
 * one shared instance) and the built app served by `vite preview`. Workers read the URLs from
 * the environment variables set here.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { ADMIN_EMAIL } from "./accounts";


async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM"); // its own process group, by PID
  } catch {
    return Promise.resolve();
  }
  return Promise.race([exited, sleep(5000).then(() => undefined)]);
}

async function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpMatchArray> {
  return await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`${what} exited (${code}):\n${output}`)));
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const [backendPort, sitePort, appPort] = [await freePort(), await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;

  const backend = spawn(
    process.execPath,
    ["--import", "tsx", "tests/backend/cli.ts", "--in-memory", "--port", `${backendPort}`, "--site-port", `${sitePort}`],
    { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ADMIN_EMAILS: ADMIN_EMAIL } },
  );
  const ready = waitForLine(backend, /OFFLINE_BACKEND_READY url=(\S+)/, "the offline backend");

  // The app is built once with the backend's URL baked in, as in production.
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
      stdio: "inherit",
      env: { ...process.env, VITE_CONVEX_URL: backendUrl },
    });
  }
  await ready;

  const app = spawn("npx", ["vite", "preview", "--port", `${appPort}`, "--strictPort", "--host", "127.0.0.1"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const appUrl = `http://127.0.0.1:${appPort}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(appUrl)).ok) break;
    } catch {
      if (i > 300) throw new Error("vite preview did not start");
    }
    await sleep(100);
  }

  process.env.E2E_BASE_URL = appUrl;
  process.env.E2E_BACKEND_URL = backendUrl;
  return async () => {
    await stopProcess(app);
    await stopProcess(backend);
  };
}

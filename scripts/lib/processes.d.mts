// Types of processes.mjs, for the TypeScript that imports it (tests/e2e/harness/global-setup.ts).
import type { ChildProcess } from "node:child_process";

/** The line the offline backend prints once it is listening; group 1 is its deployment URL. */
export declare const OFFLINE_BACKEND_READY: RegExp;

/** SIGTERM to the child's process group, then SIGKILL to it if anything is left after `timeoutMs` (default 5000). */
export declare function stopGroup(child: ChildProcess, options?: { timeoutMs?: number }): Promise<void>;

/** Resolves with the first match of `pattern` in the child's stdout; rejects on exit or after `timeoutMs` (default 60 000). */
export declare function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
  options?: { timeoutMs?: number },
): Promise<RegExpMatchArray>;

/** Polls `url` until it answers 2xx; rejects after `timeoutMs` (default 30 000) or when `child` exits. */
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number; child?: ChildProcess; what?: string },
): Promise<void>;

export type OfflineBackendOptions = {
  port: number;
  sitePort: number;
  /** Keep no data folder (--in-memory). */
  inMemory?: boolean;
  /** Add the sample data to an empty backend (--seed). */
  seed?: boolean;
  /** Browser origins allowed to call it and open its WebSocket (--app-origin, repeated). */
  appOrigins?: readonly string[];
};

export declare function offlineBackendCommand(options: OfflineBackendOptions): { command: string; args: string[] };

/** The offline backend's environment under `npm start`: `env`, SITE_URL (default `appUrl`), SMTP_URL when given. */
export declare function offlineBackendEnv(options: {
  env: NodeJS.ProcessEnv;
  appUrl: string;
  smtpUrl?: string | null;
}): NodeJS.ProcessEnv;

export declare function spawnOfflineBackend(
  options: OfflineBackendOptions & { env?: NodeJS.ProcessEnv; stderr?: "pipe" | "inherit" | "ignore" | number },
): ChildProcess;

/** Resolves with the backend's deployment URL once it printed its ready line. */
export declare function waitForOfflineBackend(child: ChildProcess, options?: { timeoutMs?: number }): Promise<string>;

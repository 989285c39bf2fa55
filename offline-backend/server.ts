/**
 * Lyceum's offline local backend: ONE convex-test instance loaded with the real convex/ modules,
 * served over the Convex client sync protocol (WebSocket), with file storage and HTTP actions.
 * A LOCAL TEST DOUBLE with convex-test's semantics, never a production engine: see
 * offline-backend/README.md for how it works and how it differs from Convex.
 *
 *   deployment URL (port, default 3210): /api/<version>/sync, /api/storage/*, /api/{query,mutation,action}
 *   site URL (sitePort, default port+1): HTTP actions of convex/http.ts; CONVEX_SITE_URL is this origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { SchemaDefinition, GenericSchema } from "convex/server";
import type { JSONValue } from "convex/values";
import { WebSocketServer } from "ws";
import { BlobStore } from "./blob-store.ts";
import { loadComponents } from "./components.ts";
import { assertConvexTestVersion, ConvexTestInternals, type CommittedWrite } from "./convex-internals.ts";
import { HostCheck, hostsFromEnv } from "./hosts.ts";
import { HttpActions } from "./http-actions.ts";
import { corsHeaders, readBody, sendJson, sendPreflight, sendText } from "./http-util.ts";
import { DEFAULT_VIDEO_MAX_BYTES, DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "../convex/shared/limits.ts";
import { bearerIdentity, loadOrCreateKeys, tokenVerifier, type VerifiedIdentity } from "./identity.ts";
import { buildModuleMap, FunctionDirectory, moduleFile, type FunctionKind } from "./modules.ts";
import { useNativeScrypt } from "./native-scrypt.ts";
import { Persistence } from "./persistence.ts";
import { FunctionRunner } from "./runner.ts";
import { RestoredJobs } from "./scheduled-jobs.ts";
import { DEFAULT_APP_ORIGINS, configureAppOrigins, isAllowedOrigin, originsFromEnv } from "./origins.ts";
import { StorageHttp } from "./storage-http.ts";
import { UploadTokens } from "./upload-tokens.ts";
import { SubscriptionHub } from "./subscriptions.ts";
import { SyncSession } from "./sync-session.ts";
import { tableWrites, type WriteSet } from "./read-sets.ts";
import { StorageUrlSigner } from "./storage-urls.ts";
import { FAKE_ORIGIN, UrlRewriter } from "./url-rewrite.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, ".data", "offline-backend");
export const DEFAULT_MODULES_DIR = path.join(REPO_ROOT, "convex");

export type OfflineBackendOptions = {
  /** Deployment port (0 = any free port). Default 3210. */
  port?: number;
  /** HTTP-actions port (0 = any free port). Default port + 1 (or 0 when port is 0). */
  sitePort?: number;
  host?: string;
  /** Data folder; null keeps everything in memory. Default .data/offline-backend. */
  dataDir?: string | null;
  /** The convex/ folder to load. Default the app's convex/. */
  modulesDir?: string;
  /** Extra deployment variables, set on process.env before the modules load. */
  env?: Record<string, string>;
  /** Run the internal `seed:sampleData` mutation once started (it does nothing when courses exist). */
  seed?: boolean;
  /**
   * Browser origins allowed to call it (CORS) and open its WebSocket (origins.ts). Default:
   * LYCEUM_APP_ORIGINS, else Vite's dev and preview origins on localhost.
   */
  appOrigins?: readonly string[];
  /** Largest upload body accepted (bytes). Default: the app's largest file limit plus headroom. */
  maxUploadBytes?: number;
  /**
   * Names besides localhost / 127.0.0.1 / [::1] that requests may carry in `Host` (hosts.ts):
   * `name` (with each server's own port) or `name:port`. Default: LYCEUM_ALLOWED_HOSTS.
   */
  allowedHosts?: readonly string[];
};

/** Room above the largest file limit for an upload body (the limits are checked again by the app). */
const UPLOAD_HEADROOM_BYTES = 16 * 1024 * 1024;

/**
 * The app's largest file limit (convex/model/limits.ts, or a larger VIDEO_MAX_BYTES /
 * DOCUMENT_MAX_BYTES deployment variable) plus headroom.
 */
export function defaultMaxUploadBytes(env: Record<string, string | undefined> = process.env): number {
  const fromEnv = [env.VIDEO_MAX_BYTES, env.DOCUMENT_MAX_BYTES].map(Number).filter((n) => Number.isSafeInteger(n));
  return Math.max(IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES, DEFAULT_VIDEO_MAX_BYTES, ...fromEnv) + UPLOAD_HEADROOM_BYTES;
}

export type OfflineBackend = {
  url: string;
  siteUrl: string;
  dataDir: string | null;
  /** Milliseconds from the call to listening with modules loaded. */
  startupMs: number;
  /** Documents restored from the data folder. */
  restoredDocuments: number;
  /** What the seed said, when `seed` was asked for. */
  seedSummary: string | null;
  /**
   * In-process access for benchmarks and tests (scripts/bench-scale.ts): the function runner
   * (calls as an identity, per-call read counts) and the convex-test instance (direct inserts).
   */
  runner: FunctionRunner;
  convex: ConvexTestInternals;
  stop(): Promise<void>;
};

/** convex-test keeps global state and functions read process.env: one backend per process. */
let running = false;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startOfflineBackend(options: OfflineBackendOptions = {}): Promise<OfflineBackend> {
  // Before anything else (ports, data folder): the internals only fit one convex-test version.
  assertConvexTestVersion();
  if (running) throw new Error("An offline backend is already running in this process (convex-test state is global).");
  running = true;
  useNativeScrypt();
  try {
    return await start(options);
  } catch (error) {
    running = false;
    throw error;
  }
}

async function start(options: OfflineBackendOptions): Promise<OfflineBackend> {
  const started = performance.now();
  const host = options.host ?? "127.0.0.1";
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const dataDir =
    options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir === null ? null : path.resolve(options.dataDir);
  const modulesDir = path.resolve(options.modulesDir ?? DEFAULT_MODULES_DIR);
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  configureAppOrigins(options.appOrigins ?? originsFromEnv(process.env.LYCEUM_APP_ORIGINS) ?? DEFAULT_APP_ORIGINS);

  const api = createServer();
  const site = createServer();
  const port = await listen(api, options.port ?? 3210, host);
  const sitePort = await listen(site, options.sitePort ?? (options.port === 0 ? 0 : port + 1), host);
  const hosts = new HostCheck([
    ...(urlHost === "127.0.0.1" ? [] : [urlHost]),
    ...(options.allowedHosts ?? hostsFromEnv(process.env.LYCEUM_ALLOWED_HOSTS)),
  ]);
  const url = `http://${urlHost}:${port}`;
  const siteUrl = `http://${urlHost}:${sitePort}`;

  // Deployment variables, before any app module is imported.
  const keys = await loadOrCreateKeys(dataDir);
  Object.assign(process.env, options.env ?? {}, {
    JWT_PRIVATE_KEY: keys.jwtPrivateKey,
    JWKS: keys.jwks,
    CONVEX_SITE_URL: siteUrl,
    CONVEX_CLOUD_URL: url,
  });

  const modules = buildModuleMap(modulesDir);
  const schemaFile = moduleFile(modulesDir, "schema");
  const schema = schemaFile
    ? ((await import(pathToFileURL(schemaFile).href)) as { default: SchemaDefinition<GenericSchema, boolean> }).default
    : undefined;
  // Loading every module now surfaces import errors at start instead of at the first request.
  await Promise.all(Object.values(modules).map((load) => load()));
  // The Convex components of convex.config.ts (rate limiter, presence, their batch workers).
  const components = await loadComponents(modulesDir);
  const convex = await ConvexTestInternals.create(schema, modules, components);

  const blobs = new BlobStore(dataDir);
  const persistence = dataDir ? new Persistence(dataDir, convex, blobs) : null;
  const restoredDocuments = (await persistence?.restore()) ?? 0;

  const directory = new FunctionDirectory(modules);
  const rewriter = new UrlRewriter(url);
  const runner = new FunctionRunner(convex, directory, rewriter);
  const hub = new SubscriptionHub();
  let stopped = false;
  const onWrite = (rootWrites: readonly CommittedWrite[], changes: WriteSet) => {
    if (stopped) return;
    // On disk before anything else: whoever waits for this write is answered after this returns.
    // Components' tables (presence heartbeats, rate limits) are not kept: nothing to write for them.
    if (rootWrites.length > 0) {
      persistence?.journalCommit(rootWrites);
      persistence?.scheduleSave();
    }
    hub.markDirty(changes);
  };
  convex.onTopLevelCommit(onWrite);
  convex.onStoreFile({ committedChange: (tables, doc) => onWrite([[doc._id, doc]], tableWrites(tables)) });
  const jobs = new RestoredJobs(convex);
  await jobs.resume();
  const seedSummary = options.seed ? await seedSampleData(convex, modulesDir) : null;

  const verify = await tokenVerifier(keys, siteUrl, modulesDir);
  const uploadTokens = new UploadTokens();
  convex.issueUploadUrls(() => uploadTokens.issue());
  const signer = StorageUrlSigner.load(dataDir);
  convex.signStorageUrls(FAKE_ORIGIN, (storageId) => signer.pathFor(storageId));
  const maxUploadBytes = options.maxUploadBytes ?? defaultMaxUploadBytes();
  const storage = new StorageHttp(convex, blobs, signer, uploadTokens, maxUploadBytes, (storageId, file) =>
    persistence?.journalBlob(storageId, file),
  );
  const hasRouter = moduleFile(modulesDir, "http") !== null;
  const httpActions = new HttpActions(runner, rewriter, verify, hasRouter);

  const guard =
    (serverPort: number, handler: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>) =>
    (req: IncomingMessage, res: ServerResponse) => {
      // DNS rebinding: a page of a stranger's name that resolves here is not answered (hosts.ts).
      if (!hosts.allows(req.headers.host, serverPort)) {
        res.writeHead(421, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end("Misdirected request");
        return;
      }
      const requestUrl = new URL(req.url ?? "/", url);
      handler(req, res, requestUrl).catch((error: unknown) => {
        console.error(`[offline backend] ${req.method} ${requestUrl.pathname} failed:`, error);
        if (!res.headersSent) sendText(req, res, 500, "Internal backend error");
        else res.destroy();
      });
    };

  api.on(
    "request",
    guard(port, async (req, res, requestUrl) => {
      if (req.method === "OPTIONS") return sendPreflight(req, res);
      if (await storage.handle(req, res, requestUrl)) return;
      const callKind = /^\/api\/(query|mutation|action)$/.exec(requestUrl.pathname)?.[1] as FunctionKind | undefined;
      if (callKind && req.method === "POST") return await httpCall(req, res, callKind);
      if (requestUrl.pathname === "/" || requestUrl.pathname === "/version") {
        res.writeHead(200, { ...corsHeaders(req), "Content-Type": "text/plain; charset=utf-8" });
        res.end("Lyceum offline backend: a LOCAL TEST BACKEND (convex-test double), not a production engine.\n");
        return;
      }
      sendText(req, res, 404, "Not found");
    }),
  );
  site.on(
    "request",
    guard(sitePort, (req, res, requestUrl) => httpActions.handle(req, res, requestUrl)),
  );

  /** ConvexHttpClient's endpoints: POST {path, args, format: "json"}. */
  async function httpCall(req: IncomingMessage, res: ServerResponse, kind: FunctionKind): Promise<void> {
    let identity: VerifiedIdentity | null;
    try {
      identity = await bearerIdentity(req, verify);
    } catch (error) {
      return sendJson(req, res, 401, { code: "Unauthenticated", message: String(error) });
    }
    const body = JSON.parse((await readBody(req)).toString("utf8") || "{}") as { path?: string; args?: JSONValue };
    const udfPath = String(body.path ?? "");
    const args = Array.isArray(body.args) ? body.args : [body.args ?? {}];
    const outcome =
      kind === "query"
        ? (await runner.runQuery(udfPath, args, identity, null)).outcome
        : await runner.run(kind, udfPath, args, identity);
    // A write is answered once subscribers have been brought up to date with it; a query wrote nothing.
    if (kind !== "query") await hub.idle();
    sendJson(
      req,
      res,
      200,
      outcome.success
        ? { status: "success", value: outcome.value, logLines: outcome.logLines }
        : {
            status: "error",
            errorMessage: outcome.errorMessage,
            errorData: outcome.errorData,
            logLines: outcome.logLines,
          },
    );
  }

  const wss = new WebSocketServer({ noServer: true });
  api.on("upgrade", (req, socket, head) => {
    if (!hosts.allows(req.headers.host, port)) {
      socket.end("HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    const pathname = new URL(req.url ?? "/", url).pathname;
    if (!/^\/api\/[^/]+\/sync$/.test(pathname)) {
      socket.destroy();
      return;
    }
    // Browsers always send Origin on a WebSocket: a page of another site must not get a session.
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin)) {
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      new SyncSession(ws, hub, runner, verify);
    });
  });

  const startupMs = performance.now() - started;

  async function stop(): Promise<void> {
    if (stopped) return;
    stopped = true;
    hub.stop();
    jobs.stop();
    for (const connection of [...hub.connections]) connection.close();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await Promise.all([closeServer(api), closeServer(site)]);
    await persistence?.close();
    jobs.cancelPendingInMemory();
    running = false;
  }

  return { url, siteUrl, dataDir, startupMs, restoredDocuments, seedSummary, runner, convex, stop };
}

/** The sample teachers and courses of convex/seed.ts, for a newcomer's first look. */
async function seedSampleData(convex: ConvexTestInternals, modulesDir: string): Promise<string> {
  if (moduleFile(modulesDir, "seed") === null) {
    return "no convex/seed module; nothing seeded.";
  }
  const result = await convex.callFunction(convex.t, "mutation", "seed:sampleData", {});
  const summary = (result as { summary?: unknown } | null)?.summary;
  return typeof summary === "string" ? summary : "seeded.";
}

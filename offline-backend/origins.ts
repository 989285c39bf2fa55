/**
 * The browser origins the backend answers: CORS (`Access-Control-Allow-Origin` is the request's
 * Origin only when it is one of these, never `*` with credentials) and WebSocket upgrades (a
 * foreign Origin is refused). Requests without an Origin header (Node clients, curl, `<img>`) are
 * not cross-origin reads by a browser and are served without CORS headers.
 *
 * Configured per backend: `appOrigins` (startOfflineBackend), `--app-origin` (cli.ts) or
 * LYCEUM_APP_ORIGINS (comma-separated). Default: Vite's dev and preview servers on this machine.
 */
export const DEFAULT_APP_ORIGINS: readonly string[] = [
  "http://localhost:5173",
  "http://127.0.0.1:5173",
  "http://localhost:4173",
  "http://127.0.0.1:4173",
];

/** `http://host:port` without a path or trailing slash, as browsers send Origin; throws on garbage. */
export function normalizeOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`Not a web origin: ${origin}`);
  return url.origin;
}

/** The origins in LYCEUM_APP_ORIGINS, or null when it is unset or empty. */
export function originsFromEnv(value: string | undefined): string[] | null {
  const origins = (value ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
  return origins.length > 0 ? origins.map(normalizeOrigin) : null;
}

let allowed: ReadonlySet<string> = new Set(DEFAULT_APP_ORIGINS);

/**
 * Sets the origins every handler of this process answers. Module state on purpose: there is one
 * backend per process (convex-test's state is global too, see server.ts).
 */
export function configureAppOrigins(origins: readonly string[]): void {
  allowed = new Set(origins.map(normalizeOrigin));
}

export function isAllowedOrigin(origin: string): boolean {
  return allowed.has(origin);
}

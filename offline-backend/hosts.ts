/**
 * The names the backend answers to (DNS rebinding: a web page on a stranger's domain whose name is
 * made to resolve to 127.0.0.1 reaches the backend with the stranger's name in `Host`, and as the
 * same origin as that page, so CORS does not stop it). A request, or a WebSocket upgrade, is
 * answered only when its `Host` is `localhost`, `127.0.0.1` or `[::1]` with the backend's own port
 * for that server, or one of the configured names: `allowedHosts` (startOfflineBackend),
 * `--allowed-host` (cli.ts, repeatable) or LYCEUM_ALLOWED_HOSTS (comma-separated), each
 * `name` (with the server's port) or `name:port` (exactly that, e.g. behind a proxy on 443). The
 * listen address counts too when it is a name or an address other than 0.0.0.0 / ::.
 */
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/** The names in LYCEUM_ALLOWED_HOSTS, or an empty list. */
export function hostsFromEnv(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter((host) => host !== "");
}

export class HostCheck {
  /** `name:port` entries: exactly that Host. */
  private readonly exact = new Set<string>();
  /** `name` entries: that name with the port of the server asked. */
  private readonly onOwnPort = new Set<string>();

  constructor(names: readonly string[]) {
    for (const name of [...LOOPBACK, ...names].map((entry) => entry.trim().toLowerCase())) {
      const bareIpv6 = (name.match(/:/g) ?? []).length > 1 && !name.startsWith("[");
      if (bareIpv6) this.onOwnPort.add(`[${name}]`);
      else if (/:\d+$/.test(name)) this.exact.add(name);
      else this.onOwnPort.add(name);
    }
  }

  /** Whether a request with this Host header, to the server listening on `port`, is answered. */
  allows(host: string | undefined, port: number): boolean {
    if (host === undefined) return false;
    const value = host.trim().toLowerCase();
    if (this.exact.has(value)) return true;
    const match = /^(.+):(\d+)$/.exec(value);
    return match !== null && Number(match[2]) === port && this.onOwnPort.has(match[1] ?? "");
  }
}

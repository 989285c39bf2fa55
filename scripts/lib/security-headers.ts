/**
 * The HTTP headers the built app is served with, defined once (ADR 0020, docs/security-headers.md):
 * a Content Security Policy without inline scripts, `frame-ancestors 'none'`, nosniff,
 * Referrer-Policy, Permissions-Policy and HSTS. Used by `vite preview` (vite.config.ts), by
 * `public/_headers` for static hosts (written and checked by scripts/security-headers.ts) and by
 * the nginx example in the docs.
 */

export type HeaderOptions = {
  /** The Convex deployment URL (VITE_CONVEX_URL); null: any Convex Cloud deployment (*.convex.cloud). */
  convexUrl: string | null;
  /** Its HTTP-actions URL (VITE_CONVEX_SITE_URL); null: derived from convexUrl like src/lib/config.ts. */
  convexSiteUrl?: string | null;
  /** Clerk's publishable key (VITE_CLERK_PUBLISHABLE_KEY) when Clerk is the sign-in provider. */
  clerkPublishableKey?: string | null;
};

/** `*.convex.cloud` → `*.convex.site`; a local backend's next port (3210 → 3211). */
function siteUrlOf(convexUrl: string): string {
  const url = new URL(convexUrl);
  if (url.hostname.endsWith(".convex.cloud")) url.hostname = url.hostname.replace(/\.convex\.cloud$/, ".convex.site");
  else if (url.port !== "") url.port = String(Number(url.port) + 1);
  return url.origin;
}

/** The WebSocket origin of an http(s) origin. */
const socketOf = (origin: string) => origin.replace(/^http/, "ws");

/**
 * Clerk's Frontend API host, which its publishable key carries: `pk_(test|live)_` + base64 of
 * `host$`. Null for anything else.
 */
export function clerkFrontendApi(publishableKey: string | null | undefined): string | null {
  const match = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey?.trim() ?? "");
  if (!match) return null;
  const host = Buffer.from(match[1], "base64").toString("utf8").replace(/\$$/, "");
  return /^[a-z0-9.-]+$/i.test(host) ? host : null;
}

/** The Content-Security-Policy directives, in order. */
export function cspDirectives(options: HeaderOptions): [string, string[]][] {
  const convex = options.convexUrl === null ? ["https://*.convex.cloud"] : [new URL(options.convexUrl).origin];
  const site =
    options.convexSiteUrl != null
      ? [new URL(options.convexSiteUrl).origin]
      : options.convexUrl === null
        ? ["https://*.convex.site"]
        : [siteUrlOf(options.convexUrl)];
  const clerkHost = clerkFrontendApi(options.clerkPublishableKey);
  const clerk = clerkHost === null ? [] : [`https://${clerkHost}`];
  // Clerk's documented needs: its Frontend API, its image host and Cloudflare's bot check.
  const captcha = clerkHost === null ? [] : ["https://challenges.cloudflare.com"];
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...clerk, ...captcha]],
    // Toasts (sonner) and Clerk's components add <style> elements at run time; scripts stay strict.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Article covers and avatars come from anywhere on https; stored files from Convex.
    ["img-src", ["'self'", "data:", "blob:", "https:", ...convex]],
    ["media-src", ["'self'", "blob:", "https:", ...convex]],
    ["font-src", ["'self'", "data:"]],
    [
      "connect-src",
      [
        "'self'",
        ...convex,
        ...convex.map(socketOf),
        ...site,
        // The browser sends uploads straight to UploadThing's ingest servers (docs/files.md).
        "https://*.ingest.uploadthing.com",
        // Private file links (ADR 0062) redirect UploadThing files to its signed URLs; the grader fetches them.
        "https://*.ufs.sh",
        ...clerk,
      ],
    ],
    ["frame-src", captcha.length > 0 ? captcha : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

export function contentSecurityPolicy(options: HeaderOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Every header of the built app's responses. */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    // Not `same-origin`: a provider's sign-in may open a pop-up that reports back.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

/** The options a build's environment gives (VITE_* variables). */
export function optionsFromEnv(env: Record<string, string | undefined>): HeaderOptions {
  const read = (name: string) => env[name]?.trim() || null;
  return {
    convexUrl: read("VITE_CONVEX_URL"),
    convexSiteUrl: read("VITE_CONVEX_SITE_URL"),
    clerkPublishableKey: read("VITE_CLERK_PUBLISHABLE_KEY"),
  };
}

/** The options of the committed public/_headers: any Convex Cloud deployment, no Clerk. */
export const STATIC_HOST_OPTIONS: HeaderOptions = { convexUrl: null };

/** Netlify / Cloudflare Pages `_headers` format: a path pattern, then indented `Name: value` lines. */
export function renderHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Generated by scripts/security-headers.ts from scripts/lib/security-headers.ts; do not edit.",
    "# For Netlify and Cloudflare Pages. See docs/security-headers.md (other hosts, Clerk, self-hosted Convex).",
    "/*",
    ...lines,
    "",
  ].join("\n");
}

/** nginx `add_header` lines for the same headers (docs/security-headers.md). */
export function renderNginx(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
}

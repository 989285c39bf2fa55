/**
 * The web client's configuration, read and checked in one place. Only public values live
 * here: everything in import.meta.env ends up in the bundle.
 */
const DEFAULT_CONVEX_URL = "http://127.0.0.1:3210";

function readConvexUrl(raw: string | undefined, name = "VITE_CONVEX_URL"): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_CONVEX_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("bad protocol");
    return value.replace(/\/+$/, "");
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}".`);
  }
}

/**
 * Where the deployment's HTTP actions answer: VITE_CONVEX_SITE_URL, else Convex's own convention
 * (`*.convex.cloud` → `*.convex.site`; a local backend's next port, 3210 → 3211).
 */
export function readConvexSiteUrl(raw: string | undefined, convexUrl: string): string {
  const value = raw?.trim();
  if (value) return readConvexUrl(value, "VITE_CONVEX_SITE_URL");
  const url = new URL(convexUrl);
  if (url.hostname.endsWith(".convex.cloud")) {
    url.hostname = url.hostname.replace(/\.convex\.cloud$/, ".convex.site");
  } else if (url.port !== "") {
    url.port = String(Number(url.port) + 1);
  }
  return url.origin;
}

function readOptional(raw: string | undefined): string | null {
  const value = raw?.trim();
  return value ? value : null;
}

const convexUrl = readConvexUrl(import.meta.env.VITE_CONVEX_URL);

export const config = {
  convexUrl,
  /** HTTP actions (convex/http.ts), e.g. the xAPI export. */
  convexSiteUrl: readConvexSiteUrl(import.meta.env.VITE_CONVEX_SITE_URL, convexUrl),
  /** When set, sign-in goes through Clerk; otherwise through the built-in Convex Auth. */
  clerkPublishableKey: readOptional(import.meta.env.VITE_CLERK_PUBLISHABLE_KEY),
  /** With Clerk: "true" once Google is enabled in Clerk's dashboard, so 'Continue with Google' shows. */
  clerkGoogle: import.meta.env.VITE_CLERK_GOOGLE?.trim() === "true",
} as const;

/**
 * The web client's configuration, read and checked in one place. Only public values live
 * here: everything in import.meta.env ends up in the bundle.
 */
const DEFAULT_CONVEX_URL = "http://127.0.0.1:3210";

function readConvexUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_CONVEX_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("bad protocol");
    return value.replace(/\/+$/, "");
  } catch {
    throw new Error(`VITE_CONVEX_URL must be an http(s) URL, got "${value}".`);
  }
}

function readOptional(raw: string | undefined): string | null {
  const value = raw?.trim();
  return value ? value : null;
}

export const config = {
  convexUrl: readConvexUrl(import.meta.env.VITE_CONVEX_URL),
  /** When set, sign-in goes through Clerk; otherwise through the built-in Convex Auth. */
  clerkPublishableKey: readOptional(import.meta.env.VITE_CLERK_PUBLISHABLE_KEY),
} as const;

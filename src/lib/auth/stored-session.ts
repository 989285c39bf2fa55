import { config } from "../config";

/**
 * Whether this browser holds a Convex Auth session (the token @convex-dev/auth keeps in
 * localStorage, namespaced by the deployment's URL as the library does). A hint for what to load
 * first, never a sign-in: the server checks the token. False with Clerk, and without storage.
 */
export function hasStoredSession(): boolean {
  if (config.clerkPublishableKey) return false;
  try {
    return localStorage.getItem(`__convexAuthJWT_${config.convexUrl.replace(/[^a-zA-Z0-9]/g, "")}`) !== null;
  } catch {
    return false;
  }
}

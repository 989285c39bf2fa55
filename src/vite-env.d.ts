/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Convex deployment URL (defaults to the local backend). */
  readonly VITE_CONVEX_URL?: string;
  /** The deployment's HTTP-actions origin; derived from VITE_CONVEX_URL when unset. */
  readonly VITE_CONVEX_SITE_URL?: string;
  /** Set to sign in through Clerk instead of the built-in e-mail + password. */
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
  /** "true" when Google is enabled in the Clerk instance (docs/google-sign-in.md). */
  readonly VITE_CLERK_GOOGLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

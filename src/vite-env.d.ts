/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Convex deployment URL (defaults to the local backend). */
  readonly VITE_CONVEX_URL?: string;
  /** Set to sign in through Clerk instead of the built-in e-mail + password. */
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

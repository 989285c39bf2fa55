/**
 * Zod 4 compiles object schemas with `new Function` when it may, and probes for that once. Under
 * the app's Content Security Policy (no 'unsafe-eval', ADR 0020) the probe is refused and reported
 * as a violation, so the browser build runs Zod without it. Imported first in main.tsx: schemas
 * read the setting when they are built.
 *
 * Zod keeps its global settings on `globalThis.__zod_globalConfig` and adopts an object that is
 * already there (zod/v4/core/core.js), so the setting is made without importing Zod: Zod stays
 * out of the landing page's JavaScript and loads with the first form.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};

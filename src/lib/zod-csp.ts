/**
 * Zod 4 compiles object schemas with `new Function` when it may, and probes for that once. Under
 * the app's Content Security Policy (no 'unsafe-eval', ADR 0020) the probe is refused and reported
 * as a violation, so the browser build runs Zod without it. Imported first in main.tsx: schemas
 * read the setting when they are built.
 */
import { z } from "zod";

z.config({ jitless: true });

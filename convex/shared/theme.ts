/**
 * The colour theme a person chooses (ADR 0086): follow the device (`system`, the default), or
 * always light or dark. One home for the server (the `theme_chosen` event, `users.theme`) and the
 * browser (src/lib/theme.ts, the menus).
 */
import { v, type Infer } from "convex/values";

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const themeValidator = v.union(v.literal("system"), v.literal("light"), v.literal("dark"));
export type ThemeValue = Infer<typeof themeValidator>;

/**
 * Where a browser remembers the last choice, so its next page paints in it before anything is
 * fetched (src/lib/theme.ts writes it, the prerendered pages' boot script reads it).
 */
export const THEME_STORAGE_KEY = "lyceum-theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

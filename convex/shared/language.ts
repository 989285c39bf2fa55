/**
 * The languages Lyceum speaks (issue #33, ADR 0089). One home for the server (the
 * `language_chosen` event, `users.language`, e-mails) and the browser (src/lib/i18n, the pickers).
 */
import { v } from "convex/values";

export const LANGUAGES = ["en", "es", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export const languageValidator = v.union(v.literal("en"), v.literal("es"), v.literal("ar"));

/** Each language's own name: what a reader of that language looks for in a picker. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- endonyms: each name is in its own language
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", ar: "العربية" };

/** Where a browser remembers the last choice (src/lib/i18n writes it, the boot script reads it). */
export const LANGUAGE_STORAGE_KEY = "lyceum-language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The writing direction of a language: Arabic is right to left. */
export function directionOf(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/** The first of the browser's preferred languages Lyceum speaks ("es-MX" is Spanish), else English. */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Dates, times, numbers and lists in the reader's language (ADR 0089), by `Intl`, in the device's
 * time zone. Formatters are made once per language and options; call these at render time (a
 * component that calls them re-renders with `useT()` when the language changes).
 */
import type { Language } from "@convex/shared/language";
import { currentLanguage } from "./index";

/**
 * The locale each language formats with. English keeps the day-month order Lyceum always showed
 * ("22 Nov 2026, 14:03"); Arabic takes CLDR's default for `ar` (Arabic month names, Western digits).
 */
const LOCALES: Record<Language, string> = { en: "en-GB", es: "es", ar: "ar" };

/** The BCP 47 locale of the language in force. */
function intlLocale(): string {
  return LOCALES[currentLanguage()];
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

/** A date and/or time; by default "22 Nov 2026, 14:03" (day, short month, year, hour, minute). */
export function formatDate(
  at: number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return cached("date", options, (locale) => new Intl.DateTimeFormat(locale, options)).format(at);
}

/** A number ("12,345.5" in English, "12.345,5" in Spanish). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached("number", options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** "Ana, Ben and Carla" / "Ana, Ben y Carla" / "Ana وBen وCarla". */
export function formatList(
  items: readonly string[],
  options: Intl.ListFormatOptions = { type: "conjunction" },
): string {
  return cached("list", options, (locale) => new Intl.ListFormat(locale, options)).format(items);
}

/** "in 3 days", "yesterday" (numeric: auto). */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const options = { numeric: "auto" } as const;
  return cached("relative", options, (locale) => new Intl.RelativeTimeFormat(locale, options)).format(value, unit);
}

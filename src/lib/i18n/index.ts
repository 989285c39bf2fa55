/**
 * The interface's words in the reader's language (issue #33, ADR 0089), on Lingui's core. Each part of the app keeps its words in `locales/{en,es,ar}.json`
 * beside its code, as ICU messages ("{count, plural, one {# student} other {# students}}") under
 * keys that start with the part's name. The build compiles them (scripts/lib/catalogs.ts), so the
 * browser carries no message parser (Lingui's core is 2.4 KB gzip; no provider is needed).
 *
 * English travels with each part's code (`defineMessages`): a page loads its parts' words with it.
 * Another language is one file fetched when it is chosen (catalogs/{es,ar}.ts), before the page
 * shows in it. `npm test` fails when a key is missing in a language (catalogs.test.ts) and when a
 * component writes words outside a catalog (ESLint, lingui/no-unlocalized-strings).
 */
import { i18n, type Messages } from "@lingui/core";
import { useMemo, useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, directionOf, type Language } from "@convex/shared/language";

export { i18n };

/** A message's parameters: numbers for plurals, strings and numbers to put in. */
export type Values = Record<string, string | number | null | undefined>;

/** Words for a key of one part's catalog, in the language in force. */
export type Translate<Key extends string> = (key: Key, values?: Values) => string;

i18n.load(DEFAULT_LANGUAGE, {});
i18n.activate(DEFAULT_LANGUAGE);

/**
 * One part's English words (its `locales/en.json`), loaded with its code. Returns its `useT` for
 * components (re-renders in a newly chosen language) and `t` for code outside React, which reads
 * the language in force when it is called (never at module level: the words would stay English).
 */
export function defineMessages<Catalog extends Record<string, string>>(english: Catalog) {
  i18n.load(DEFAULT_LANGUAGE, english as unknown as Messages);
  type Key = Extract<keyof Catalog, string>;
  const t: Translate<Key> = (key, values) => i18n._(key, values);
  // The language only tells the words apart; `t` reads the one in force.
  const translatorFor =
    (_language: Language): Translate<Key> =>
    (key, values) =>
      t(key, values);
  function useT(): Translate<Key> {
    // A new function with each language, so memoised words are worked out again.
    const language = useLanguageInForce();
    return useMemo(() => translatorFor(language), [language]);
  }
  return { t, useT };
}

const subscribe = (listener: () => void) => i18n.on("change", listener);
const snapshot = () => i18n.locale as Language;

/** The language in force; the component renders again when another is chosen. */
export function useLanguageInForce(): Language {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const CATALOGS: Record<Exclude<Language, "en">, () => Promise<{ default: Messages }>> = {
  es: () => import("./catalogs/es"),
  ar: () => import("./catalogs/ar"),
};

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

/** Fetches a language's words (once), then shows the app in it and marks <html lang dir>. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language) && language !== "en") {
    const catalog = await CATALOGS[language]();
    i18n.load(language, catalog.default);
    loaded.add(language);
  }
  if (i18n.locale !== language) i18n.activate(language);
  markLanguage(language);
}

/** <html lang dir> for a language (what the boot script does before the first paint). */
function markLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

/** The language in force. */
export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/**
 * Words the server writes for a person (issue #33, ADR 0089): e-mails, push, the iCal feed, PDF
 * certificates, in the recipient's language (`users.language`, English when they never chose).
 * A part defines its catalog once (`locales/{en,es,ar}.json` beside it, ICU messages); the
 * Convex bundle reads them as plain strings, compiled here by Lingui's message compiler (the
 * browser's catalogs are compiled by the build instead; this module is server-only).
 *
 *   const words = defineServerWords({ en, es, ar });
 *   const t = words("ar");
 *   t("mail.digest.subject", { count: 3 });
 */
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../shared/language";
import type { MessageParams } from "../shared/messages";

type ServerTranslate<Key extends string> = (key: Key, values?: MessageParams) => string;

/** The language to write to a person in: theirs, else English. */
export function languageOf(user: { language?: unknown } | null | undefined): Language {
  return isLanguage(user?.language) ? user.language : DEFAULT_LANGUAGE;
}

/**
 * Lingui compiles a plain-string message at every use; each message is compiled once here, the
 * first time it is worded (a mail batch words the same few messages hundreds of times).
 */
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
function compileOnce(message: string): ReturnType<typeof compileMessage> {
  let result = compiled.get(message);
  if (result === undefined) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
}

/**
 * A catalog in English and (for words written to people) the other languages; returns the words
 * of one language. A key missing in a language is worded from the English.
 */
export function defineServerWords<Catalog extends Record<string, string>>(
  catalogs: { en: Catalog } & Partial<Record<Language, Record<string, string>>>,
): (language: Language) => ServerTranslate<Extract<keyof Catalog, string>> {
  const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: catalogs });
  i18n.setMessagesCompiler(compileOnce);
  return (language) => (key, values) => {
    if (i18n.locale !== language) i18n.activate(language);
    return i18n._(key, values);
  };
}

/**
 * A mail names its kind ("You get this e-mail for “Grades”") with the words the preferences page
 * shows for it, in every language: the two sides' catalogs say each kind the same.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { LANGUAGES } from "@convex/shared/language";
import { MAIL_KINDS } from "@convex/shared/mailPreferences";
import { MAIL_KIND_KEYS } from "./kinds";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function catalog(dir: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, dir, `${language}.json`), "utf8")) as Record<string, string>;
}

test.each(LANGUAGES)("%s: the mail's name of each kind is the preferences page's", (language) => {
  const page = catalog("src/features/mail-preferences/locales", language);
  const mail = catalog("convex/notifications/locales", language);
  const names = MAIL_KINDS.map((kind) => {
    const key = MAIL_KIND_KEYS[kind].label;
    return { kind, page: page[key], mail: mail[key.replace(/^mailPreferences\.kind\./, "mail.kind.")] };
  });
  expect(names.filter(({ page: words }) => words === undefined)).toEqual([]);
  expect(names.filter(({ page: words, mail: mailed }) => words !== mailed)).toEqual([]);
});

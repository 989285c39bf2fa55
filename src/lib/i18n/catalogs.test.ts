/**
 * Every catalog is complete in every language (ADR 0089): the same keys in en, es and ar, each
 * message valid ICU with the same parameters as the English, and no key in two catalogs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { LANGUAGES } from "@convex/shared/language";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function catalogDirs(): string[] {
  const found: string[] = [];
  for (const top of ["src", "convex"]) {
    for (const entry of readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory() && entry.name === "locales") found.push(path.join(entry.parentPath, entry.name));
    }
  }
  return found.filter((dir) => !dir.includes("node_modules") && !dir.includes("_generated"));
}

function read(dir: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8")) as Record<string, string>;
}

/** The names a message puts in (`{name}`, `{count, plural, …}`), wherever they are. */
function parameters(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select") {
        names.add(token.arg);
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const dirs = catalogDirs();

test("the interface has catalogs", () => {
  expect(dirs.length).toBeGreaterThan(0);
});

describe.each(dirs.map((dir) => [path.relative(ROOT, dir), dir]))("%s", (_name, dir) => {
  const english = read(dir, "en");

  test.each(LANGUAGES.filter((language) => language !== "en"))("%s has every English key and no other", (language) => {
    const other = read(dir, language);
    expect({ missing: Object.keys(english).filter((key) => !(key in other)) }).toEqual({ missing: [] });
    expect({ extra: Object.keys(other).filter((key) => !(key in english)) }).toEqual({ extra: [] });
  });

  test.each(LANGUAGES)("every %s message is ICU with the English one's parameters", (language) => {
    const catalog = read(dir, language);
    const wrong = Object.entries(catalog).filter(([key, message]) => {
      try {
        return JSON.stringify(parameters(message)) !== JSON.stringify(parameters(english[key] ?? ""));
      } catch {
        return true;
      }
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});

test("no key is in two catalogs", () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const dir of dirs) {
    for (const key of Object.keys(read(dir, "en"))) {
      if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${path.relative(ROOT, dir)})`);
      seen.set(key, path.relative(ROOT, dir));
    }
  }
  expect(twice).toEqual([]);
});

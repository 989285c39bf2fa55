/**
 * Compiles the interface's message catalogs at build time (ADR 0089): every `locales/<lang>.json`
 * becomes the same keys with Lingui's compiled form of each ICU message, so the browser needs no
 * message parser. A message that does not parse fails the build and the tests, naming its key.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { LANGUAGES } from "../../convex/shared/language.ts";

const CATALOG_FILE = new RegExp(`[\\\\/]locales[\\\\/](${LANGUAGES.join("|")})\\.json$`);

function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessage(message)];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not a valid ICU message: ${String(error)}`);
      }
    }),
  );
}

export function compiledCatalogs(): Plugin {
  return {
    name: "lyceum:catalogs",
    // Before Vite's own JSON plugin, which then makes a module of the compiled JSON.
    enforce: "pre",
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split("?")[0]!)) return null;
      return { code: JSON.stringify(compileCatalog(code, id)), map: null };
    },
  };
}

/**
 * The names of the files the server hands out (a question, a handed-in version, the grader's ZIP)
 * in the language of the one they are made for (issue #33, ADR 0089): server-only, from
 * `locales/{en,es,ar}.json` (prefix "download."). Students' names and assignments' titles are
 * people's words and go in as they are.
 */
import en from "../locales/en.json";
import es from "../locales/es.json";
import ar from "../locales/ar.json";
import { defineServerWords } from "../../lib/words";

export const downloadWords = defineServerWords({ en, es, ar });

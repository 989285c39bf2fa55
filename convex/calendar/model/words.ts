/**
 * The feed's words in its owner's language (issue #33, ADR 0089): server-only, from
 * `locales/{en,es,ar}.json` (prefix "ical."). Titles and course names are people's content and
 * are written as they are.
 */
import en from "../locales/en.json";
import es from "../locales/es.json";
import ar from "../locales/ar.json";
import { defineServerWords } from "../../lib/words";

export const calendarWords = defineServerWords({ en, es, ar });

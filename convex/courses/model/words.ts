/**
 * What the server writes from a course for a person, in their language (issue #33, ADR 0089):
 * server-only, from `locales/{en,es,ar}.json`. "csv.": the header rows of the class roster and
 * gradebook CSV exports, in the downloading person's language ("certificate.pdf.": the
 * certificate, model/certificatePdf.ts). Titles and names are people's words and go in as they are.
 */
import en from "../locales/en.json";
import es from "../locales/es.json";
import ar from "../locales/ar.json";
import { defineServerWords } from "../../lib/words";

export const courseWords = defineServerWords({ en, es, ar });

/**
 * The roster invitation mail's words (issue #33, ADR 0089): server-only, from
 * `locales/{en,es,ar}.json` (prefix "invitationMail."). The invitee has no account language yet:
 * the mail is in the language of the teacher who imported the roster (their `users.language`,
 * else English). Names and course names are people's words and go in as they are.
 */
import en from "../locales/en.json";
import es from "../locales/es.json";
import ar from "../locales/ar.json";
import { defineServerWords } from "../../lib/words";

export const invitationWords = defineServerWords({ en, es, ar });

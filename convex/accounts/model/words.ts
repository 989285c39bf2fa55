/**
 * The account mails' words (the e-mail verification and password reset codes) in the person's
 * language (issue #33, ADR 0089): server-only, from `locales/{en,es,ar}.json` (prefix
 * "accountMail."). At sign-up the account has no language yet: the mail is worded in the one the
 * sign-up form was shown in (convex/auth.ts), else English.
 */
import en from "../locales/en.json";
import es from "../locales/es.json";
import ar from "../locales/ar.json";
import { defineServerWords } from "../../lib/words";

export const accountWords = defineServerWords({ en, es, ar });

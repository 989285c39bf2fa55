/**
 * The one-time codes Lyceum mails (e-mail verification and password reset): their shape and
 * limits, written once. No server config is read here, so the browser imports it too.
 */
import { keyed } from "./messages";
export const ACCOUNT_CODE = {
  /** Digits in a code: 10^8 possibilities against at most `maxAttempts` guesses per code. */
  digits: 8,
  /** A code works for this long after it is sent (ASVS 5.0 6.5.5: at most 10 minutes). */
  ttlMinutes: 10,
  /** A new code for the same purpose at most this often. */
  resendAfterSeconds: 60,
  /** Verification codes mailed again at the account's asking, at most this many an hour (ADR 0059). */
  verifyResendsPerHour: 5,
  /** Wrong guesses before a code is thrown away (a new one must be asked for). */
  maxAttempts: 5,
  /**
   * Codes of one purpose that work at once: a new one does not replace the ones still in their
   * ten minutes, so a stranger asking for mails cannot take away the code someone waits for
   * (ADR 0055). Wrong guesses count against all of them together.
   */
  liveCodes: 3,
} as const;

export type AccountCodePurpose = "verify" | "reset";

export const ACCOUNT_CODE_MESSAGES = {
  wrong: keyed("server.accountCodes.wrong"),
  expired: keyed("server.accountCodes.expired"),
  resetRefused: keyed("server.accountCodes.resetRefused"),
  tooSoon: keyed("server.accountCodes.tooSoon", { resendAfterSeconds: ACCOUNT_CODE.resendAfterSeconds }),
  tooManyResends: keyed("server.accountCodes.tooManyResends", {
    verifyResendsPerHour: ACCOUNT_CODE.verifyResendsPerHour,
  }),
  alreadyVerified: keyed("server.accountCodes.alreadyVerified"),
  resetSent: keyed("server.accountCodes.resetSent"),
  wrongCurrentPassword: keyed("server.accountCodes.wrongCurrentPassword"),
  notPasswordAccount: keyed("server.accountCodes.notPasswordAccount"),
} as const;

/**
 * The code a mail's subject carries (the verification and reset mails put it there, in every
 * language: convex/accounts/model/mail.ts), for the tests and benchmarks that read mails.
 */
export function codeInSubject(subject: string): string | undefined {
  return new RegExp(`\\b(\\d{${ACCOUNT_CODE.digits}})\\b`).exec(subject)?.[1];
}

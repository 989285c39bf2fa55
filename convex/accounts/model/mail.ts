/**
 * What Lyceum mails and through what. Plain module (no Node APIs): the transport is chosen
 * here from the deployment variables and used by the Node action in convex/mailer.ts.
 */
import { ACCOUNT_CODE } from "../../shared/accountCodeRules";
import type { Language } from "../../shared/language";
import { accountWords } from "./words";

export const DEFAULT_MAIL_FROM = "Lyceum <no-reply@lyceum.local>";

export type MailSettings = { smtpUrl?: string; resendApiKey?: string; mailFrom?: string };

export type MailTransport =
  | { kind: "smtp"; url: string }
  | { kind: "resend"; apiKey: string }
  /** Nothing configured: the mail is written to the backend's log, so local setups still work. */
  | { kind: "console" };

/** SMTP_URL first (schools have SMTP), then RESEND_API_KEY, else the backend's console. */
export function chooseTransport(settings: MailSettings): MailTransport {
  const smtpUrl = settings.smtpUrl?.trim();
  if (smtpUrl) return { kind: "smtp", url: smtpUrl };
  const apiKey = settings.resendApiKey?.trim();
  if (apiKey) return { kind: "resend", apiKey };
  return { kind: "console" };
}

export function mailFrom(settings: MailSettings): string {
  return settings.mailFrom?.trim() || DEFAULT_MAIL_FROM;
}

export type Mail = { to: string; subject: string; text: string };

/**
 * No name in it: whoever signs up types the address and the name, so a stranger could put their
 * own text into a mail to someone else's inbox (ADR 0059). Only Lyceum's words and the code, in
 * `language` (model/words.ts).
 */
export function verificationMail(to: string, code: string, language: Language): Mail {
  const t = accountWords(language);
  return {
    to,
    subject: t("accountMail.verify.subject", { code }),
    text: [
      t("accountMail.hello"),
      "",
      t("accountMail.verify.code", { code }),
      "",
      t("accountMail.verify.expiry", { minutes: ACCOUNT_CODE.ttlMinutes }),
    ].join("\n"),
  };
}

/** No name either: an unverified account's name was typed by whoever signed up with the address. */
export function resetMail(to: string, code: string, language: Language): Mail {
  const t = accountWords(language);
  return {
    to,
    subject: t("accountMail.reset.subject", { code }),
    text: [
      t("accountMail.hello"),
      "",
      t("accountMail.reset.code", { code }),
      "",
      t("accountMail.reset.expiry", { minutes: ACCOUNT_CODE.ttlMinutes }),
    ].join("\n"),
  };
}

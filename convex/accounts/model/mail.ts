/**
 * What Lyceum mails and through what. Plain module (no Node APIs): the transport is chosen
 * here from the deployment variables and used by the Node action in convex/mailer.ts.
 */
import { ACCOUNT_CODE } from "../../shared/accountCodeRules";

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
 * own text into a mail to someone else's inbox (ADR 0059). Only Lyceum's words and the code.
 */
export function verificationMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your Lyceum verification code: ${code}`,
    text: [
      "Hello,",
      "",
      `Enter this code in Lyceum to verify your e-mail address: ${code}`,
      "",
      `It works for ${ACCOUNT_CODE.ttlMinutes} minutes. If you did not create a Lyceum account, ignore this e-mail.`,
    ].join("\n"),
  };
}

/** No name either: an unverified account's name was typed by whoever signed up with the address. */
export function resetMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your Lyceum password reset code: ${code}`,
    text: [
      "Hello,",
      "",
      `Someone asked to reset the password of your Lyceum account. Your code: ${code}`,
      "",
      `It works for ${ACCOUNT_CODE.ttlMinutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
    ].join("\n"),
  };
}

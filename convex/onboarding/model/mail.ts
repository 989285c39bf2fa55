/** The invitation mail (sent through convex/mailer.ts, like every Lyceum mail). */
import type { Mail } from "../../accounts/model/mail";
import type { Language } from "../../shared/language";
import { ROSTER } from "../../shared/rosterRules";
import { invitationWords } from "./words";

/** The claim page's address for a token: the app's origin (SITE_URL) and /invite/<token>. */
export function invitationLink(siteUrl: string | undefined, token: string): string {
  return `${(siteUrl ?? "").replace(/\/+$/, "")}/invite/${token}`;
}

/** When the link stops working, in UTC ("Sun, 22 Nov 2026 10:00" in English, as it always was). */
export function invitationUntil(expiresAt: number, language: Language): string {
  if (language === "en") return new Date(expiresAt).toUTCString().replace(/:\d\d GMT$/, "");
  return new Intl.DateTimeFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(expiresAt);
}

/**
 * Names the course and the link, and nothing else secret: no password, no code to type, and the
 * token only inside the link (whoever has the mail may set the password: that is the point). In
 * `language`, the importing teacher's: the invitee has none yet (model/words.ts).
 */
export function invitationMail(
  to: string,
  name: string,
  courseName: string,
  link: string,
  expiresAt: number,
  language: Language,
): Mail {
  const t = invitationWords(language);
  return {
    to,
    subject: t("invitationMail.subject", { course: courseName }),
    text: [
      t("invitationMail.hello", { name }),
      "",
      t("invitationMail.added", { course: courseName }),
      "",
      link,
      "",
      t("invitationMail.expiry", { days: ROSTER.invitationDays, until: invitationUntil(expiresAt, language) }),
      t("invitationMail.ignore"),
    ].join("\n"),
  };
}

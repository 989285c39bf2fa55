/**
 * What a notification mail and the daily digest say (ADR 0072): Lyceum's words, the notification's
 * line, the link to the thing on the app's origin, the preferences link and a signed unsubscribe
 * link; and the one-click unsubscribe headers of RFC 8058. Only verified addresses get these (ADR 0059).
 * All in the recipient's language (issue #33: `languageOf(user)`; English when they never chose).
 */
import type { Id } from "../../_generated/dataModel";
import { deploymentConfig } from "../../lib/config";
import type { Language } from "../../shared/language";
import {
  MAIL_PREFERENCES_PATH,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
  notificationPath,
  type UnsubscribeTarget,
} from "../../shared/mailPreferences";
import type { NotifyMessage } from "../../shared/notifications/messages";
import type { NotificationLink, NotificationType } from "../../shared/validators";
import { signUnsubscribe } from "./mailTokens";
import { kindLabel, mailWords, notificationText } from "./words";

export type OutgoingMail = { to: string; subject: string; text: string; headers: Record<string, string> };

function origin(url: string | undefined): string {
  return (url ?? "").replace(/\/+$/, "");
}

/** The app's address of a path (SITE_URL); a bare path when the deployment has none. */
export function appUrl(path: string): string {
  return `${origin(deploymentConfig.siteUrl)}${path}`;
}

/** A subject is one line of reasonable length. */
function subjectLine(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 150 ? `${line.slice(0, 149)}…` : line;
}

async function unsubscribeParts(userId: Id<"users">, target: UnsubscribeTarget) {
  const token = encodeURIComponent(await signUnsubscribe({ userId, kind: target }));
  return {
    pageUrl: appUrl(`${UNSUBSCRIBE_PATH}?token=${token}`),
    headers: {
      "List-Unsubscribe": `<${origin(deploymentConfig.convexSiteUrl)}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export async function notificationMail(
  to: string,
  row: { userId: Id<"users">; kind: NotificationType; message: NotifyMessage; link: NotificationLink },
  language: Language,
): Promise<OutgoingMail> {
  const { pageUrl, headers } = await unsubscribeParts(row.userId, row.kind);
  const t = mailWords(language);
  const line = notificationText(row.message, language);
  return {
    to,
    subject: subjectLine(line),
    text: [
      line,
      "",
      t("mail.notification.open", { url: appUrl(notificationPath(row.link)) }),
      "",
      "—",
      t("mail.notification.why", { kind: kindLabel(row.kind, language), url: appUrl(MAIL_PREFERENCES_PATH) }),
      t("mail.notification.unsubscribe", { url: pageUrl }),
    ].join("\n"),
    headers,
  };
}

export async function digestMail(
  to: string,
  userId: Id<"users">,
  items: ReadonlyArray<{ message: NotifyMessage; link: NotificationLink }>,
  language: Language,
): Promise<OutgoingMail> {
  const { pageUrl, headers } = await unsubscribeParts(userId, "digest");
  const t = mailWords(language);
  return {
    to,
    subject: t("mail.digest.subject", { count: items.length }),
    text: [
      t("mail.digest.since"),
      "",
      ...items.flatMap((item) => [
        `- ${notificationText(item.message, language).replace(/\s+/g, " ").trim()}`,
        `  ${appUrl(notificationPath(item.link))}`,
      ]),
      "",
      "—",
      t("mail.digest.choose", { url: appUrl(MAIL_PREFERENCES_PATH) }),
      t("mail.digest.unsubscribe", { url: pageUrl }),
    ].join("\n"),
    headers,
  };
}

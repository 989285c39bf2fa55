/**
 * What a notification mail and the daily digest say (ADR 0072): Lyceum's words, the notification's
 * title, the link to the thing on the app's origin, the preferences link and a signed unsubscribe
 * link; and the one-click unsubscribe headers of RFC 8058. Only verified addresses get these (ADR 0059).
 */
import type { Id } from "../../_generated/dataModel";
import { deploymentConfig } from "../../lib/config";
import {
  MAIL_PREFERENCES_PATH,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
  mailKindLabel,
  notificationPath,
} from "../../shared/mailPreferences";
import type { NotificationLink, NotificationType } from "../../shared/validators";
import { signUnsubscribe, type UnsubscribeTarget } from "./mailTokens";

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
  row: { userId: Id<"users">; kind: NotificationType; title: string; link: NotificationLink },
): Promise<OutgoingMail> {
  const { pageUrl, headers } = await unsubscribeParts(row.userId, row.kind);
  return {
    to,
    subject: subjectLine(row.title),
    text: [
      row.title,
      "",
      `Open it in Lyceum: ${appUrl(notificationPath(row.link))}`,
      "",
      "—",
      `You get this e-mail for “${mailKindLabel(row.kind)}”. Choose what Lyceum mails you: ${appUrl(MAIL_PREFERENCES_PATH)}`,
      `Unsubscribe: ${pageUrl}`,
    ].join("\n"),
    headers,
  };
}

export async function digestMail(
  to: string,
  userId: Id<"users">,
  items: ReadonlyArray<{ title: string; link: NotificationLink }>,
): Promise<OutgoingMail> {
  const { pageUrl, headers } = await unsubscribeParts(userId, "digest");
  return {
    to,
    subject: `Your Lyceum digest: ${items.length} new ${items.length === 1 ? "notification" : "notifications"}`,
    text: [
      "Since your last digest:",
      "",
      ...items.flatMap((item) => [
        `- ${item.title.replace(/\s+/g, " ").trim()}`,
        `  ${appUrl(notificationPath(item.link))}`,
      ]),
      "",
      "—",
      `Choose what Lyceum mails you, and when: ${appUrl(MAIL_PREFERENCES_PATH)}`,
      `Unsubscribe from the daily digest: ${pageUrl}`,
    ].join("\n"),
    headers,
  };
}

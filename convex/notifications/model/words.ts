/**
 * A notification's words in its recipient's language (issue #33, ADR 0089), for its mail and its
 * push: the notification's own line from the shared catalog (the bell words the same keys), the
 * mail's frame from this domain's server-only catalog (`notifications/locales`, "mail.").
 */
import type { Language } from "../../shared/language";
import type { NotificationType } from "../../shared/validators";
import type { NotifyMessage } from "../../shared/notifications/messages";
import { defineServerWords } from "../../lib/words";
import notifyEn from "../../shared/notifications/locales/en.json";
import notifyEs from "../../shared/notifications/locales/es.json";
import notifyAr from "../../shared/notifications/locales/ar.json";
import mailEn from "../locales/en.json";
import mailEs from "../locales/es.json";
import mailAr from "../locales/ar.json";

const notifyWords = defineServerWords({ en: notifyEn, es: notifyEs, ar: notifyAr });

/** The mail frame's words in a language. */
export const mailWords = defineServerWords({ en: mailEn, es: mailEs, ar: mailAr });

/** A notification's line in a language. */
export function notificationText(message: NotifyMessage, language: Language): string {
  return notifyWords(language)(message.key, message.params);
}

/** Each kind's name, as the preferences page calls it. */
const KIND_KEYS = {
  assignment_posted: "mail.kind.assignmentPosted",
  graded: "mail.kind.graded",
  deadline_tomorrow: "mail.kind.deadlineTomorrow",
  announcement: "mail.kind.announcement",
  announcement_reply: "mail.kind.announcementReply",
  video_uploaded: "mail.kind.videoUploaded",
  role_changed: "mail.kind.roleChanged",
  submitted: "mail.kind.submitted",
  enrolled: "mail.kind.enrolled",
  room_message: "mail.kind.roomMessage",
} as const satisfies Record<NotificationType, keyof typeof mailEn>;

export function kindLabel(kind: NotificationType, language: Language): string {
  return mailWords(language)(KIND_KEYS[kind]);
}

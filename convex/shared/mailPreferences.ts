/**
 * E-mail notifications (docs/notifications.md "E-mail", ADR 0072): which kinds of notification a
 * person gets by mail and when. One home for the server (notifications/mailPreferences.ts, the
 * outbox) and the preferences form: the modes, the list of kinds, the defaults, the limits and the
 * messages (each side words a kind from its own catalog).
 */
import { keyed } from "./messages";
import { v, type Infer } from "convex/values";
import { z } from "zod";
import { timeZoneSchema } from "./forms/assignment";
import type { NotificationLink, NotificationType } from "./validators";

/** How a kind of notification is mailed: at once, in the daily digest, or not at all. */
export const MAIL_MODES = ["immediately", "digest", "never"] as const;
export type MailMode = (typeof MAIL_MODES)[number];

export const mailModeValidator = v.union(v.literal("immediately"), v.literal("digest"), v.literal("never"));

const KINDS_IN_ORDER = [
  "assignment_posted",
  "graded",
  "deadline_tomorrow",
  "announcement",
  "announcement_reply",
  "video_uploaded",
  "role_changed",
  "submitted",
  "enrolled",
  "room_message",
] as const satisfies readonly NotificationType[];

/** The list itself, when it names every kind of notification; else `never` (and this fails to compile). */
type EveryKind<Kinds extends readonly NotificationType[]> = [Exclude<NotificationType, Kinds[number]>] extends [never]
  ? Kinds
  : never;

/**
 * Every kind of notification, in the preferences form's order: the one list of kinds. Each side
 * words a kind from its own catalog (the form: src/features/mail-preferences/kinds.ts; the mails:
 * notifications/model/words.ts, `mail.kind.*` of notifications/locales).
 */
export const MAIL_KINDS: EveryKind<typeof KINDS_IN_ORDER> = KINDS_IN_ORDER;

/** What an unsubscribe link turns off: one kind of notification, or every kind the digest carries. */
export type UnsubscribeTarget = NotificationType | "digest";

export type MailKinds = Record<NotificationType, MailMode>;

/** `{ [kind]: mailModeValidator }` for every kind: the shape stored and sent by the form. */
export const mailKindsValidator = v.object(
  Object.fromEntries(MAIL_KINDS.map((kind) => [kind, mailModeValidator])) as Record<
    NotificationType,
    typeof mailModeValidator
  >,
);
export type MailKindsArg = Infer<typeof mailKindsValidator>;

/** Everything is mailed at once until the person says otherwise; the digest comes at 07:00. */
export const DEFAULT_MAIL_MODE: MailMode = "immediately";
export const DEFAULT_DIGEST_HOUR = 7;
/** The time zone of someone who never chose one (the form offers the browser's). */
export const DEFAULT_MAIL_TIME_ZONE = "UTC";

export function defaultMailKinds(): MailKinds {
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, DEFAULT_MAIL_MODE])) as MailKinds;
}

export const MAIL_LIMITS = {
  /** Mails one delivery action sends (a course of 500 goes out as scheduled batches). */
  batch: 50,
  /** Items one digest lists at most; the rest wait for the next one. */
  digestItems: 100,
  /** Back-off after the 1st, 2nd, ... failed attempt; after the last one the mail is given up. */
  retryAfterMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as readonly number[],
} as const;

export const MAIL_MESSAGES = {
  invalidUnsubscribe: keyed("server.mail.invalidUnsubscribe"),
  saved: keyed("server.mail.saved"),
  digestHour: keyed("server.mail.digestHour"),
  timeZone: keyed("server.mail.timeZone"),
  unverified: keyed("server.mail.unverified"),
} as const;

export const digestHourSchema = z
  .number({ message: MAIL_MESSAGES.digestHour })
  .int({ message: MAIL_MESSAGES.digestHour })
  .min(0, { message: MAIL_MESSAGES.digestHour })
  .max(23, { message: MAIL_MESSAGES.digestHour });

/** The preferences form; the server checks the same (notifications/model/mailPreferences.ts). */
export const mailPreferencesFormSchema = z.object({
  kinds: z.record(z.enum(MAIL_KINDS), z.enum(MAIL_MODES)),
  digestHour: digestHourSchema,
  timeZone: timeZoneSchema,
});

/** The app's path of a notification's link (the bell builds the same with the router). */
export function notificationPath(link: NotificationLink): string {
  switch (link.route) {
    case "/assignmentpage":
      return `/assignmentpage?course=${encodeURIComponent(link.course)}`;
    case "/dashboard/coursedetail/$courseId/$courseName":
      return `/dashboard/coursedetail/${encodeURIComponent(link.courseId)}/${encodeURIComponent(link.courseName)}`;
    case "/chatRoom":
      return `/chatRoom?room=${encodeURIComponent(link.room)}`;
    default:
      return "/dashboard";
  }
}

/** The app's preferences page and unsubscribe page (HE's routes). */
export const MAIL_PREFERENCES_PATH = "/settings/notifications";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
/** The one-click unsubscribe of the List-Unsubscribe header (RFC 8058), on the HTTP-actions origin. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/mail/unsubscribe";

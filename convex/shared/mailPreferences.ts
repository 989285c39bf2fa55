/**
 * E-mail notifications (docs/notifications.md "E-mail", ADR 0072): which kinds of notification a
 * person gets by mail and when. One home for the server (notifications/mailPreferences.ts, the
 * outbox) and the preferences form: the modes, every kind's label and line, the defaults, the limits
 * and the messages.
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

const KINDS: Record<NotificationType, { label: string; description: string }> = {
  assignment_posted: { label: "New assignments", description: "A teacher posts an assignment in a course of yours." },
  graded: { label: "Grades", description: "Your work is graded, or held grades are released." },
  deadline_tomorrow: {
    label: "Deadline tomorrow",
    description: "An assignment you have not handed in is due within 24 hours.",
  },
  announcement: { label: "Announcements", description: "A course of yours has a new announcement." },
  announcement_reply: {
    label: "Replies to you",
    description: "Someone comments on an announcement you posted or commented on.",
  },
  video_uploaded: { label: "New videos", description: "A video is added to a course of yours." },
  role_changed: { label: "Role changes", description: "An Admin changes your role." },
  submitted: { label: "Hand-ins", description: "Teachers: students turn in work to your assignments." },
  enrolled: { label: "New students", description: "Teachers: someone enrolls in or joins a course of yours." },
  room_message: {
    label: "Course room messages",
    description: "Teachers: someone writes in the room of a course of yours.",
  },
};

/** Every kind of notification, in the form's order, with its label and one line about it. */
export const MAIL_KINDS: ReadonlyArray<{ kind: NotificationType; label: string; description: string }> = (
  Object.keys(KINDS) as NotificationType[]
).map((kind) => ({ kind, ...KINDS[kind] }));

export function mailKindLabel(kind: NotificationType): string {
  return KINDS[kind].label;
}

export type MailKinds = Record<NotificationType, MailMode>;

/** `{ [kind]: mailModeValidator }` for every kind: the shape stored and sent by the form. */
export const mailKindsValidator = v.object(
  Object.fromEntries(MAIL_KINDS.map(({ kind }) => [kind, mailModeValidator])) as Record<
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
  return Object.fromEntries(MAIL_KINDS.map(({ kind }) => [kind, DEFAULT_MAIL_MODE])) as MailKinds;
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

/** What "unsubscribe" turns off in the daily digest's own link: every kind mailed in the digest. */
export const DIGEST_LABEL = "the daily digest";

export const digestHourSchema = z
  .number({ message: MAIL_MESSAGES.digestHour })
  .int({ message: MAIL_MESSAGES.digestHour })
  .min(0, { message: MAIL_MESSAGES.digestHour })
  .max(23, { message: MAIL_MESSAGES.digestHour });

/** The preferences form; the server checks the same (notifications/model/mailPreferences.ts). */
export const mailPreferencesFormSchema = z.object({
  kinds: z.record(
    z.enum(MAIL_KINDS.map(({ kind }) => kind) as [NotificationType, ...NotificationType[]]),
    z.enum(MAIL_MODES),
  ),
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

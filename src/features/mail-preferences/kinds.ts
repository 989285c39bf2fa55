import type { MailMode } from "@convex/shared/mailPreferences";
import type { NotificationType } from "@convex/shared/validators";

/**
 * Each kind's name and line on this side (the kinds are `MAIL_KINDS` of
 * convex/shared/mailPreferences.ts; a mail names a kind with the same words, `mail.kind.*` of
 * convex/notifications/locales, kinds.test.ts).
 */
export const MAIL_KIND_KEYS = {
  assignment_posted: {
    label: "mailPreferences.kind.assignmentPosted",
    description: "mailPreferences.kind.assignmentPostedText",
  },
  graded: { label: "mailPreferences.kind.graded", description: "mailPreferences.kind.gradedText" },
  deadline_tomorrow: {
    label: "mailPreferences.kind.deadlineTomorrow",
    description: "mailPreferences.kind.deadlineTomorrowText",
  },
  announcement: { label: "mailPreferences.kind.announcement", description: "mailPreferences.kind.announcementText" },
  announcement_reply: {
    label: "mailPreferences.kind.announcementReply",
    description: "mailPreferences.kind.announcementReplyText",
  },
  video_uploaded: {
    label: "mailPreferences.kind.videoUploaded",
    description: "mailPreferences.kind.videoUploadedText",
  },
  role_changed: { label: "mailPreferences.kind.roleChanged", description: "mailPreferences.kind.roleChangedText" },
  submitted: { label: "mailPreferences.kind.submitted", description: "mailPreferences.kind.submittedText" },
  enrolled: { label: "mailPreferences.kind.enrolled", description: "mailPreferences.kind.enrolledText" },
  room_message: { label: "mailPreferences.kind.roomMessage", description: "mailPreferences.kind.roomMessageText" },
} as const satisfies Record<NotificationType, { label: string; description: string }>;

/** Each mode's words. */
export const MAIL_MODE_KEYS = {
  immediately: "mailPreferences.mode.immediately",
  digest: "mailPreferences.mode.digest",
  never: "mailPreferences.mode.never",
} as const satisfies Record<MailMode, string>;

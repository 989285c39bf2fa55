import type { FunctionArgs } from "convex/server";
import type { api } from "@convex/_generated/api";
import { t } from "./i18n";

export type EventType = NonNullable<FunctionArgs<typeof api.admin.admin.events>["type"]>;

/** Each event type's name in the log (catalog keys). */
const EVENT_LABELS = {
  registered: "admin.event.registered",
  profile_updated: "admin.event.profileUpdated",
  email_visibility_changed: "admin.event.emailVisibilityChanged",
  theme_chosen: "admin.event.themeChosen",
  language_chosen: "admin.event.languageChosen",
  role_changed: "admin.event.roleChanged",
  avatar_set: "admin.event.avatarSet",
  avatar_removed: "admin.event.avatarRemoved",
  email_verified: "admin.event.emailVerified",
  account_closed: "admin.event.accountClosed",
  email_changed: "admin.event.emailChanged",
  account_suspended: "admin.event.accountSuspended",
  account_restored: "admin.event.accountRestored",
  sessions_ended: "admin.event.sessionsEnded",
  password_changed: "admin.event.passwordChanged",
  password_reset: "admin.event.passwordReset",
  file_stored: "admin.event.fileStored",
  course_created: "admin.event.courseCreated",
  course_edited: "admin.event.courseEdited",
  course_archived: "admin.event.courseArchived",
  course_restored: "admin.event.courseRestored",
  lesson_added: "admin.event.lessonAdded",
  lesson_renamed: "admin.event.lessonRenamed",
  lesson_moved: "admin.event.lessonMoved",
  lesson_removed: "admin.event.lessonRemoved",
  lesson_draft_saved: "admin.event.lessonDraftSaved",
  lesson_published: "admin.event.lessonPublished",
  lesson_draft_discarded: "admin.event.lessonDraftDiscarded",
  video_uploaded: "admin.event.videoUploaded",
  video_renamed: "admin.event.videoRenamed",
  video_moved: "admin.event.videoMoved",
  video_removed: "admin.event.videoRemoved",
  enrolled: "admin.event.enrolled",
  enrolment_ended: "admin.event.enrolmentEnded",
  lesson_completed: "admin.event.lessonCompleted",
  lesson_uncompleted: "admin.event.lessonUncompleted",
  join_code_created: "admin.event.joinCodeCreated",
  join_code_revoked: "admin.event.joinCodeRevoked",
  cart_added: "admin.event.cartAdded",
  cart_removed: "admin.event.cartRemoved",
  certificate_issued: "admin.event.certificateIssued",
  rubric_created: "admin.event.rubricCreated",
  rubric_changed: "admin.event.rubricChanged",
  assignment_posted: "admin.event.assignmentPosted",
  assignment_edited: "admin.event.assignmentEdited",
  assignment_deadline_changed: "admin.event.assignmentDeadlineChanged",
  grades_held: "admin.event.gradesHeld",
  grades_released: "admin.event.gradesReleased",
  assignment_closed: "admin.event.assignmentClosed",
  assignment_reopened: "admin.event.assignmentReopened",
  assignment_deleted: "admin.event.assignmentDeleted",
  submitted: "admin.event.submitted",
  graded: "admin.event.graded",
  extension_granted: "admin.event.extensionGranted",
  extension_revoked: "admin.event.extensionRevoked",
  calendar_feed_reset: "admin.event.calendarFeedReset",
  bank_seeded: "admin.event.bankSeeded",
  question_added: "admin.event.questionAdded",
  question_edited: "admin.event.questionEdited",
  question_removed: "admin.event.questionRemoved",
  question_moved: "admin.event.questionMoved",
  bank_copied: "admin.event.bankCopied",
  questions_imported: "admin.event.questionsImported",
  quiz_started: "admin.event.quizStarted",
  quiz_answered: "admin.event.quizAnswered",
  quiz_timed_out: "admin.event.quizTimedOut",
  quiz_next: "admin.event.quizNext",
  quiz_finished: "admin.event.quizFinished",
  quiz_reset: "admin.event.quizReset",
  quiz_settings_changed: "admin.event.quizSettingsChanged",
  accommodation_granted: "admin.event.accommodationGranted",
  accommodation_revoked: "admin.event.accommodationRevoked",
  game_created: "admin.event.gameCreated",
  game_joined: "admin.event.gameJoined",
  game_player_removed: "admin.event.gamePlayerRemoved",
  game_question_opened: "admin.event.gameQuestionOpened",
  game_answered: "admin.event.gameAnswered",
  game_question_closed: "admin.event.gameQuestionClosed",
  game_leaderboard_shown: "admin.event.gameLeaderboardShown",
  game_ended: "admin.event.gameEnded",
  message_sent: "admin.event.messageSent",
  message_removed: "admin.event.messageRemoved",
  room_read: "admin.event.roomRead",
  announcement_posted: "admin.event.announcementPosted",
  announcement_published: "admin.event.announcementPublished",
  announcement_edited: "admin.event.announcementEdited",
  announcement_pinned: "admin.event.announcementPinned",
  announcement_deleted: "admin.event.announcementDeleted",
  announcement_commented: "admin.event.announcementCommented",
  announcement_comment_deleted: "admin.event.announcementCommentDeleted",
  notification_read: "admin.event.notificationRead",
  notifications_read_all: "admin.event.notificationsReadAll",
  deadline_reminded: "admin.event.deadlineReminded",
  mail_preferences_set: "admin.event.mailPreferencesSet",
  notifications_mailed: "admin.event.notificationsMailed",
  notification_mail_failed: "admin.event.notificationMailFailed",
  digest_sent: "admin.event.digestSent",
  push_subscribed: "admin.event.pushSubscribed",
  push_unsubscribed: "admin.event.pushUnsubscribed",
  roster_import_started: "admin.event.rosterImportStarted",
  invitation_sent: "admin.event.invitationSent",
  roster_batch_imported: "admin.event.rosterBatchImported",
  invitation_mail_failed: "admin.event.invitationMailFailed",
  invitation_claimed: "admin.event.invitationClaimed",
} as const satisfies Record<EventType, string>;

/** The event type's name in the language in force. */
export function eventLabel(type: EventType): string {
  return t(EVENT_LABELS[type]);
}

/** The event types the server declares (`admin.eventTypes`) with their labels, for the type filter. */
export function eventTypeOptions(types: readonly EventType[]): { value: EventType; label: string }[] {
  return types.map((value) => ({ value, label: eventLabel(value) }));
}

export function parseEventType(types: readonly EventType[], value: string): EventType | undefined {
  return (types as readonly string[]).includes(value) ? (value as EventType) : undefined;
}

/** Start (00:00) or end (23:59:59.999) of a yyyy-mm-dd day in the browser's zone, or undefined. */
export function dayBound(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number);
  const time = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return Number.isNaN(time.getTime()) ? undefined : time.getTime();
}

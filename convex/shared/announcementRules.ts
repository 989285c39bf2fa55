/**
 * Course announcements' rules, written once (docs/announcements.md): the server
 * (convex/announcements) and the forms (src/features/courses/announcements) import them. Zod and
 * plain values only, so the browser bundle can import this file.
 */
import { z } from "zod";

/** Most characters in a title and a body (Markdown), after trimming. */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
/** Most characters in one comment, after trimming. */
export const ANNOUNCEMENT_COMMENT_MAX = 2000;

/** How far ahead an announcement may be scheduled, and a calendar date may lie (either way). */
export const ANNOUNCEMENT_SCHEDULE_MAX_MS = 366 * 24 * 60 * 60 * 1000;
export const ANNOUNCEMENT_DATE_RANGE_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** The course page shows at most this many pinned ones, then this many newest others. */
export const ANNOUNCEMENTS_PINNED_SHOWN = 3;
export const ANNOUNCEMENTS_RECENT_SHOWN = 3;
/** Most scheduled (not yet published) ones a manager's panel lists. */
export const ANNOUNCEMENTS_SCHEDULED_SHOWN = 20;
/** Most announcements or comments one page returns (larger requests are cut to this). */
export const ANNOUNCEMENTS_PAGE_MAX = 50;
/** A comment tells the announcement's author and the distinct authors of this many latest comments. */
export const ANNOUNCEMENT_REPLY_AUDIENCE = 20;
/** Comments a deleted announcement takes with it (more stay as unreachable rows, see the docs). */
export const ANNOUNCEMENT_COMMENTS_DELETED_MAX = 1000;

export const BLANK_TITLE = "Give the announcement a title.";
export const TITLE_TOO_LONG = `A title can be at most ${ANNOUNCEMENT_TITLE_MAX} characters.`;
export const BLANK_BODY = "Write the announcement first.";
export const BODY_TOO_LONG = `An announcement can be at most ${ANNOUNCEMENT_BODY_MAX.toLocaleString("en-US")} characters.`;
export const BLANK_COMMENT = "Type a comment first.";
export const COMMENT_TOO_LONG = `A comment can be at most ${ANNOUNCEMENT_COMMENT_MAX.toLocaleString("en-US")} characters.`;
export const PUBLISH_AT_PAST = "Choose a publishing time in the future.";
export const PUBLISH_AT_TOO_FAR = "An announcement can be scheduled at most a year ahead.";
export const DATE_OUT_OF_RANGE = "Choose a calendar date within two years of today.";
export const ALREADY_PUBLISHED = "This announcement is already published: its time cannot change.";
export const ANNOUNCEMENT_NOT_FOUND = "Announcement not found.";
export const COMMENT_NOT_FOUND = "Comment not found.";
export const NOT_A_MEMBER = "Only this course's students and teacher can read its announcements.";
export const CANNOT_DELETE_COMMENT = "Only the comment's author, the course's teacher or an admin can delete it.";

/**
 * Commenting rate per person (token bucket, @convex-dev/rate-limiter): a burst of `capacity`
 * comments, then one more every `periodMs`. Per person across all courses.
 */
export const COMMENT_RATE = { capacity: 5, rate: 1, periodMs: 10_000 } as const;
export const COMMENT_RATE_LIMITED = "You're commenting too fast. Wait a moment and try again.";

export const announcementTitleSchema = z
  .string()
  .trim()
  .min(1, BLANK_TITLE)
  .max(ANNOUNCEMENT_TITLE_MAX, TITLE_TOO_LONG);
export const announcementBodySchema = z.string().trim().min(1, BLANK_BODY).max(ANNOUNCEMENT_BODY_MAX, BODY_TOO_LONG);
export const announcementCommentSchema = z
  .string()
  .trim()
  .min(1, BLANK_COMMENT)
  .max(ANNOUNCEMENT_COMMENT_MAX, COMMENT_TOO_LONG);

/** What is wrong with a publishing time at `now` (null when it is fine). */
export function publishAtProblem(publishAt: number, now: number): string | null {
  if (!Number.isFinite(publishAt) || publishAt <= now) return PUBLISH_AT_PAST;
  if (publishAt > now + ANNOUNCEMENT_SCHEDULE_MAX_MS) return PUBLISH_AT_TOO_FAR;
  return null;
}

/** What is wrong with a calendar date at `now` (null when it is fine). */
export function dateAtProblem(dateAt: number, now: number): string | null {
  if (!Number.isFinite(dateAt) || Math.abs(dateAt - now) > ANNOUNCEMENT_DATE_RANGE_MS) return DATE_OUT_OF_RANGE;
  return null;
}

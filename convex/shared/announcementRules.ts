/**
 * Course announcements' rules, written once (docs/announcements.md): the server
 * (convex/announcements) and the forms (src/features/courses/announcements) import them. Zod and
 * plain values only, so the browser bundle can import this file.
 */
import { keyed, type Keyed } from "./messages";
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

export const BLANK_TITLE = keyed("server.announcements.blankTitle");
export const TITLE_TOO_LONG = keyed("server.announcements.titleTooLong", { max: ANNOUNCEMENT_TITLE_MAX });
export const BLANK_BODY = keyed("server.announcements.blankBody");
export const BODY_TOO_LONG = keyed("server.announcements.bodyTooLong", { max: ANNOUNCEMENT_BODY_MAX });
export const BLANK_COMMENT = keyed("server.announcements.blankComment");
export const COMMENT_TOO_LONG = keyed("server.announcements.commentTooLong", { max: ANNOUNCEMENT_COMMENT_MAX });
export const PUBLISH_AT_PAST = keyed("server.announcements.publishAtPast");
export const PUBLISH_AT_TOO_FAR = keyed("server.announcements.publishAtTooFar");
export const DATE_OUT_OF_RANGE = keyed("server.announcements.dateOutOfRange");
export const ALREADY_PUBLISHED = keyed("server.announcements.alreadyPublished");
export const ANNOUNCEMENT_NOT_FOUND = keyed("server.announcements.announcementNotFound");
export const COMMENT_NOT_FOUND = keyed("server.announcements.commentNotFound");
export const NOT_A_MEMBER = keyed("server.announcements.notAMember");
export const CANNOT_DELETE_COMMENT = keyed("server.announcements.cannotDeleteComment");

/**
 * Commenting rate per person (token bucket, @convex-dev/rate-limiter): a burst of `capacity`
 * comments, then one more every `periodMs`. Per person across all courses.
 */
export const COMMENT_RATE = { capacity: 5, rate: 1, periodMs: 10_000 } as const;
export const COMMENT_RATE_LIMITED = keyed("server.announcements.commentRateLimited");

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
export function publishAtProblem(publishAt: number, now: number): Keyed | null {
  if (!Number.isFinite(publishAt) || publishAt <= now) return PUBLISH_AT_PAST;
  if (publishAt > now + ANNOUNCEMENT_SCHEDULE_MAX_MS) return PUBLISH_AT_TOO_FAR;
  return null;
}

/** What is wrong with a calendar date at `now` (null when it is fine). */
export function dateAtProblem(dateAt: number, now: number): Keyed | null {
  if (!Number.isFinite(dateAt) || Math.abs(dateAt - now) > ANNOUNCEMENT_DATE_RANGE_MS) return DATE_OUT_OF_RANGE;
  return null;
}

/**
 * Limits of lesson content (docs/lessons.md), written once: the server's schema
 * (forms/lesson.ts), the editor's counter and the video player import them. No server code here,
 * so the browser can import it.
 */
import { keyed, type Keyed } from "./messages";

/** Most characters of a lesson's Markdown text. */
export const LESSON_BODY_MAX = 50_000;

/** Most files attached to one lesson. */
export const LESSON_ATTACHMENTS_MAX = 10;

/**
 * The player stores where the student is at most this often while the video plays. Pause, the
 * end, hiding the tab and leaving save at once, so this only bounds what a crash loses; each save
 * is a function call and a write (docs/performance.md: every 10 s made lessons a school's costliest
 * screen).
 */
export const PLAYBACK_SAVE_INTERVAL_MS = 60_000;

/** Positions closer than this to the end start the video again from the beginning. */
export const PLAYBACK_END_MARGIN_SECONDS = 2;

/** A stored position is a number of seconds from 0 to this (no lesson video is a day long). */
export const PLAYBACK_MAX_SECONDS = 24 * 60 * 60;

/** "Lesson text must be at most 50,000 characters (it has 51,234)." */
export function lessonBodyTooLong(length: number): Keyed {
  return keyed("server.lessons.bodyTooLong", { max: LESSON_BODY_MAX, length });
}

export const TOO_MANY_ATTACHMENTS = keyed("server.lessons.tooManyAttachments", { max: LESSON_ATTACHMENTS_MAX });

/**
 * Completion means reading (issue #31, ADR 0076): a lesson can be marked complete, and counts in
 * progress and towards the certificate, only when its published version has content: text that
 * is not blank, a video or a file. A title alone, or a draft students cannot see, is not enough.
 */
export function hasLessonContent(version: {
  body: string;
  videoId?: unknown;
  videoKey?: unknown;
  attachmentIds: readonly unknown[];
}): boolean {
  return (
    version.body.trim() !== "" ||
    version.videoId !== undefined ||
    version.videoKey !== undefined ||
    version.attachmentIds.length > 0
  );
}

export const NOT_COMPLETABLE = keyed("server.lessons.notCompletable");

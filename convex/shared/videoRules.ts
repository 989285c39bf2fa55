/**
 * Rules of a course's videos (docs/courses.md "Videos", ADR 0067). A video's default name ("Video
 * N") and where it is used are worded by the browser in the reader's language
 * (src/features/courses/shared/video-name.ts, course-page/video-card-manager.tsx).
 */
import { keyed, type Keyed } from "./messages";

/**
 * Why a video that lessons show cannot be deleted: how many lessons show it. The server names no
 * lessons, so it builds no list in one language (issue #33); the course page's delete dialog
 * names them from the video list, in the reader's language.
 */
export function videoInUseMessage(lessons: number): Keyed {
  return keyed("server.courses.videoInUse", { count: lessons });
}

/**
 * Rules of a course's videos (docs/courses.md "Videos", ADR 0067). A video's default name ("Video
 * N") and where it is used are worded by the browser in the reader's language
 * (src/features/courses/shared/video-name.ts, course-page/video-card.tsx).
 */
import { keyed, type Keyed } from "./messages";

/** “Intro”, “Loops”: lesson titles as the server's refusal quotes them. */
function quotedTitles(titles: readonly string[]): string {
  return titles.map((title) => `“${title}”`).join(", ");
}

/** Why a video that lessons show cannot be deleted (their titles, in course order). */
export function videoInUseMessage(lessonTitles: readonly string[]): Keyed {
  return keyed("server.courses.videoInUse", { count: lessonTitles.length, titles: quotedTitles(lessonTitles) });
}

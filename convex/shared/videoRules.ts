/**
 * Rules of a course's videos (docs/courses.md "Videos", ADR 0067), shared by the server and the
 * course page.
 */
import { keyed, type Keyed } from "./messages";

/** A video nobody renamed is called after its place in the list (SPEC §2: 'Video N'). */
export function defaultVideoTitle(position: number): string {
  return `Video ${position}`;
}

/** “Intro”, “Loops”: lesson titles as the messages quote them. */
function quotedTitles(titles: readonly string[]): string {
  return titles.map((title) => `“${title}”`).join(", ");
}

/** Where a video is used: “Used by the lesson “Intro”” (the lessons' titles, in course order). */
export function usedByText(lessonTitles: readonly string[]): string {
  const lessons = lessonTitles.length === 1 ? "the lesson" : "the lessons";
  return `Used by ${lessons} ${quotedTitles(lessonTitles)}`;
}

/** Why a video that lessons show cannot be deleted (their titles, in course order). */
export function videoInUseMessage(lessonTitles: readonly string[]): Keyed {
  return keyed("server.courses.videoInUse", { count: lessonTitles.length, titles: quotedTitles(lessonTitles) });
}

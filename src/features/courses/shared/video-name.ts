/**
 * A course video's name as screens show it (issue #33): the one its teacher gave, else "Video N"
 * after its place in the list, in the reader's language. The server answers no name for a video
 * nobody renamed (convex/courses/model/videos.ts `VideoView`).
 */
import { t } from "../i18n";

export function videoName(video: { title: string | null; position: number }): string {
  return video.title ?? t("courses.page.videoN", { position: video.position });
}

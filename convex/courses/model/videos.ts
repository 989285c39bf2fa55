import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MAX_VIDEOS } from "./courses";
import { courseLessons } from "./lessons";
import { fileUrl } from "../../accounts/model/files";

/** A lesson that shows a video, as the video list names it. */
export type VideoUse = { _id: Id<"lessons">; title: string };

/**
 * One card of the course page's video list: its name, the course's name (the card says
 * '{course} {name}', SPEC §2), the url, and for the course's managers the lessons that show it
 * (ADR 0067). A video nobody renamed has no name here: the browser calls it 'Video N' after its
 * position, in the reader's language (issue #33).
 */
export type VideoView = {
  _id: Id<"videos">;
  position: number;
  /** The name its teacher gave; null until renamed. */
  title: string | null;
  courseName: string;
  url: string;
  contentType: string;
  /** The lessons whose draft or published version shows it, in course order; [] for students. */
  usedBy: VideoUse[];
};

/**
 * A video's name: the one its teacher gave, else "Video N" after its place (SPEC §2). English on
 * purpose: it is what the events keep as the video's name (`video_moved`, `video_removed`, the
 * `from` of `video_renamed`), data worded once in the log's language; nobody is notified of them.
 * Screens get the position instead (`VideoView`, the lesson page's `LessonVideoView`) and word
 * it in the reader's language; `video_uploaded` keeps the position and the file's name.
 */
export function videoTitle(video: Pick<Doc<"videos">, "title" | "position">): string {
  return video.title ?? `Video ${video.position}`;
}

/** Lessons of the course that show each video (draft or published), in course order. */
export async function videoUses(ctx: QueryCtx, courseId: Id<"courses">): Promise<Map<Id<"videos">, VideoUse[]>> {
  const uses = new Map<Id<"videos">, VideoUse[]>();
  for (const lesson of await courseLessons(ctx, courseId)) {
    for (const videoId of lesson.videoIds ?? []) {
      uses.set(videoId, [...(uses.get(videoId) ?? []), { _id: lesson._id, title: lesson.title }]);
    }
  }
  return uses;
}

/**
 * A course's videos by position (at most MAX_VIDEOS; `videos.add` keeps within it); where each
 * is used only when `withUses` (the course's managers).
 */
export async function listVideos(ctx: QueryCtx, course: Doc<"courses">, withUses: boolean): Promise<VideoView[]> {
  const videos = await ctx.db
    .query("videos")
    .withIndex("by_course_position", (q) => q.eq("courseId", course._id))
    .take(MAX_VIDEOS);
  const uses = withUses ? await videoUses(ctx, course._id) : new Map<Id<"videos">, VideoUse[]>();
  const views: VideoView[] = [];
  for (const video of videos) {
    const file = await ctx.db.get("files", video.fileId);
    if (file === null) continue;
    views.push({
      _id: video._id,
      position: video.position,
      title: video.title ?? null,
      courseName: course.name,
      url: await fileUrl(ctx, file),
      contentType: file.contentType,
      usedBy: uses.get(video._id) ?? [],
    });
  }
  return views;
}

/** The video an event names by its key, or null. */
export async function videoByKey(ctx: QueryCtx, key: string): Promise<Doc<"videos"> | null> {
  return await ctx.db
    .query("videos")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** SPEC §7 folder of a course's videos: CourseVideos/{courseName}/ (no slashes in the name part). */
export function courseVideoFolder(courseName: string): string {
  const folder = [...courseName]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join("")
    .replace(/[/\\]+/g, "_")
    .trim();
  return `CourseVideos/${folder || "course"}`;
}

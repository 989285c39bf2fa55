import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MAX_VIDEOS } from "./courses";
import { courseLessons } from "./lessons";
import { fileUrl } from "../../accounts/model/files";
import { defaultVideoTitle } from "../../shared/videoRules";

/** A lesson that shows a video, as the video list names it. */
export type VideoUse = { _id: Id<"lessons">; title: string };

/**
 * One card of the course page's video list: its name ('Video N' until renamed), '{course} {name}'
 * (SPEC §2), the url, and for the course's managers the lessons that show it (ADR 0067).
 */
export type VideoView = {
  _id: Id<"videos">;
  position: number;
  title: string;
  description: string;
  url: string;
  contentType: string;
  /** The lessons whose draft or published version shows it, in course order; [] for students. */
  usedBy: VideoUse[];
};

/** A video's name: the one its teacher gave, else "Video N" after its place. */
export function videoTitle(video: Pick<Doc<"videos">, "title" | "position">): string {
  return video.title ?? defaultVideoTitle(video.position);
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
    const title = videoTitle(video);
    views.push({
      _id: video._id,
      position: video.position,
      title,
      description: `${course.name} ${title}`,
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

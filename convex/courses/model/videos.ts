import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MAX_VIDEOS } from "./courses";
import { fileUrl } from "../../accounts/model/files";

/** One card of the course page's video grid (SPEC §2: 'Video N', '{course} Video N', url). */
export type VideoView = {
  _id: Id<"videos">;
  position: number;
  title: string;
  description: string;
  url: string;
  contentType: string;
};

/** A course's videos by position (at most MAX_VIDEOS; `videos.add` keeps within it). */
export async function listVideos(ctx: QueryCtx, course: Doc<"courses">): Promise<VideoView[]> {
  const videos = await ctx.db
    .query("videos")
    .withIndex("by_course_position", (q) => q.eq("courseId", course._id))
    .take(MAX_VIDEOS);
  const views: VideoView[] = [];
  for (const video of videos) {
    const file = await ctx.db.get("files", video.fileId);
    if (file === null) continue;
    views.push({
      _id: video._id,
      position: video.position,
      title: `Video ${video.position}`,
      description: `${course.name} Video ${video.position}`,
      url: await fileUrl(ctx, file),
      contentType: file.contentType,
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

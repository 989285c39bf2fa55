import { zid } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { authedQuery, staffMutation, zStaffMutation } from "../functions";
import type { AppUser } from "../accounts/model/users";
import { canManageCourse, MAX_VIDEOS, moveTarget, requireCourse, requireCourseManager } from "./model/courses";
import { appError } from "../lib/appError";
import { emit } from "../events/emit";
import { requireOwnedFile } from "../accounts/model/files";
import { videoTitleField } from "../shared/forms/video";
import { videoInUseMessage } from "../shared/videoRules";
import { courseVideoFolder, listVideos, videoByKey, videoTitle, videoUses } from "./model/videos";

/**
 * A course's videos, in the order its teacher set (positions 1..n). The course's own teacher and
 * Admins add, rename, reorder and delete them; each change is an event the courses projector
 * applies (courses/projector/videos.ts, ADR 0067).
 */

/** The course page's video list, in order; its managers also see which lessons show each video. */
export const list = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const course = await requireCourse(ctx, courseId);
    return await listVideos(ctx, course, canManageCourse(ctx.user, course));
  },
});

/** The video and its course, for the course's own teacher or an Admin; NOT_FOUND when gone. */
async function requireVideoManager(ctx: QueryCtx, user: AppUser, videoId: Id<"videos">) {
  const video = await ctx.db.get("videos", videoId);
  if (video === null) throw appError("NOT_FOUND", "server.courses.thatVideoNotFound");
  const course = await requireCourse(ctx, video.courseId);
  requireCourseManager(user, course);
  return { video, course, about: { v: 1 as const, actorId: user._id, courseKey: course.key, videoKey: video.key } };
}

/**
 * Attaches an uploaded video (the caller's own file with purpose "courseVideo", whose type and
 * size `files.finishUpload` checked) as the course's next video. Allowed for the course's own
 * teacher and Admins; other teachers are refused, like lesson editing. The file is filed under
 * CourseVideos/{courseName}/{timestamp}_{filename} (SPEC §7). The event `video_uploaded` makes
 * the video (its key is the event's id). Returns the video id.
 */
export const add = staffMutation({
  args: { courseId: v.id("courses"), fileId: v.id("files") },
  handler: async (ctx, args) => {
    const course = await requireCourse(ctx, args.courseId);
    requireCourseManager(ctx.user, course);
    const file = await requireOwnedFile(ctx, args.fileId, ctx.user._id, "courseVideo");
    // finishUpload files it as CourseVideos/{timestamp}_{name}; once attached it has a course folder.
    const [root, ...rest] = file.path.split("/");
    if (root !== "CourseVideos" || rest.length !== 1) {
      throw appError("CONFLICT", "server.courses.videoAlreadyAdded");
    }
    const last = await ctx.db
      .query("videos")
      .withIndex("by_course_position", (q) => q.eq("courseId", course._id))
      .order("desc")
      .first();
    const position = (last?.position ?? 0) + 1;
    if (position > MAX_VIDEOS) {
      throw appError("INVALID", "server.courses.tooManyVideos", { max: MAX_VIDEOS });
    }
    const filePath = `${courseVideoFolder(course.name)}/${rest[0]}`;
    // The accounts projector files the video under this path (`files` has one writer, ADR 0049).
    const event = await emit(ctx, {
      type: "video_uploaded",
      v: 1,
      actorId: ctx.user._id,
      courseKey: course.key,
      courseName: course.name,
      position,
      fileName: file.name,
      fileId: file._id,
      filePath,
    });
    const video = await videoByKey(ctx, event._id);
    if (video === null) throw new Error("video_uploaded projected no video");
    return video._id;
  },
});

/** Renames a video (trimmed, 1 to TEXT_LIMITS.videoTitle characters); the same name changes nothing. */
export const rename = zStaffMutation({
  args: { videoId: zid("videos"), title: videoTitleField },
  handler: async (ctx, { videoId, title }) => {
    const { video, about } = await requireVideoManager(ctx, ctx.user, videoId);
    const from = videoTitle(video);
    if (title === from) return;
    await emit(ctx, { type: "video_renamed", ...about, from, to: title });
  },
});

/**
 * Reorders: `to` is "up", "down" or a 1-based position (clamped to the list). Moving the first
 * video up or the last one down changes nothing. Positions stay 1..n.
 */
export const move = staffMutation({
  args: { videoId: v.id("videos"), to: v.union(v.literal("up"), v.literal("down"), v.number()) },
  handler: async (ctx, { videoId, to }) => {
    const { video, course, about } = await requireVideoManager(ctx, ctx.user, videoId);
    const from = video.position;
    const last = await ctx.db
      .query("videos")
      .withIndex("by_course_position", (q) => q.eq("courseId", course._id))
      .order("desc")
      .first();
    const target = moveTarget(from, to, 1, last?.position ?? 1);
    if (target === from) return;
    await emit(ctx, { type: "video_moved", ...about, title: videoTitle(video), from, to: target });
  },
});

/**
 * Deletes a video; the videos after it move up. Refused while a lesson's draft or published
 * version shows it, saying how many do (ADR 0067; the course page names them). Its file stays.
 */
export const remove = staffMutation({
  args: { videoId: v.id("videos") },
  handler: async (ctx, { videoId }) => {
    const { video, course, about } = await requireVideoManager(ctx, ctx.user, videoId);
    const usedBy = (await videoUses(ctx, course._id)).get(video._id) ?? [];
    if (usedBy.length > 0) {
      throw appError("CONFLICT", videoInUseMessage(usedBy.length));
    }
    await emit(ctx, { type: "video_removed", ...about, title: videoTitle(video), position: video.position });
  },
});

import { v } from "convex/values";
import { authedQuery, staffMutation } from "../functions";
import { MAX_VIDEOS, requireCourse, requireCourseManager } from "./model/courses";
import { appError } from "../shared/errors";
import { emit } from "../events/emit";
import { requireOwnedFile } from "../accounts/model/files";
import { courseVideoFolder, listVideos, videoByKey } from "./model/videos";

/** The course page's video grid, in upload order. */
export const list = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await listVideos(ctx, await requireCourse(ctx, courseId)),
});

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
      throw appError("CONFLICT", "That video was already added.");
    }
    const last = await ctx.db
      .query("videos")
      .withIndex("by_course_position", (q) => q.eq("courseId", course._id))
      .order("desc")
      .first();
    const position = (last?.position ?? 0) + 1;
    if (position > MAX_VIDEOS) {
      throw appError("INVALID", `A course can have at most ${MAX_VIDEOS} videos.`);
    }
    const filePath = `${courseVideoFolder(course.name)}/${rest[0]}`;
    // The accounts projector files the video under this path (`files` has one writer, ADR 0049).
    const event = await emit(ctx, {
      type: "video_uploaded",
      v: 1,
      actorId: ctx.user._id,
      courseKey: course.key,
      courseName: course.name,
      title: `Video ${position}: ${file.name}`,
      position,
      fileId: file._id,
      filePath,
    });
    const video = await videoByKey(ctx, event._id);
    if (video === null) throw new Error("video_uploaded projected no video");
    return video._id;
  },
});

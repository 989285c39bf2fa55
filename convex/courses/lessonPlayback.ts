import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { signedInMutation, signedInQuery } from "../functions";
import { appError } from "../lib/appError";
import { requireLessonListener } from "./model/lessonContent";
import { PLAYBACK_MAX_SECONDS } from "../shared/lessonRules";
import { videoByKey } from "./model/videos";

/**
 * Where the caller left a lesson's video (docs/lessons.md): one row per person and lesson. The
 * player saves at most every PLAYBACK_SAVE_INTERVAL_MS while playing, and on pause and leaving;
 * a save that does not move the position by a whole second writes nothing. Both take the caller's
 * id from the session and check the caller's member row (ADR 0035, 0036): an enrolled student's
 * users row and enrolment are not read; the course's teacher and Admins pass on their users row.
 *
 * Momentary state, not a projection (ADR 0049): a save is no event (one a minute per watching
 * student would fill the log with positions nobody reads later). The row names the lesson and the
 * video by their keys, so it stays valid through `events/rebuild:rebuild`, which leaves it alone.
 */

async function positionRow(ctx: QueryCtx, userId: Id<"users">, lessonKey: string) {
  return await ctx.db
    .query("lessonPlayback")
    .withIndex("by_user_lesson", (q) => q.eq("userId", userId).eq("lessonKey", lessonKey))
    .unique();
}

/** The caller's position in the lesson's video, or null (never watched, or that video is gone). */
export const get = signedInQuery({
  args: { courseId: v.string(), lessonId: v.string() },
  handler: async (ctx, { courseId, lessonId }) => {
    const lesson = await requireLessonListener(ctx, ctx.userId, courseId, lessonId);
    const row = await positionRow(ctx, ctx.userId, lesson.key);
    const video = row === null ? null : await videoByKey(ctx, row.videoKey);
    return row === null || video === null ? null : { videoId: video._id, seconds: row.seconds };
  },
});

export const save = signedInMutation({
  args: { courseId: v.string(), lessonId: v.string(), videoId: v.id("videos"), seconds: v.number() },
  handler: async (ctx, { courseId, lessonId, videoId, seconds }) => {
    const lesson = await requireLessonListener(ctx, ctx.userId, courseId, lessonId);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > PLAYBACK_MAX_SECONDS) {
      throw appError("INVALID", "server.courses.videoPositionInvalid");
    }
    const video = await ctx.db.get("videos", videoId);
    if (video === null || video.courseId !== lesson.courseId)
      throw appError("NOT_FOUND", "server.courses.videoNotFound");
    const rounded = Math.round(seconds * 10) / 10;
    const row = await positionRow(ctx, ctx.userId, lesson.key);
    if (row === null) {
      await ctx.db.insert("lessonPlayback", {
        userId: ctx.userId,
        lessonKey: lesson.key,
        videoKey: video.key,
        seconds: rounded,
      });
      return { saved: true };
    }
    if (row.videoKey === video.key && Math.abs(row.seconds - rounded) < 1) return { saved: false };
    await ctx.db.patch("lessonPlayback", row._id, { videoKey: video.key, seconds: rounded });
    return { saved: true };
  },
});

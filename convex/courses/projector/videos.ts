/**
 * The courses projector's videos (ADR 0049, ADR 0067): a course's videos keep positions 1..n
 * without gaps; a move or a removal rewrites only the videos whose position changes.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { EventDoc } from "../../events/types";
import { MAX_VIDEOS } from "../model/courses";
import { videoByKey } from "../model/videos";
import { courseByKey } from "../keys";

export async function videoUploaded(ctx: MutationCtx, event: EventDoc<"video_uploaded">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course === null || event.actorId === undefined) return;
  await ctx.db.insert("videos", {
    key: event._id,
    courseId: course._id,
    fileId: event.fileId,
    position: event.position,
    uploadedBy: event.actorId,
  });
}

export async function videoRenamed(ctx: MutationCtx, event: EventDoc<"video_renamed">): Promise<void> {
  const video = await videoByKey(ctx, event.videoKey);
  if (video !== null) await ctx.db.patch("videos", video._id, { title: event.to });
}

/** Shifts the course's videos at positions low..high (inclusive) by `by`. */
async function shift(ctx: MutationCtx, courseId: Id<"courses">, low: number, high: number, by: number) {
  // Read all first: the patches change the indexed field being walked.
  const between = await ctx.db
    .query("videos")
    .withIndex("by_course_position", (q) => q.eq("courseId", courseId).gte("position", low).lte("position", high))
    .take(MAX_VIDEOS);
  for (const video of between) await ctx.db.patch("videos", video._id, { position: video.position + by });
}

export async function videoMoved(ctx: MutationCtx, event: EventDoc<"video_moved">): Promise<void> {
  const video = await videoByKey(ctx, event.videoKey);
  if (video === null || video.position === event.to) return;
  const from = video.position;
  // The moved video leaves its place first, so the index range holds only the ones that shift.
  await ctx.db.patch("videos", video._id, { position: 0 });
  if (event.to < from) await shift(ctx, video.courseId, event.to, from - 1, 1);
  else await shift(ctx, video.courseId, from + 1, event.to, -1);
  await ctx.db.patch("videos", video._id, { position: event.to });
}

export async function videoRemoved(ctx: MutationCtx, event: EventDoc<"video_removed">): Promise<void> {
  const video = await videoByKey(ctx, event.videoKey);
  if (video === null) return;
  await ctx.db.delete("videos", video._id);
  await shift(ctx, video.courseId, video.position + 1, Number.MAX_SAFE_INTEGER, -1);
}

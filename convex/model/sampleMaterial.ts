/**
 * What makes a seeded sample course one can follow (docs/lessons.md, ADR 0024): published text
 * for its first lessons and one short video, attached to the first lesson. A mutation cannot
 * store bytes, so the video is a file shipped with the app (public/samples/videos/, made by
 * scripts/make-sample-videos.ts) recorded as a `files` row with provider "static" and its URL.
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { LessonVersion } from "../schema";
import { courseLessons } from "./lessons";
import { SAMPLE_LESSON_TEXT } from "./sampleLessons";
import { SAMPLE_VIDEOS } from "./sampleVideos";
import { courseVideoFolder } from "./videos";

export async function seedSampleMaterial(
  ctx: MutationCtx,
  course: { courseId: Id<"courses">; name: string },
  teacherId: Id<"users">,
): Promise<{ lessonTexts: number; videos: number }> {
  let videoId: Id<"videos"> | undefined;
  const video = SAMPLE_VIDEOS[course.name];
  if (video !== undefined) {
    const fileId = await ctx.db.insert("files", {
      provider: "static",
      url: video.url,
      path: `${courseVideoFolder(course.name)}/${video.name}`,
      name: video.name,
      size: video.bytes,
      contentType: "video/webm",
      purpose: "courseVideo",
      ownerId: teacherId,
    });
    videoId = await ctx.db.insert("videos", { courseId: course.courseId, fileId, position: 1, uploadedBy: teacherId });
  }
  const texts = SAMPLE_LESSON_TEXT[course.name] ?? [];
  const lessons = await courseLessons(ctx, course.courseId);
  const now = Date.now();
  let lessonTexts = 0;
  for (const [index, lesson] of lessons.slice(0, texts.length).entries()) {
    const version: LessonVersion = {
      body: texts[index],
      ...(index === 0 && videoId !== undefined ? { videoId } : {}),
      attachmentIds: [],
    };
    await ctx.db.insert("lessonContents", {
      lessonId: lesson._id,
      courseId: course.courseId,
      draft: version,
      published: version,
      draftSavedAt: now,
      publishedAt: now,
    });
    lessonTexts += 1;
  }
  return { lessonTexts, videos: videoId === undefined ? 0 : 1 };
}

/**
 * What makes a seeded sample course one can follow (docs/lessons.md, ADR 0024): published text
 * for its first lessons and one short video, attached to the first lesson. A mutation cannot
 * store bytes, so the video is a file shipped with the app (public/samples/videos/, made by
 * scripts/make-sample-videos.ts) recorded as a `files` row with provider "static" and its URL.
 * Everything else is the events a teacher's own uploads and edits would be.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { storeFile } from "../../accounts/model/files";
import type { LessonContent } from "../events";
import { aboutLesson, courseLessons } from "./lessons";
import { SAMPLE_LESSON_TEXT } from "./sampleLessons";
import { SAMPLE_VIDEOS } from "../../shared/sampleVideos";
import { courseVideoFolder } from "./videos";

export async function seedSampleMaterial(
  ctx: MutationCtx,
  course: { courseId: Id<"courses">; courseKey: string; name: string },
  teacherId: Id<"users">,
): Promise<{ lessonTexts: number; videos: number }> {
  let videoKey: string | undefined;
  const video = SAMPLE_VIDEOS[course.name];
  if (video !== undefined) {
    const path = `${courseVideoFolder(course.name)}/${video.name}`;
    const fileId = await storeFile(ctx, {
      provider: "static",
      url: video.url,
      path,
      name: video.name,
      size: video.bytes,
      contentType: "video/webm",
      purpose: "courseVideo",
      ownerId: teacherId,
    });
    const event = await emit(ctx, {
      type: "video_uploaded",
      v: 1,
      actorId: teacherId,
      courseKey: course.courseKey,
      courseName: course.name,
      position: 1,
      fileName: video.name,
      fileId,
      filePath: path,
    });
    videoKey = event._id;
  }
  const texts = SAMPLE_LESSON_TEXT[course.name] ?? [];
  const lessons = await courseLessons(ctx, course.courseId);
  let lessonTexts = 0;
  for (const [index, lesson] of lessons.slice(0, texts.length).entries()) {
    const content: LessonContent = {
      body: texts[index],
      ...(index === 0 && videoKey !== undefined ? { videoKey } : {}),
      attachmentIds: [],
    };
    const about = aboutLesson(teacherId, course.courseKey, lesson);
    await emit(ctx, {
      type: "lesson_draft_saved",
      ...about,
      draft: content,
      attachmentsAdded: [],
      attachmentsRemoved: [],
    });
    await emit(ctx, { type: "lesson_published", ...about, content });
    lessonTexts += 1;
  }
  return { lessonTexts, videos: videoKey === undefined ? 0 : 1 };
}

import { zid } from "convex-helpers/server/zod4";
import { v } from "convex/values";
import { z } from "zod";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { authedQuery, staffMutation, zStaffMutation } from "../functions";
import { appError } from "../lib/appError";
import { emit } from "../events/emit";
import { requireOwnedFile } from "../accounts/model/files";
import { lessonBodyField } from "../shared/forms/lesson";
import {
  findLessonContent,
  lessonPage,
  requireLessonEditor,
  requireLessonOf,
  requireLessonReader,
  sameVersion,
  toBodyView,
  toEventContent,
} from "./model/lessonContent";
import { LESSON_ATTACHMENTS_MAX, TOO_MANY_ATTACHMENTS } from "../shared/lessonRules";
import { requireCourseManager } from "./model/courses";
import { aboutLesson } from "./model/lessons";

/**
 * Lesson content (docs/lessons.md): the course's teacher and Admins write a draft (Markdown text,
 * one of the course's videos, attached files) and publish it; enrolled students read the last
 * published version. Marking a lesson complete stays `enrollments.setLessonComplete`.
 */

/** The lesson page: enrolled students, the course's teacher and Admins; others are refused. */
export const view = authedQuery({
  args: { courseId: v.string(), lessonId: v.string() },
  handler: async (ctx, { courseId, lessonId }) =>
    await lessonPage(ctx, await requireLessonReader(ctx, ctx.user, courseId, lessonId)),
});

/** The editor: the draft (or the published version, or nothing yet) of a lesson; managers only. */
export const editor = authedQuery({
  args: { courseId: v.string(), lessonId: v.string() },
  handler: async (ctx, { courseId, lessonId }) => {
    const { course, lesson } = await requireLessonOf(ctx, courseId, lessonId);
    requireCourseManager(ctx.user, course);
    const stored = await findLessonContent(ctx, lesson._id);
    const draft = stored?.draft ?? { body: "", attachmentIds: [] };
    return {
      courseId: course._id,
      courseName: course.name,
      lesson: { _id: lesson._id, title: lesson.title, number: lesson.position + 1 },
      draft: await toBodyView(ctx, draft),
      draftSavedAt: stored?.draftSavedAt ?? null,
      publishedAt: stored?.publishedAt ?? null,
      /** A saved draft that students do not see yet. */
      draftPending: stored !== null && !sameVersion(stored.draft, stored.published),
    };
  },
});

/**
 * A file may be attached when it is already on this lesson (whoever uploaded it) or when the
 * caller uploaded it for a lesson ("lessonAttachment"); anything else is refused.
 */
async function checkedAttachments(
  ctx: MutationCtx,
  userId: Id<"users">,
  requested: readonly Id<"files">[],
  already: ReadonlySet<Id<"files">>,
): Promise<Id<"files">[]> {
  const unique = [...new Set(requested)];
  if (unique.length > LESSON_ATTACHMENTS_MAX) throw appError("INVALID", TOO_MANY_ATTACHMENTS);
  for (const fileId of unique) {
    if (!already.has(fileId)) await requireOwnedFile(ctx, fileId, userId, "lessonAttachment");
  }
  return unique;
}

/** Saves the draft; students keep seeing the published version until `publish`. */
export const saveDraft = zStaffMutation({
  args: {
    lessonId: zid("lessons"),
    body: lessonBodyField,
    videoId: zid("videos").nullable(),
    attachmentIds: z.array(zid("files")),
  },
  handler: async (ctx, { lessonId, body, videoId, attachmentIds }) => {
    const { course, lesson } = await requireLessonEditor(ctx, ctx.user, lessonId);
    let videoKey: string | undefined;
    if (videoId !== null) {
      const video = await ctx.db.get("videos", videoId);
      if (video === null || video.courseId !== lesson.courseId) {
        throw appError("INVALID", "server.courses.chooseCourseVideo");
      }
      videoKey = video.key;
    }
    const stored = await findLessonContent(ctx, lesson._id);
    const before = stored?.draft.attachmentIds ?? [];
    const already = new Set([...before, ...(stored?.published?.attachmentIds ?? [])]);
    const attached = await checkedAttachments(ctx, ctx.user._id, attachmentIds, already);
    const event = await emit(ctx, {
      type: "lesson_draft_saved",
      ...aboutLesson(ctx.user._id, course.key, lesson),
      draft: { body, ...(videoKey !== undefined ? { videoKey } : {}), attachmentIds: attached },
      attachmentsAdded: attached.filter((id) => !before.includes(id)),
      attachmentsRemoved: before.filter((id) => !attached.includes(id)),
    });
    return { draftSavedAt: event._creationTime };
  },
});

/**
 * Makes the saved draft what students see (the event `lesson_published`, carrying it).
 * Publishing what is already published changes nothing and records nothing.
 */
export const publish = staffMutation({
  args: { lessonId: v.id("lessons") },
  handler: async (ctx, { lessonId }) => {
    const { course, lesson } = await requireLessonEditor(ctx, ctx.user, lessonId);
    const stored = await findLessonContent(ctx, lesson._id);
    if (stored === null) throw appError("INVALID", "server.courses.saveLessonBeforePublishing");
    if (sameVersion(stored.draft, stored.published)) return { published: false };
    await emit(ctx, {
      type: "lesson_published",
      ...aboutLesson(ctx.user._id, course.key, lesson),
      content: await toEventContent(ctx, stored.draft),
    });
    return { published: true };
  },
});

/** Throws the draft away: the draft becomes the published version again. */
export const discardDraft = staffMutation({
  args: { lessonId: v.id("lessons") },
  handler: async (ctx, { lessonId }) => {
    const { course, lesson } = await requireLessonEditor(ctx, ctx.user, lessonId);
    const stored = await findLessonContent(ctx, lesson._id);
    if (stored === null || stored.published === undefined) {
      throw appError("INVALID", "server.courses.lessonNoPublishedVersion");
    }
    await emit(ctx, {
      type: "lesson_draft_discarded",
      ...aboutLesson(ctx.user._id, course.key, lesson),
      content: await toEventContent(ctx, stored.published),
    });
  },
});

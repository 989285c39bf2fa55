/**
 * The courses projector's lessons and lesson content (ADR 0049). Lessons keep positions 0..n-1
 * without gaps; the course keeps their count (`lessonCount`) and the count of those that can be
 * completed (`readableLessonCount`, ADR 0076); a lesson notes the videos it shows and whether its
 * published version has content (`readable`).
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { LessonVersion } from "../../schema";
import type { EventDoc } from "../../events/types";
import type { LessonContent } from "../events";
import { findLessonContent } from "../model/lessonContent";
import { courseLessons, lessonByKey } from "../model/lessons";
import { videoByKey } from "../model/videos";
import { courseByKey } from "../keys";
import { hasLessonContent } from "../../shared/lessonRules";

/** Writes positions 0..n-1 in the given order, patching only rows that moved. */
async function renumber(ctx: MutationCtx, ordered: Doc<"lessons">[]): Promise<void> {
  for (const [position, lesson] of ordered.entries()) {
    if (lesson.position !== position) await ctx.db.patch("lessons", lesson._id, { position });
  }
}

export async function lessonAdded(ctx: MutationCtx, event: EventDoc<"lesson_added">): Promise<void> {
  const course = await courseByKey(ctx, event.courseKey);
  if (course === null) return;
  await ctx.db.insert("lessons", {
    key: event._id,
    courseId: course._id,
    position: event.position,
    title: event.title,
    readable: false,
  });
  await ctx.db.patch("courses", course._id, { lessonCount: course.lessonCount + 1 });
}

export async function lessonRenamed(ctx: MutationCtx, event: EventDoc<"lesson_renamed">): Promise<void> {
  const lesson = await lessonByKey(ctx, event.lessonKey);
  if (lesson !== null) await ctx.db.patch("lessons", lesson._id, { title: event.to });
}

export async function lessonMoved(ctx: MutationCtx, event: EventDoc<"lesson_moved">): Promise<void> {
  const lesson = await lessonByKey(ctx, event.lessonKey);
  if (lesson === null) return;
  const lessons = await courseLessons(ctx, lesson.courseId);
  const from = lessons.findIndex((l) => l._id === lesson._id);
  const [moved] = lessons.splice(from, 1);
  lessons.splice(event.to, 0, moved);
  await renumber(ctx, lessons);
}

/**
 * The lesson, its content and its completions go (its files stay; saved video positions are
 * left, read by nobody); the lessons after it move up.
 */
export async function lessonRemoved(ctx: MutationCtx, event: EventDoc<"lesson_removed">): Promise<void> {
  const lesson = await lessonByKey(ctx, event.lessonKey);
  if (lesson === null) return;
  await ctx.db.delete("lessons", lesson._id);
  const content = await findLessonContent(ctx, lesson._id);
  if (content !== null) await ctx.db.delete("lessonContents", content._id);
  const rest = (await courseLessons(ctx, lesson.courseId)).filter((l) => l._id !== lesson._id);
  await renumber(ctx, rest);
  await ctx.db.patch("courses", lesson.courseId, {
    lessonCount: rest.length,
    readableLessonCount: rest.filter((l) => l.readable).length,
  });
  await leaveEnrolments(ctx, lesson);
}

/**
 * Progress is the completed ids' length (ADR 0029): a lesson removed, or no longer readable,
 * leaves every enrolment that has it done, so completed ids are always readable lessons.
 */
async function leaveEnrolments(ctx: MutationCtx, lesson: Doc<"lessons">): Promise<void> {
  const enrolments = ctx.db.query("enrollments").withIndex("by_course", (q) => q.eq("courseId", lesson.courseId));
  for await (const enrolment of enrolments) {
    if (!enrolment.completedLessonIds.includes(lesson._id)) continue;
    await ctx.db.patch("enrollments", enrolment._id, {
      completedLessonIds: enrolment.completedLessonIds.filter((id) => id !== lesson._id),
    });
  }
}

/**
 * Keeps `lessons.readable` and the course's `readableLessonCount` (ADR 0076) after a publish: the
 * count moves by one when the lesson changes sides, as `lessonCount` does when a lesson is added.
 */
async function noteReadable(ctx: MutationCtx, lesson: Doc<"lessons">, published: LessonVersion): Promise<void> {
  const readable = hasLessonContent(published);
  if (lesson.readable === readable) return;
  await ctx.db.patch("lessons", lesson._id, { readable });
  const course = await ctx.db.get("courses", lesson.courseId);
  if (course !== null) {
    await ctx.db.patch("courses", course._id, {
      readableLessonCount: course.readableLessonCount + (readable ? 1 : -1),
    });
  }
  if (!readable) await leaveEnrolments(ctx, lesson);
}

/** A version as events carry it, with the video found by its key (left out when it is gone). */
async function storedVersion(ctx: QueryCtx, content: LessonContent): Promise<LessonVersion> {
  const video = content.videoKey === undefined ? null : await videoByKey(ctx, content.videoKey);
  return {
    body: content.body,
    ...(video !== null ? { videoId: video._id } : {}),
    attachmentIds: content.attachmentIds,
  };
}

/** Keeps `lessons.videoIds`: the videos the draft or the published version shows (ADR 0067). */
async function noteVideos(ctx: MutationCtx, lesson: Doc<"lessons">, draft: LessonVersion, published?: LessonVersion) {
  const ids = [...new Set([draft.videoId, published?.videoId].filter((id) => id !== undefined))];
  const before = lesson.videoIds ?? [];
  if (ids.length === before.length && ids.every((id, i) => id === before[i])) return;
  await ctx.db.patch("lessons", lesson._id, { videoIds: ids.length > 0 ? ids : undefined });
}

export async function lessonDraftSaved(ctx: MutationCtx, event: EventDoc<"lesson_draft_saved">): Promise<void> {
  const lesson = await lessonByKey(ctx, event.lessonKey);
  if (lesson === null) return;
  const draft = await storedVersion(ctx, event.draft);
  const stored = await findLessonContent(ctx, lesson._id);
  const draftSavedAt = event._creationTime;
  if (stored === null) {
    await ctx.db.insert("lessonContents", { lessonId: lesson._id, courseId: lesson.courseId, draft, draftSavedAt });
  } else {
    await ctx.db.patch("lessonContents", stored._id, { draft, draftSavedAt });
  }
  await noteVideos(ctx, lesson, draft, stored?.published);
}

async function contentOf(ctx: QueryCtx, lessonKey: string) {
  const lesson = await lessonByKey(ctx, lessonKey);
  const stored = lesson === null ? null : await findLessonContent(ctx, lesson._id);
  return lesson === null || stored === null ? null : { lesson, stored };
}

export async function lessonPublished(ctx: MutationCtx, event: EventDoc<"lesson_published">): Promise<void> {
  const found = await contentOf(ctx, event.lessonKey);
  if (found === null) return;
  const published = await storedVersion(ctx, event.content);
  await ctx.db.patch("lessonContents", found.stored._id, { published, publishedAt: event._creationTime });
  await noteVideos(ctx, found.lesson, found.stored.draft, published);
  await noteReadable(ctx, found.lesson, published);
}

export async function lessonDraftDiscarded(ctx: MutationCtx, event: EventDoc<"lesson_draft_discarded">): Promise<void> {
  const found = await contentOf(ctx, event.lessonKey);
  if (found === null) return;
  const draft = await storedVersion(ctx, event.content);
  await ctx.db.patch("lessonContents", found.stored._id, { draft, draftSavedAt: event._creationTime });
  await noteVideos(ctx, found.lesson, draft, found.stored.published);
}

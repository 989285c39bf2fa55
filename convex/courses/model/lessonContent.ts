/**
 * Lesson pages (docs/lessons.md): who may open a lesson, and what its page shows. Students read
 * only the published version; the course's teacher and Admins also see whether a draft waits.
 */
import { keyed } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { LessonVersion } from "../../schema";
import type { LessonContent } from "../events";
import { canManageCourse, requireCourse, requireCourseManager } from "./courses";
import { isEnrolled } from "./courseMembers";
import { findEnrollment } from "./enrollments";
import { appError } from "../../lib/appError";
import { fileUrl } from "../../accounts/model/files";
import { requireUser, type AppUser } from "../../accounts/model/users";

export const LESSON_NOT_FOUND = keyed("server.courses.lessonNotFound");
export const ENROL_FIRST = keyed("server.courses.enrolFirst");

export type LessonAccess = {
  course: Doc<"courses">;
  lesson: Doc<"lessons">;
  canManage: boolean;
  enrollment: Doc<"enrollments"> | null;
};

/** The lesson of a course from untrusted route strings; a lesson of another course is not found. */
export async function requireLessonOf(ctx: QueryCtx, rawCourseId: string, rawLessonId: string) {
  const course = await requireCourse(ctx, rawCourseId);
  const lessonId = ctx.db.normalizeId("lessons", rawLessonId);
  const lesson = lessonId === null ? null : await ctx.db.get("lessons", lessonId);
  if (lesson === null || lesson.courseId !== course._id) throw appError("NOT_FOUND", LESSON_NOT_FOUND);
  return { course, lesson };
}

/** Enrolled students, the course's teacher and Admins open a lesson; anyone else is refused. */
export async function requireLessonReader(
  ctx: QueryCtx,
  user: AppUser,
  rawCourseId: string,
  rawLessonId: string,
): Promise<LessonAccess> {
  const { course, lesson } = await requireLessonOf(ctx, rawCourseId, rawLessonId);
  const canManage = canManageCourse(user, course);
  const enrollment = await findEnrollment(ctx, user._id, course._id);
  if (!canManage && enrollment === null) throw appError("FORBIDDEN", ENROL_FIRST);
  return { course, lesson, canManage, enrollment };
}

/**
 * requireLessonReader for the video position, saved every minute of a watched video (ADR 0036):
 * the caller's small member row first, the course and the caller's users row only without one
 * (the course's teacher, an Admin, or someone refused). Same refusals as requireLessonReader.
 */
export async function requireLessonListener(
  ctx: QueryCtx,
  userId: Id<"users">,
  rawCourseId: string,
  rawLessonId: string,
): Promise<Doc<"lessons">> {
  const courseId = ctx.db.normalizeId("courses", rawCourseId);
  const lessonId = ctx.db.normalizeId("lessons", rawLessonId);
  const lesson = courseId === null || lessonId === null ? null : await ctx.db.get("lessons", lessonId);
  // Courses are never deleted: a lesson of this course id means the course exists.
  if (lesson === null || lesson.courseId !== courseId)
    return (await requireLessonOf(ctx, rawCourseId, rawLessonId)).lesson;
  if (await isEnrolled(ctx, userId, lesson.courseId)) return lesson;
  const user = await requireUser(ctx);
  const course = await requireCourse(ctx, lesson.courseId);
  if (!canManageCourse(user, course)) throw appError("FORBIDDEN", ENROL_FIRST);
  return lesson;
}

/** Loads a lesson by id and checks that the caller may edit its course. */
export async function requireLessonEditor(ctx: QueryCtx, user: AppUser, lessonId: Id<"lessons">) {
  const lesson = await ctx.db.get("lessons", lessonId);
  if (lesson === null) throw appError("NOT_FOUND", LESSON_NOT_FOUND);
  const course = await requireCourse(ctx, lesson.courseId);
  requireCourseManager(user, course);
  return { course, lesson };
}

export async function findLessonContent(ctx: QueryCtx, lessonId: Id<"lessons">) {
  return await ctx.db
    .query("lessonContents")
    .withIndex("by_lesson", (q) => q.eq("lessonId", lessonId))
    .unique();
}

/**
 * A lesson's video: the name its teacher gave it, or null for one nobody renamed (the page calls
 * it "Video {position}" in the reader's language, issue #33).
 */
export type LessonVideoView = {
  _id: Id<"videos">;
  title: string | null;
  position: number;
  url: string;
  contentType: string;
};
export type AttachmentView = { _id: Id<"files">; name: string; size: number; contentType: string; url: string };
export type LessonBodyView = { body: string; video: LessonVideoView | null; attachments: AttachmentView[] };

/** A version's video and files as the page shows them; a video or file that is gone is left out. */
export async function toBodyView(ctx: QueryCtx, version: LessonVersion): Promise<LessonBodyView> {
  let video: LessonVideoView | null = null;
  const videoRow = version.videoId === undefined ? null : await ctx.db.get("videos", version.videoId);
  const videoFile = videoRow === null ? null : await ctx.db.get("files", videoRow.fileId);
  if (videoRow !== null && videoFile !== null) {
    video = {
      _id: videoRow._id,
      title: videoRow.title ?? null,
      position: videoRow.position,
      url: await fileUrl(ctx, videoFile),
      contentType: videoFile.contentType,
    };
  }
  const attachments: AttachmentView[] = [];
  for (const fileId of version.attachmentIds) {
    const file = await ctx.db.get("files", fileId);
    if (file === null) continue;
    attachments.push({
      _id: file._id,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      url: await fileUrl(ctx, file),
    });
  }
  return { body: version.body, video, attachments };
}

type Neighbour = { _id: Id<"lessons">; title: string } | null;

/** The lessons before and after (positions are 0..n-1 without gaps), and how many there are. */
async function neighbours(ctx: QueryCtx, lesson: Doc<"lessons">) {
  const inCourse = () =>
    ctx.db.query("lessons").withIndex("by_course_position", (q) => q.eq("courseId", lesson.courseId));
  const before = await ctx.db
    .query("lessons")
    .withIndex("by_course_position", (q) => q.eq("courseId", lesson.courseId).lt("position", lesson.position))
    .order("desc")
    .first();
  const after = await ctx.db
    .query("lessons")
    .withIndex("by_course_position", (q) => q.eq("courseId", lesson.courseId).gt("position", lesson.position))
    .first();
  const last = after === null ? lesson : await inCourse().order("desc").first();
  const brief = (row: Doc<"lessons"> | null): Neighbour => (row === null ? null : { _id: row._id, title: row.title });
  return { previous: brief(before), next: brief(after), total: (last?.position ?? lesson.position) + 1 };
}

export type LessonPageView = {
  courseId: Id<"courses">;
  courseName: string;
  canManage: boolean;
  enrolled: boolean;
  lesson: { _id: Id<"lessons">; title: string; number: number; total: number };
  previous: Neighbour;
  next: Neighbour;
  /** The published version; null until the teacher publishes one. */
  content: LessonBodyView | null;
  publishedAt: number | null;
  /** Managers only: a saved draft differs from what students see. Always false for students. */
  draftPending: boolean;
  completed: boolean;
  /** Published with content: it can be marked complete (ADR 0076). */
  completable: boolean;
};

/** A stored version as events carry it: the video by its key (one read). */
export async function toEventContent(ctx: QueryCtx, version: LessonVersion): Promise<LessonContent> {
  const video = version.videoId === undefined ? null : await ctx.db.get("videos", version.videoId);
  return {
    body: version.body,
    ...(video !== null ? { videoKey: video.key } : {}),
    attachmentIds: version.attachmentIds,
  };
}

export function sameVersion(a: LessonVersion, b: LessonVersion | undefined): boolean {
  return (
    b !== undefined &&
    a.body === b.body &&
    a.videoId === b.videoId &&
    a.attachmentIds.length === b.attachmentIds.length &&
    a.attachmentIds.every((id, i) => id === b.attachmentIds[i])
  );
}

/** Everything a lesson page shows, for a caller that passed requireLessonReader. */
export async function lessonPage(ctx: QueryCtx, access: LessonAccess): Promise<LessonPageView> {
  const { course, lesson, canManage, enrollment } = access;
  const { previous, next, total } = await neighbours(ctx, lesson);
  const stored = await findLessonContent(ctx, lesson._id);
  const published = stored?.published;
  return {
    courseId: course._id,
    courseName: course.name,
    canManage,
    enrolled: enrollment !== null,
    lesson: { _id: lesson._id, title: lesson.title, number: lesson.position + 1, total },
    previous,
    next,
    content: published === undefined ? null : await toBodyView(ctx, published),
    publishedAt: stored?.publishedAt ?? null,
    draftPending: canManage && stored !== null && !sameVersion(stored.draft, published),
    completed: enrollment?.completedLessonIds.includes(lesson._id) ?? false,
    completable: lesson.readable,
  };
}

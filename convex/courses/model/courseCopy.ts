/**
 * Copy to a new term (ADR 0069): a new course, owned by whoever copies it, with the old one's
 * lessons (content, published state, attachments, videos), assignments (new dates, no work),
 * rubrics and quiz bank, written as the ordinary creation events of each entity, so every
 * projector builds the copy as it builds a course made by hand. No students, grades, join codes
 * or chat. Stored files are shared by reference: a file is never changed once stored.
 */
import type { ServerMessage } from "../../shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { internal } from "../../_generated/api";
import type { AppUser } from "../../accounts/model/users";
import { emit } from "../../events/emit";
import { appError } from "../../lib/appError";
import { parseOrThrow } from "../../lib/parse";
import { courseSchema } from "../../shared/forms/course";
import { ASSIGNMENT_LIMITS, DEADLINE_BEFORE_ASSIGNED, isIsoDate } from "../../shared/assignmentRules";
import { RUBRIC_LIMITS } from "../../shared/rubricRules";
import { courseBankKey } from "../../shared/quizRules";
import { DEFAULT_QUIZ_SETTINGS, sameSettings } from "../../shared/quizSettingsRules";
import {
  assignmentDateProblem,
  COPY_BATCH_CHARS,
  COPY_BATCH_LESSONS,
  COPY_UNKNOWN_ASSIGNMENT,
  defaultCopyName,
} from "../../shared/courseCopyRules";
import type { LessonVersion } from "../../schema";
import type { LessonContent } from "../events";
import { DEADLINE_PASSED } from "../../assignments/model/assignments";
import { endOfMinute } from "../../assignments/model/assignmentsTime";
import { bankKeysOf, bankQuestions } from "../../quiz/model/quizBankStore";
import { settingsFor } from "../../quiz/model/quizSettings";
import { contentOf } from "../../quiz/model/quizBankEditor";
import { courseByKey } from "../keys";
import { MAX_VIDEOS, requireManagedCourse } from "./courses";
import { findLessonContent } from "./lessonContent";
import { courseLessons, createdLessonKey } from "./lessons";

/** One assignment's dates in the copy (the dialog's preview list, maybe edited). */
export type CopyDates = { assignmentId: Id<"assignments">; assignedDate: string; deadlineDate: string };

/** What the copy dialog shows before anything is written. */
export type CopyPreview = {
  name: string;
  suggestedName: string;
  lessons: number;
  videos: number;
  rubrics: number;
  quizQuestions: number;
  assignments: Array<{
    _id: Id<"assignments">;
    title: string;
    assignedDate: string;
    deadlineDate: string;
    deadlineTime: string;
    timeZone: string;
  }>;
};

/** Everything of the old course a copy carries (bounded reads: each list has its limit). */
export async function sourceOf(ctx: QueryCtx, course: Doc<"courses">) {
  const videos = await ctx.db
    .query("videos")
    .withIndex("by_course_position", (q) => q.eq("courseId", course._id))
    .take(MAX_VIDEOS);
  const rubrics = await ctx.db
    .query("rubrics")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(RUBRIC_LIMITS.perCourse);
  const assignments = await ctx.db
    .query("assignments")
    .withIndex("by_course", (q) => q.eq("courseId", course._id))
    .take(ASSIGNMENT_LIMITS.perCourse);
  // The bank the course's quiz uses now: its own when it has questions, else the shared one.
  const keys = bankKeysOf(course);
  const own = await bankQuestions(ctx, keys.own);
  const bank =
    own.length > 0
      ? { key: keys.own, questions: own }
      : { key: keys.shared, questions: await bankQuestions(ctx, keys.shared) };
  return { videos, rubrics, assignments, bank };
}

/** The copy dialog's preview: counts and the assignments with their dates. The course's managers only. */
export async function copyPreview(ctx: QueryCtx, user: AppUser, rawCourseId: string): Promise<CopyPreview> {
  const course = await requireManagedCourse(ctx, user, rawCourseId);
  const { videos, rubrics, assignments, bank } = await sourceOf(ctx, course);
  return {
    name: course.name,
    suggestedName: defaultCopyName(course.name),
    lessons: course.lessonCount,
    videos: videos.length,
    rubrics: rubrics.length,
    quizQuestions: bank.questions.length,
    assignments: assignments
      .sort((a, b) => a.deadlineAt - b.deadlineAt)
      .map((a) => ({
        _id: a._id,
        title: a.title,
        assignedDate: a.assignedDate,
        deadlineDate: a.deadlineDate,
        deadlineTime: a.deadlineTime,
        timeZone: a.timeZone,
      })),
  };
}

/** Each assignment's dates in the copy: the ones given, else its own; every deadline still ahead. */
function datesFor(assignments: Doc<"assignments">[], given: CopyDates[], now: number) {
  const byId = new Map(given.map((d) => [d.assignmentId, d]));
  if (byId.size !== given.length || given.some((d) => !assignments.some((a) => a._id === d.assignmentId))) {
    throw appError("INVALID", COPY_UNKNOWN_ASSIGNMENT);
  }
  const dates = new Map<Id<"assignments">, { assignedDate: string; deadlineDate: string; deadlineAt: number }>();
  for (const assignment of assignments) {
    const { assignedDate, deadlineDate } = byId.get(assignment._id) ?? assignment;
    const problem = (message: ServerMessage) => appError("INVALID", assignmentDateProblem(assignment.title, message));
    if (!isIsoDate(assignedDate) || !isIsoDate(deadlineDate)) throw problem("server.courses.datesFormat");
    if (deadlineDate < assignedDate) throw problem(DEADLINE_BEFORE_ASSIGNED);
    const deadlineAt = endOfMinute(deadlineDate, assignment.deadlineTime, assignment.timeZone);
    if (deadlineAt < now) throw problem(DEADLINE_PASSED);
    dates.set(assignment._id, { assignedDate, deadlineDate, deadlineAt });
  }
  return dates;
}

/**
 * Copies the course (its teacher or an Admin) under `name`, with the assignments' new dates;
 * returns the new course's id. The copier becomes the copy's teacher. The lessons' content
 * follows in the same transaction up to COPY_BATCH_* and in scheduled batches after that.
 */
export async function copyCourse(
  ctx: MutationCtx,
  user: AppUser,
  rawCourseId: string,
  input: { name: string; dates: CopyDates[] },
): Promise<{ courseId: Id<"courses">; lessonsPending: boolean }> {
  const source = await requireManagedCourse(ctx, user, rawCourseId);
  const fields = parseOrThrow(courseSchema, {
    name: input.name,
    description: source.description,
    durationHours: source.durationHours,
    instructorName: source.instructorName,
    category: source.category,
  });
  const { videos, rubrics, assignments, bank } = await sourceOf(ctx, source);
  const dates = datesFor(assignments, input.dates, Date.now());
  const lessons = await courseLessons(ctx, source._id);

  const created = await emit(ctx, {
    type: "course_created",
    v: 1,
    actorId: user._id,
    ...fields,
    imageUrl: source.imageUrl,
    ...(source.imageFileId !== undefined ? { imageFileId: source.imageFileId } : {}),
    lessonTitles: lessons.map((lesson) => lesson.title),
  });
  const courseKey = created._id;
  const copy = await courseByKey(ctx, courseKey);
  if (copy === null) throw new Error("course_created projected no course");
  const about = { v: 1 as const, actorId: user._id, courseKey };

  // Videos in their order; the file stays where it is filed (shared, never changed).
  const videoKeys: Array<{ from: Id<"videos">; to: string }> = [];
  for (const video of videos) {
    const file = await ctx.db.get("files", video.fileId);
    if (file === null) continue;
    const uploaded = await emit(ctx, {
      type: "video_uploaded",
      ...about,
      courseName: fields.name,
      position: videoKeys.length + 1,
      fileName: file.name,
      // The name its teacher gave it comes along; a video nobody named is "Video N: {file}" again.
      ...(video.title !== undefined ? { title: video.title } : {}),
      fileId: video.fileId,
      filePath: file.path,
    });
    videoKeys.push({ from: video._id, to: uploaded._id });
    if (video.title !== undefined) {
      const from = `Video ${videoKeys.length}`;
      await emit(ctx, { type: "video_renamed", ...about, videoKey: uploaded._id, from, to: video.title });
    }
  }

  const rubricKeys = new Map<Id<"rubrics">, string>();
  for (const rubric of rubrics) {
    const made = await emit(ctx, { type: "rubric_created", ...about, title: rubric.title, criteria: rubric.criteria });
    rubricKeys.set(rubric._id, made._id);
  }

  for (const assignment of [...assignments].sort((a, b) => a.postedAt - b.postedAt)) {
    const when = dates.get(assignment._id);
    if (when === undefined) continue;
    await emit(ctx, {
      type: "assignment_posted",
      ...about,
      title: assignment.title,
      courseName: fields.name,
      instructions: assignment.instructions,
      points: assignment.points,
      assignedDate: when.assignedDate,
      deadlineDate: when.deadlineDate,
      deadlineTime: assignment.deadlineTime,
      timeZone: assignment.timeZone,
      deadlineAt: when.deadlineAt,
      instructorName: fields.instructorName,
      questionFile: assignment.questionFile,
      rubricKey: assignment.rubricId === null ? null : (rubricKeys.get(assignment.rubricId) ?? null),
      gradesHeld: assignment.gradesHeld,
    });
  }

  if (bank.questions.length > 0) {
    await emit(ctx, {
      type: "bank_copied",
      ...about,
      bank: courseBankKey(courseKey),
      sharedBank: bank.key,
      questions: bank.questions.map(contentOf),
    });
    const settings = await settingsFor(ctx, bank.key);
    if (!sameSettings(settings, DEFAULT_QUIZ_SETTINGS)) {
      await emit(ctx, {
        type: "quiz_settings_changed",
        ...about,
        bank: courseBankKey(courseKey),
        ...settings,
        before: DEFAULT_QUIZ_SETTINGS,
      });
    }
  }

  const job: LessonCopyJob = { sourceId: source._id, courseKey, actorId: user._id, videoKeys, from: 0 };
  const next = await copyLessonContents(ctx, job);
  if (next !== null) await ctx.scheduler.runAfter(0, internal.courses.courseCopy.copyLessons, { ...job, from: next });
  return { courseId: copy._id, lessonsPending: next !== null };
}

/** A batch of a copy's lesson contents: the old course's lessons from position `from` on. */
export type LessonCopyJob = {
  sourceId: Id<"courses">;
  courseKey: string;
  actorId: Id<"users">;
  videoKeys: Array<{ from: Id<"videos">; to: string }>;
  from: number;
};

/**
 * Copies the content of the old course's lessons from `job.from` on into the copy's lessons
 * (a draft, and the published version when there is one), until COPY_BATCH_LESSONS lessons or
 * COPY_BATCH_CHARS characters of text; returns the position to go on from, or null when done.
 */
export async function copyLessonContents(ctx: MutationCtx, job: LessonCopyJob): Promise<number | null> {
  const lessons = (await courseLessons(ctx, job.sourceId)).filter((lesson) => lesson.position >= job.from);
  const videoKey = new Map(job.videoKeys.map(({ from, to }) => [from, to]));
  const asEvent = (version: LessonVersion): LessonContent => {
    const key = version.videoId === undefined ? undefined : videoKey.get(version.videoId);
    return {
      body: version.body,
      ...(key !== undefined ? { videoKey: key } : {}),
      attachmentIds: version.attachmentIds,
    };
  };
  let chars = 0;
  let done = 0;
  for (const lesson of lessons) {
    if (done >= COPY_BATCH_LESSONS || chars >= COPY_BATCH_CHARS) return lesson.position;
    done += 1;
    const content = await findLessonContent(ctx, lesson._id);
    if (content === null) continue;
    chars += content.draft.body.length + (content.published?.body.length ?? 0);
    const about = {
      v: 1 as const,
      actorId: job.actorId,
      courseKey: job.courseKey,
      lessonKey: createdLessonKey(job.courseKey, lesson.position),
      lessonTitle: lesson.title,
    };
    await emitLessonContent(ctx, about, asEvent(content.draft), content.published && asEvent(content.published));
  }
  return null;
}

/** What every event about one lesson of a new course carries (the lesson made by `course_created`). */
export type LessonAbout = {
  v: 1;
  actorId: Id<"users">;
  courseKey: string;
  lessonKey: string;
  lessonTitle: string;
};

/** A new course's lesson gets its content: the draft, then the published version if there is one. */
export async function emitLessonContent(
  ctx: MutationCtx,
  about: LessonAbout,
  draft: LessonContent,
  published: LessonContent | undefined,
): Promise<void> {
  await emit(ctx, {
    type: "lesson_draft_saved",
    ...about,
    draft,
    attachmentsAdded: draft.attachmentIds,
    attachmentsRemoved: [],
  });
  if (published !== undefined) await emit(ctx, { type: "lesson_published", ...about, content: published });
}

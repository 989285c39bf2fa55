/**
 * Export and import of a course (ADR 0069, docs/course-export.md). The export is read in pages
 * (the course, then its lessons' text a batch at a time) and written into one JSON file by the
 * browser, which fetches and embeds the files. An import is checked against the same schema as
 * the browser's preview (the server is the authority), its files uploaded first through the
 * ordinary upload path, then written as the ordinary creation events of each entity, like a copy.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { internal } from "../../_generated/api";
import type { AppUser } from "../../accounts/model/users";
import { fileUrl, requireOwnedFile } from "../../accounts/model/files";
import { emit } from "../../events/emit";
import { appError } from "../../lib/appError";
import { COPY_BATCH_CHARS, COPY_BATCH_LESSONS, assignmentDateProblem } from "../../shared/courseCopyRules";
import {
  courseExportSchema,
  exportProblems,
  type CourseExport,
  type ExportFilePurpose,
  type ExportLesson,
} from "../../shared/courseExportFormat";
import { courseBankKey } from "../../shared/quizRules";
import { DEFAULT_QUIZ_SETTINGS, sameSettings } from "../../shared/quizSettingsRules";
import { rubricMaxPoints } from "../../shared/rubricRules";
import { DEADLINE_PASSED } from "../../assignments/model/assignments";
import { pointsMustMatchRubric } from "../../shared/assignmentRules";
import { assignmentFileOf } from "../../assignments/model/assignmentsAccess";
import { endOfMinute } from "../../assignments/model/assignmentsTime";
import { settingsFor } from "../../quiz/model/quizSettings";
import { contentOf } from "../../quiz/model/quizBankEditor";
import type { LessonVersion } from "../../schema";
import type { LessonContent } from "../events";
import { courseByKey } from "../keys";
import { emitLessonContent, sourceOf } from "./courseCopy";
import { requireManagedCourse } from "./courses";
import { findLessonContent } from "./lessonContent";
import { courseLessons, createdLessonKey } from "./lessons";
import { courseVideoFolder } from "./videos";

/** A stored file as the export lists it: where the browser fetches its bytes. */
export type ExportFileView = {
  /** The file's id, or "question:<fileKey>" for an assignment's question (kept on the assignment). */
  ref: string;
  purpose: ExportFilePurpose;
  name: string;
  contentType: string;
  size: number;
  url: string;
};

async function fileView(
  ctx: QueryCtx,
  fileId: Id<"files">,
  purpose: ExportFilePurpose,
): Promise<ExportFileView | null> {
  const file = await ctx.db.get("files", fileId);
  if (file === null) return null;
  return {
    ref: fileId,
    purpose,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    url: await fileUrl(ctx, file),
  };
}

/** The course for the export, without its lessons' text (`exportLessons` pages it). Managers only. */
export async function exportCourse(ctx: QueryCtx, user: AppUser, rawCourseId: string) {
  const course = await requireManagedCourse(ctx, user, rawCourseId);
  const { videos, rubrics, assignments, bank } = await sourceOf(ctx, course);
  const files: ExportFileView[] = [];
  const add = async (fileId: Id<"files">, purpose: ExportFilePurpose) => {
    const view = await fileView(ctx, fileId, purpose);
    if (view !== null) files.push(view);
    return view === null ? null : fileId;
  };
  const image = course.imageFileId === undefined ? null : await add(course.imageFileId, "courseImage");
  const videoRows = [];
  for (const video of videos) {
    if ((await add(video.fileId, "courseVideo")) !== null) {
      videoRows.push({ videoId: video._id, title: video.title ?? null, fileId: video.fileId });
    }
  }
  const rubricIndex = new Map(rubrics.map((rubric, i) => [rubric._id, i]));
  const assignmentRows = [];
  for (const a of [...assignments].sort((x, y) => x.postedAt - y.postedAt)) {
    const question = a.questionFile;
    const url =
      question.url ?? (question.storageId === undefined ? null : await ctx.storage.getUrl(question.storageId));
    if (url === null) continue;
    const ref = `question:${question.fileKey}`;
    if (!files.some((file) => file.ref === ref)) {
      files.push({
        ref,
        purpose: "assignmentQuestion",
        name: question.name,
        contentType: question.contentType,
        size: question.size,
        url,
      });
    }
    assignmentRows.push({
      form: {
        title: a.title,
        instructions: a.instructions,
        points: a.points,
        assignedDate: a.assignedDate,
        deadlineDate: a.deadlineDate,
        deadlineTime: a.deadlineTime,
        timeZone: a.timeZone,
      },
      rubric: a.rubricId === null ? null : (rubricIndex.get(a.rubricId) ?? null),
      holdGrades: a.gradesHeld,
      questionFile: ref,
    });
  }
  const settings = await settingsFor(ctx, bank.key);
  return {
    course: {
      name: course.name,
      description: course.description,
      durationHours: course.durationHours,
      instructorName: course.instructorName,
      category: course.category,
      imageFileId: image,
    },
    lessonCount: course.lessonCount,
    videos: videoRows,
    rubrics: rubrics.map((r) => ({ title: r.title, criteria: r.criteria })),
    assignments: assignmentRows,
    quiz: {
      questions: bank.questions.map(contentOf),
      ...settings,
    },
    files,
  };
}

/** A lesson's version as the export page gives it: its video and files by id. */
type VersionView = { body: string; videoId: Id<"videos"> | null; attachmentIds: Id<"files">[] };

/**
 * The lessons from position `from` on, with their text, up to COPY_BATCH_* (a query reads at
 * most 16 MiB); `next` is where the next page starts, null at the end. Managers only.
 */
export async function exportLessons(ctx: QueryCtx, user: AppUser, rawCourseId: string, from: number) {
  const course = await requireManagedCourse(ctx, user, rawCourseId);
  const lessons = (await courseLessons(ctx, course._id)).filter((lesson) => lesson.position >= from);
  const page: Array<{ title: string; draft: VersionView; published: VersionView | null }> = [];
  const files: ExportFileView[] = [];
  const seen = new Set<Id<"files">>();
  const view = async (version: LessonVersion): Promise<VersionView> => {
    for (const fileId of version.attachmentIds) {
      if (seen.has(fileId)) continue;
      seen.add(fileId);
      const file = await fileView(ctx, fileId, "lessonAttachment");
      if (file !== null) files.push(file);
    }
    return { body: version.body, videoId: version.videoId ?? null, attachmentIds: version.attachmentIds };
  };
  let chars = 0;
  for (const lesson of lessons) {
    if (page.length >= COPY_BATCH_LESSONS || chars >= COPY_BATCH_CHARS)
      return { lessons: page, files, next: lesson.position };
    const content = await findLessonContent(ctx, lesson._id);
    chars += (content?.draft.body.length ?? 0) + (content?.published?.body.length ?? 0);
    page.push({
      title: lesson.title,
      draft: content === null ? { body: "", videoId: null, attachmentIds: [] } : await view(content.draft),
      published: content?.published === undefined ? null : await view(content.published),
    });
  }
  return { lessons: page, files, next: null };
}

/** The importer's uploads: each file of the document they uploaded, by its id there. */
export type ImportedFiles = Array<{ ref: string; fileId: Id<"files"> }>;

/** The document, checked: INVALID "where: what" for its first problem. */
export function parseExport(value: unknown): CourseExport {
  const parsed = courseExportSchema.safeParse(value);
  if (!parsed.success) throw appError("INVALID", exportProblems(value, 1)[0] ?? "server.courseExport.notAnExport");
  return parsed.data;
}

/**
 * Imports a checked export as a new course owned by the caller (a teacher or an Admin). Files
 * the document lists without bytes, or that were not uploaded, are left out with what uses them
 * (an assignment needs its question file). Every deadline must be ahead. Returns the course id.
 */
export async function importCourse(
  ctx: MutationCtx,
  user: AppUser,
  doc: CourseExport,
  uploads: ImportedFiles,
): Promise<{ courseId: Id<"courses">; lessonsPending: boolean }> {
  // The uploads: the caller's own, each of the purpose the document gives it.
  const purposeOf = new Map(doc.files.map((file) => [file.id, file.purpose]));
  const files = new Map<string, Doc<"files">>();
  for (const { ref, fileId } of uploads) {
    const purpose = purposeOf.get(ref);
    if (purpose === undefined) throw appError("INVALID", "server.courseExport.noSuchFile", { ref });
    files.set(ref, await requireOwnedFile(ctx, fileId, user._id, purpose));
  }
  const now = Date.now();
  const deadlines = doc.assignments.map((assignment, i) => {
    const { form } = assignment;
    const deadlineAt = endOfMinute(form.deadlineDate, form.deadlineTime, form.timeZone);
    if (files.has(assignment.questionFile) && deadlineAt < now) {
      throw appError("INVALID", "server.courseExport.problemAt", {
        where: `assignments[${i}].form.deadlineDate`,
        problem: assignmentDateProblem(form.title, DEADLINE_PASSED),
      });
    }
    return deadlineAt;
  });
  for (const [i, assignment] of doc.assignments.entries()) {
    const rubric = assignment.rubric === null ? null : doc.rubrics[assignment.rubric];
    if (rubric !== null && rubricMaxPoints(rubric.criteria) !== assignment.form.points) {
      throw appError("INVALID", "server.courseExport.problemAt", {
        where: `assignments[${i}].form.points`,
        problem: pointsMustMatchRubric(rubricMaxPoints(rubric.criteria)),
      });
    }
  }

  const image = doc.course.image === null ? undefined : files.get(doc.course.image);
  const { image: _image, ...fields } = doc.course;
  const created = await emit(ctx, {
    type: "course_created",
    v: 1,
    actorId: user._id,
    ...fields,
    imageUrl: image === undefined ? "" : await fileUrl(ctx, image),
    ...(image !== undefined ? { imageFileId: image._id } : {}),
    lessonTitles: doc.lessons.map((lesson) => lesson.title),
  });
  const courseKey = created._id;
  const course = await courseByKey(ctx, courseKey);
  if (course === null) throw new Error("course_created projected no course");
  const about = { v: 1 as const, actorId: user._id, courseKey };

  const videoKeys: Array<string | null> = [];
  for (const video of doc.videos) {
    const file = files.get(video.file);
    const [root, ...rest] = file?.path.split("/") ?? [];
    if (file === undefined || root !== "CourseVideos" || rest.length !== 1) {
      videoKeys.push(null);
      continue;
    }
    const position = videoKeys.filter((key) => key !== null).length + 1;
    const uploaded = await emit(ctx, {
      type: "video_uploaded",
      ...about,
      courseName: fields.name,
      position,
      fileName: file.name,
      fileId: file._id,
      filePath: `${courseVideoFolder(fields.name)}/${rest[0]}`,
    });
    videoKeys.push(uploaded._id);
    if (video.title !== null && video.title !== "") {
      await emit(ctx, {
        type: "video_renamed",
        ...about,
        videoKey: uploaded._id,
        from: `Video ${position}`,
        to: video.title,
      });
    }
  }

  const rubricKeys: string[] = [];
  for (const rubric of doc.rubrics) {
    rubricKeys.push(
      (await emit(ctx, { type: "rubric_created", ...about, title: rubric.title, criteria: rubric.criteria }))._id,
    );
  }

  for (const [i, assignment] of doc.assignments.entries()) {
    const file = files.get(assignment.questionFile);
    if (file === undefined) continue;
    const { form } = assignment;
    await emit(ctx, {
      type: "assignment_posted",
      ...about,
      title: form.title,
      courseName: fields.name,
      instructions: form.instructions,
      points: form.points,
      assignedDate: form.assignedDate,
      deadlineDate: form.deadlineDate,
      deadlineTime: form.deadlineTime,
      timeZone: form.timeZone,
      deadlineAt: deadlines[i],
      instructorName: fields.instructorName,
      questionFile: assignmentFileOf(file),
      rubricKey: assignment.rubric === null ? null : rubricKeys[assignment.rubric],
      gradesHeld: assignment.holdGrades,
    });
  }

  if (doc.quiz.questions.length > 0) {
    const bank = courseBankKey(courseKey);
    await emit(ctx, { type: "bank_copied", ...about, bank, sharedBank: "import", questions: doc.quiz.questions });
    const { maxAttempts, cooldownMinutes, passPercent, requiredForCertificate, drawTags } = doc.quiz;
    const settings = { maxAttempts, cooldownMinutes, passPercent, requiredForCertificate, drawTags };
    if (!sameSettings(settings, DEFAULT_QUIZ_SETTINGS)) {
      await emit(ctx, { type: "quiz_settings_changed", ...about, bank, ...settings, before: DEFAULT_QUIZ_SETTINGS });
    }
  }

  const lessons = doc.lessons.map((lesson) => ({
    title: lesson.title,
    draft: versionContent(lesson.draft, videoKeys, files),
    published: lesson.published === null ? null : versionContent(lesson.published, videoKeys, files),
  }));
  const rest = await importLessonContents(ctx, { courseKey, actorId: user._id, from: 0, lessons });
  if (rest !== null) {
    await ctx.scheduler.runAfter(0, internal.courses.courseExport.importLessons, {
      courseKey,
      actorId: user._id,
      from: rest,
      lessons: lessons.slice(rest),
    });
  }
  return { courseId: course._id, lessonsPending: rest !== null };
}

/** A lesson version of the document as events carry it: the new video's key and the uploads' ids. */
function versionContent(
  version: ExportLesson["draft"],
  videoKeys: Array<string | null>,
  files: Map<string, Doc<"files">>,
): LessonContent {
  const videoKey = version.video === null ? null : videoKeys[version.video];
  const attachmentIds = version.attachments.flatMap((ref) => {
    const file = files.get(ref);
    return file === undefined ? [] : [file._id];
  });
  return { body: version.body, ...(videoKey !== null && videoKey !== undefined ? { videoKey } : {}), attachmentIds };
}

/** A batch of an import's lesson contents: `lessons[0]` is the lesson at position `from`. */
export type LessonImportJob = {
  courseKey: string;
  actorId: Id<"users">;
  from: number;
  lessons: Array<{ title: string; draft: LessonContent; published: LessonContent | null }>;
};

/**
 * Fills the new course's lessons from `job.from` on, up to COPY_BATCH_*; returns the index in
 * `job.lessons` to go on from (the caller schedules the rest), or null when done.
 */
export async function importLessonContents(ctx: MutationCtx, job: LessonImportJob): Promise<number | null> {
  let chars = 0;
  for (const [i, lesson] of job.lessons.entries()) {
    if (i >= COPY_BATCH_LESSONS || chars >= COPY_BATCH_CHARS) return i;
    chars += lesson.draft.body.length + (lesson.published?.body.length ?? 0);
    const empty = lesson.published === null && lesson.draft.body === "" && lesson.draft.attachmentIds.length === 0;
    if (empty && lesson.draft.videoKey === undefined) continue;
    const about = {
      v: 1 as const,
      actorId: job.actorId,
      courseKey: job.courseKey,
      lessonKey: createdLessonKey(job.courseKey, job.from + i),
      lessonTitle: lesson.title,
    };
    await emitLessonContent(ctx, about, lesson.draft, lesson.published ?? undefined);
  }
  return null;
}

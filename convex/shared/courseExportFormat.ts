/**
 * The course export file (docs/course-export.md, ADR 0069): one JSON document, version 1, with the
 * course's files embedded as base64 up to EXPORT_EMBED_MAX_BYTES in all. The schema is checked in
 * the browser for the import preview and again on the server, which is the authority. Every
 * limit is an existing rule: course fields, lesson titles and text, assignment fields, rubrics,
 * quiz questions, file types and sizes. No server code here, so the browser can import it.
 */
import { asMessage, keyed, type ServerMessage } from "./messages";
import { z } from "zod";
import { ASSIGNMENT_LIMITS } from "./assignmentRules";
import { assignmentFormSchema } from "./forms/assignment";
import { courseSchema } from "./forms/course";
import { lessonBodyField, lessonTitleField } from "./forms/lesson";
import { LESSON_ATTACHMENTS_MAX, TOO_MANY_ATTACHMENTS } from "./lessonRules";
import {
  DEFAULT_VIDEO_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  LESSON_ATTACHMENT_TYPES,
  MB,
  sizeWords,
  TEXT_LIMITS,
  VIDEO_TYPES,
} from "./limits";
import { MAX_BANK_QUESTIONS } from "./quizRules";
import type { QuestionContent } from "./questionTypes";
import { questionContentSchema } from "./forms/question";
import { DEFAULT_QUIZ_SETTINGS, quizSettingsSchema } from "./quizSettingsRules";
import { RUBRIC_LIMITS } from "./rubricRules";
import { rubricFormSchema } from "./forms/rubric";

export const EXPORT_FORMAT = "lyceum-course";
export const EXPORT_VERSION = 1;
/** Most bytes of files one export embeds; larger files are listed without their bytes. */
export const EXPORT_EMBED_MAX_BYTES = 100 * MB;
/** Most lessons and videos an export holds (the course limits: courses/model/courses.ts). */
export const EXPORT_MAX_LESSONS = 200;
export const EXPORT_MAX_VIDEOS = 500;
/**
 * Most characters of a document sent to the import without its files' bytes: it goes in one call,
 * under Convex's 8 MiB argument limit (with room for the call itself).
 */
export const IMPORT_MAX_CHARS = 7 * MB;
export const IMPORT_TOO_LARGE = keyed("server.courseExport.importTooLarge");
export const EXPORT_MAX_FILES = EXPORT_MAX_VIDEOS + EXPORT_MAX_LESSONS * 2 * LESSON_ATTACHMENTS_MAX + 101;

/** What each kind of file may be: the upload rules of its purpose (accounts/model/fileTypes.ts). */
export const EXPORT_FILE_RULES = {
  courseImage: { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES },
  courseVideo: { types: VIDEO_TYPES, maxBytes: DEFAULT_VIDEO_MAX_BYTES },
  lessonAttachment: { types: LESSON_ATTACHMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES },
  assignmentQuestion: { types: DOCUMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES },
} as const;
export type ExportFilePurpose = keyof typeof EXPORT_FILE_RULES;

const FILE_REF_MAX = 40;
const FILE_NAME_MAX = 255;

const fileRefSchema = z
  .string()
  .min(1, keyed("server.courseExport.fileRefRequired"))
  .max(FILE_REF_MAX, keyed("server.courseExport.fileRefTooLong"));

const fileSchema = z
  .object({
    /** What the rest of the document calls it ("f1", "f2", …). */
    id: fileRefSchema,
    purpose: z.enum(["courseImage", "courseVideo", "lessonAttachment", "assignmentQuestion"]),
    name: z
      .string()
      .trim()
      .min(1, keyed("server.courseExport.fileNameRequired"))
      .max(FILE_NAME_MAX, keyed("server.courseExport.fileNameTooLong", { max: FILE_NAME_MAX })),
    contentType: z.string(),
    size: z.number().int().min(1, keyed("server.courseExport.fileEmpty")),
    /** The bytes, base64; absent when the export left the file out (EXPORT_EMBED_MAX_BYTES). */
    data: z.string().optional(),
  })
  .superRefine((file, ctx) => {
    const rule = EXPORT_FILE_RULES[file.purpose];
    if (!rule.types.includes(file.contentType)) {
      ctx.addIssue({
        code: "custom",
        path: ["contentType"],
        message: keyed("server.courseExport.typeNotAllowed", { type: file.contentType }),
      });
    }
    if (file.size > rule.maxBytes) {
      ctx.addIssue({
        code: "custom",
        path: ["size"],
        message: keyed("server.courseExport.largerThan", { size: sizeWords(rule.maxBytes) }),
      });
    }
  });

const versionSchema = z.object({
  body: lessonBodyField,
  /** Index into `videos`, or null. */
  video: z.number().int().min(0).nullable(),
  attachments: z.array(fileRefSchema).max(LESSON_ATTACHMENTS_MAX, TOO_MANY_ATTACHMENTS),
});

const lessonSchema = z.object({ title: lessonTitleField, draft: versionSchema, published: versionSchema.nullable() });

const assignmentSchema = z.object({
  form: assignmentFormSchema,
  /** A rubric of the document by its index, or null. */
  rubric: z.number().int().min(0).nullable(),
  holdGrades: z.boolean(),
  questionFile: fileRefSchema,
});

export const courseExportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT, { message: keyed("server.courseExport.notLyceumExport") }),
    version: z.literal(EXPORT_VERSION, {
      message: keyed("server.courseExport.onlyVersion", { version: EXPORT_VERSION }),
    }),
    exportedAt: z.string(),
    course: courseSchema.extend({ image: fileRefSchema.nullable() }),
    lessons: z
      .array(lessonSchema)
      .max(EXPORT_MAX_LESSONS, keyed("server.courses.tooManyLessons", { max: EXPORT_MAX_LESSONS })),
    videos: z
      .array(
        z.object({
          title: z
            .string()
            .trim()
            .max(TEXT_LIMITS.videoTitle, keyed("server.courseExport.atMostCharacters", { max: TEXT_LIMITS.videoTitle }))
            .nullable(),
          file: fileRefSchema,
        }),
      )
      .max(EXPORT_MAX_VIDEOS, keyed("server.courses.tooManyVideos", { max: EXPORT_MAX_VIDEOS })),
    rubrics: z
      .array(rubricFormSchema)
      .max(RUBRIC_LIMITS.perCourse, keyed("server.courseExport.tooManyRubrics", { max: RUBRIC_LIMITS.perCourse })),
    assignments: z
      .array(assignmentSchema)
      .max(
        ASSIGNMENT_LIMITS.perCourse,
        keyed("server.assignments.tooManyAssignments", { max: ASSIGNMENT_LIMITS.perCourse }),
      ),
    quiz: z.object({
      questions: z
        .array(questionContentSchema)
        .max(MAX_BANK_QUESTIONS, keyed("server.courseExport.tooManyQuestions", { max: MAX_BANK_QUESTIONS })),
      maxAttempts: quizSettingsSchema.shape.maxAttempts,
      cooldownMinutes: quizSettingsSchema.shape.cooldownMinutes,
      passPercent: quizSettingsSchema.shape.passPercent.default(DEFAULT_QUIZ_SETTINGS.passPercent),
      requiredForCertificate: z.boolean().default(DEFAULT_QUIZ_SETTINGS.requiredForCertificate),
      drawTags: quizSettingsSchema.shape.drawTags.default([]),
    }),
    files: z.array(fileSchema).max(EXPORT_MAX_FILES, keyed("server.courseExport.tooManyFiles")),
  })
  .superRefine((doc, ctx) => {
    // Every reference names a file of the right kind; every index a video or rubric there is.
    const files = new Map(doc.files.map((file) => [file.id, file]));
    if (files.size !== doc.files.length) {
      ctx.addIssue({ code: "custom", path: ["files"], message: keyed("server.courseExport.fileIdsRepeat") });
    }
    const ref = (id: string, purpose: ExportFilePurpose, path: (string | number)[]) => {
      const file = files.get(id);
      if (file === undefined) {
        ctx.addIssue({ code: "custom", path, message: keyed("server.courseExport.noFileInFiles", { id }) });
      } else if (file.purpose !== purpose) {
        ctx.addIssue({ code: "custom", path, message: keyed("server.courseExport.notOfPurpose", { id, purpose }) });
      }
    };
    if (doc.course.image !== null) ref(doc.course.image, "courseImage", ["course", "image"]);
    doc.videos.forEach((video, i) => ref(video.file, "courseVideo", ["videos", i, "file"]));
    doc.lessons.forEach((lesson, i) => {
      for (const which of ["draft", "published"] as const) {
        const version = lesson[which];
        if (version === null) continue;
        if (version.video !== null && version.video >= doc.videos.length) {
          ctx.addIssue({
            code: "custom",
            path: ["lessons", i, which, "video"],
            message: keyed("server.courseExport.noSuchVideo"),
          });
        }
        version.attachments.forEach((id, j) => ref(id, "lessonAttachment", ["lessons", i, which, "attachments", j]));
      }
    });
    doc.assignments.forEach((assignment, i) => {
      ref(assignment.questionFile, "assignmentQuestion", ["assignments", i, "questionFile"]);
      if (assignment.rubric !== null && assignment.rubric >= doc.rubrics.length) {
        ctx.addIssue({
          code: "custom",
          path: ["assignments", i, "rubric"],
          message: keyed("server.courseExport.noSuchRubric"),
        });
      }
    });
  });

export type CourseExport = z.output<typeof courseExportSchema>;
export type CourseExportInput = z.input<typeof courseExportSchema>;
export type ExportFile = CourseExport["files"][number];
export type ExportLesson = CourseExport["lessons"][number];

/** "lessons[3].title: Lesson title must be at most 120 characters." — where, then what. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    out += typeof part === "number" ? `[${part}]` : `${out === "" ? "" : "."}${String(part)}`;
  }
  return out;
}

/**
 * What a check that has no message of its own says (a string where a number belongs, a missing
 * field): given to the parse as its error map, so Zod's own English never reaches the page.
 */
const NOT_VALID = "lyceum:not-valid";

/**
 * The problems of a parsed file, each "where: what" (at most `max`), or [] when it is valid. A
 * check without a message of its own says "This is not a Lyceum course export: <where> is not
 * valid." (the whole file: "This is not a Lyceum course export.").
 */
export function exportProblems(value: unknown, max = 20): ServerMessage[] {
  const result = courseExportSchema.safeParse(value, { error: () => NOT_VALID });
  if (result.success) return [];
  return result.error.issues.slice(0, max).map((issue) => {
    const where = issuePath(issue.path);
    if (issue.message === NOT_VALID) {
      return where === ""
        ? keyed("server.courseExport.notLyceumExport")
        : keyed("server.courseExport.notValidAt", { where });
    }
    return where === ""
      ? asMessage(issue.message)
      : keyed("server.courseExport.problemAt", { where, problem: issue.message });
  });
}

/** What the import preview shows of a valid file. */
export function exportSummary(doc: CourseExport) {
  return {
    name: doc.course.name,
    lessons: doc.lessons.length,
    videos: doc.videos.length,
    assignments: doc.assignments.length,
    rubrics: doc.rubrics.length,
    questions: doc.quiz.questions.length,
    files: doc.files.length,
    /** Files listed without their bytes (too large to embed): what uses them is left out. */
    missingFiles: doc.files.filter((file) => file.data === undefined).map((file) => file.name),
  };
}

/** A file as the server's export pages list it (courses/model/courseExport.ts). */
export type ExportFileSource = {
  ref: string;
  purpose: ExportFilePurpose;
  name: string;
  contentType: string;
  size: number;
  url: string;
};
type VersionSource = { body: string; videoId: string | null; attachmentIds: string[] };
/** What `courseExport.get` gives (the course without its lessons' text). */
export type ExportHead = {
  course: Omit<CourseExport["course"], "image"> & { imageFileId: string | null };
  videos: Array<{ videoId: string; title: string | null; fileId: string }>;
  rubrics: CourseExport["rubrics"];
  assignments: Array<Omit<CourseExport["assignments"][number], "questionFile"> & { questionFile: string }>;
  quiz: { questions: QuestionContent[] } & Omit<CourseExport["quiz"], "questions">;
  files: ExportFileSource[];
};
/** What each `courseExport.lessons` page gives. */
export type ExportLessonPage = {
  lessons: Array<{ title: string; draft: VersionSource; published: VersionSource | null }>;
  files: ExportFileSource[];
};

/**
 * The export document from the server's pages: files named "f1", "f2", … in the order first
 * met, each with its bytes when `embedded` has them (base64).
 */
export function buildExport(
  head: ExportHead,
  pages: readonly ExportLessonPage[],
  embedded: ReadonlyMap<string, string>,
  exportedAt: string,
): CourseExportInput {
  const sources = new Map<string, ExportFileSource>();
  for (const file of [...head.files, ...pages.flatMap((page) => page.files)]) {
    if (!sources.has(file.ref)) sources.set(file.ref, file);
  }
  const ids = new Map([...sources.keys()].map((ref, i) => [ref, `f${i + 1}`]));
  const id = (ref: string) => ids.get(ref) ?? ref;
  const videoIndex = new Map(head.videos.map((video, i) => [video.videoId, i]));
  const version = (v: VersionSource) => ({
    body: v.body,
    video: v.videoId === null ? null : (videoIndex.get(v.videoId) ?? null),
    attachments: v.attachmentIds.filter((ref) => ids.has(ref)).map(id),
  });
  const { imageFileId, ...course } = head.course;
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt,
    course: { ...course, image: imageFileId === null ? null : id(imageFileId) },
    lessons: pages.flatMap((page) =>
      page.lessons.map((lesson) => ({
        title: lesson.title,
        draft: version(lesson.draft),
        published: lesson.published === null ? null : version(lesson.published),
      })),
    ),
    videos: head.videos.map((video) => ({ title: video.title, file: id(video.fileId) })),
    rubrics: head.rubrics,
    assignments: head.assignments.map((a) => ({ ...a, questionFile: id(a.questionFile) })),
    quiz: head.quiz,
    files: [...sources.values()].map((file) => {
      const data = embedded.get(file.ref);
      return {
        id: id(file.ref),
        purpose: file.purpose,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        ...(data !== undefined ? { data } : {}),
      };
    }),
  };
}

/**
 * Export and import of a course (ADR 0069, docs/course-export.md): the export's pages for the
 * course's teacher and Admins, and the import for teachers and Admins (the importer owns the new
 * course). The browser builds and reads the file; the server checks it again and writes events.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation, staffMutation, staffQuery } from "../functions";
import { lessonContentValidator } from "./events";
import { EXPORT_MAX_FILES } from "../shared/courseExportFormat";
import { appError } from "../lib/appError";
import {
  exportCourse,
  exportLessons,
  importCourse as importAsCourse,
  importLessonContents,
  parseExport,
} from "./model/courseExport";

/** The course as the export file holds it, without its lessons' text; each file with a URL to fetch it. */
export const get = staffQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => await exportCourse(ctx, ctx.user, courseId),
});

/** A page of the course's lessons with their text, from position `from`; `next` is null at the end. */
export const lessons = staffQuery({
  args: { courseId: v.string(), from: v.number() },
  handler: async (ctx, { courseId, from }) => await exportLessons(ctx, ctx.user, courseId, from),
});

/**
 * Imports an export (its files' bytes left out: they were uploaded first, `files` names each
 * upload by its id in the document) as a new course of the caller. The document is checked
 * against the export schema here too; a problem is INVALID "where: what" and nothing is written.
 */
export const importCourse = staffMutation({
  args: {
    doc: v.any(),
    files: v.array(v.object({ ref: v.string(), fileId: v.id("files") })),
  },
  handler: async (ctx, { doc, files }) => {
    if (files.length > EXPORT_MAX_FILES) throw appError("INVALID", "server.courseExport.tooManyFiles");
    return (await importAsCourse(ctx, ctx.user, parseExport(doc), files)).courseId;
  },
});

/** The next batch of a large import's lesson contents (scheduled by `importCourse` and by itself). */
export const importLessons = internalMutation({
  args: {
    courseKey: v.string(),
    actorId: v.id("users"),
    from: v.number(),
    lessons: v.array(
      v.object({
        title: v.string(),
        draft: lessonContentValidator,
        published: v.union(lessonContentValidator, v.null()),
      }),
    ),
  },
  handler: async (ctx, job) => {
    const rest = await importLessonContents(ctx, job);
    if (rest !== null) {
      await ctx.scheduler.runAfter(0, internal.courses.courseExport.importLessons, {
        ...job,
        from: job.from + rest,
        lessons: job.lessons.slice(rest),
      });
    }
  },
});

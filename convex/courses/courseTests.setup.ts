// Not deployed (two dots in the name): helpers shared by the course-domain tests.
import { api } from "../_generated/api";
import type { Id, TableNames } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { insertCourse, type CourseInput } from "./model/courses";
import schema from "../schema";
import type { TestConvex } from "../test.setup";
import { uploadBytes } from "../accounts/uploadTests.setup";
import { storeFile } from "../accounts/model/files";
import { emit } from "../events/emit";

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const MP4 = new Uint8Array([0, 0, 0, 0x18, ...[..."ftypmp42"].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);

type Client = ReturnType<TestConvex["withIdentity"]>;

/** Uploads bytes through the real flow (startUpload, storage, finishUpload) as this user. */
export async function upload(
  t: TestConvex,
  as: Client,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  name: string,
  purpose: "courseImage" | "courseVideo" | "avatar",
): Promise<Id<"files">> {
  return await uploadBytes(t, as, bytes, type, name, purpose);
}

export const validCourse = {
  name: "Rust for Everyone",
  description: "Ownership, borrowing\nand fearless concurrency.",
  durationHours: 12.5,
  instructorName: "Tess Teacher",
  category: "Systems Programming",
};

/**
 * A course by `instructorId` made inside a transaction the way `courses.create` makes it (the
 * event `course_created`), without its checks: for tests whose caller may not create courses, or
 * that make many. Fields not given are validCourse's.
 */
export async function courseIn(
  ctx: MutationCtx,
  instructorId: Id<"users">,
  overrides: Partial<CourseInput> & { imageUrl?: string } = {},
): Promise<Id<"courses">> {
  const { imageUrl = "", ...input } = overrides;
  return (await insertCourse(ctx, { ...validCourse, ...input }, instructorId, { imageUrl })).courseId;
}

export async function createCourse(
  as: Client,
  overrides: Partial<typeof validCourse> & { imageFileId?: Id<"files"> } = {},
): Promise<Id<"courses">> {
  return await as.mutation(api.courses.courses.create, { ...validCourse, ...overrides });
}

/** Every document of every table in the schema, for "appears nowhere" checks. */
export async function dumpAllTables(t: TestConvex): Promise<string> {
  const tables = Object.keys(schema.tables) as TableNames[];
  return await t.run(async (ctx) => {
    const all: Record<string, unknown[]> = {};
    for (const table of tables) all[table] = await ctx.db.query(table).collect();
    return JSON.stringify(all);
  });
}

export async function countRows(t: TestConvex, table: TableNames) {
  return await t.run(async (ctx) => (await ctx.db.query(table).collect()).length);
}

/**
 * A file row as a finished upload leaves it, inserted directly for a caller whose role may not
 * upload that purpose (files.startUpload refuses them): the function under test must still refuse
 * the file on its own.
 */
export async function plantFile(
  t: TestConvex,
  ownerId: Id<"users">,
  purpose: "courseVideo" | "assignmentQuestion" | "submission",
): Promise<Id<"files">> {
  const [bytes, type] = purpose === "courseVideo" ? [MP4, "video/mp4"] : [PDF_BYTES, "application/pdf"];
  return await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([bytes], { type }));
    return await storeFile(ctx, {
      provider: "convex",
      storageId,
      path: `planted/${purpose}`,
      name: `planted.${type === "video/mp4" ? "mp4" : "pdf"}`,
      size: bytes.length,
      contentType: type,
      purpose,
      ownerId,
    });
  });
}

const PDF_BYTES = new Uint8Array([..."%PDF-1.7\n%test"].map((c) => c.charCodeAt(0)));

/**
 * Gives a lesson published text, as its teacher would (editor, then Publish): only a lesson
 * published with content can be completed (ADR 0076).
 */
export async function publishText(as: Client, lessonId: Id<"lessons">, body = "Read this first."): Promise<void> {
  await as.mutation(api.courses.lessonContent.saveDraft, { lessonId, body, videoId: null, attachmentIds: [] });
  await as.mutation(api.courses.lessonContent.publish, { lessonId });
}

/** Appends a lesson with published text (one a student can complete); returns its id. */
export async function addReadableLesson(as: Client, courseId: Id<"courses">, title: string): Promise<Id<"lessons">> {
  const lessonId = await as.mutation(api.courses.lessons.add, { courseId, title });
  await publishText(as, lessonId);
  return lessonId;
}

/**
 * Gives a lesson published text inside a transaction, by the events the editor records
 * (lesson_draft_saved, lesson_published) as the course's teacher: a lesson a student can complete.
 */
export async function publishTextIn(
  ctx: MutationCtx,
  lessonId: Id<"lessons">,
  body = "Read this first.",
): Promise<void> {
  const lesson = await ctx.db.get("lessons", lessonId);
  const course = lesson === null ? null : await ctx.db.get("courses", lesson.courseId);
  if (lesson === null || course === null) throw new Error("publishTextIn needs a lesson");
  const about = {
    v: 1 as const,
    actorId: course.instructorId,
    courseKey: course.key,
    lessonKey: lesson.key,
    lessonTitle: lesson.title,
  };
  const content = { body, attachmentIds: [] };
  await emit(ctx, {
    type: "lesson_draft_saved",
    ...about,
    draft: content,
    attachmentsAdded: [],
    attachmentsRemoved: [],
  });
  await emit(ctx, { type: "lesson_published", ...about, content });
}

/** Lessons with published text appended to a course in one transaction: for tests that need many. */
export async function readableLessonsIn(
  t: TestConvex,
  courseId: Id<"courses">,
  titles: readonly string[],
): Promise<Id<"lessons">[]> {
  return await t.run(async (ctx) => {
    const ids: Id<"lessons">[] = [];
    for (const title of titles) {
      const course = await ctx.db.get("courses", courseId);
      if (course === null) throw new Error("readableLessonsIn needs a course");
      const added = await emit(ctx, {
        type: "lesson_added",
        v: 1,
        actorId: course.instructorId,
        courseKey: course.key,
        title,
        position: course.lessonCount,
      });
      const lesson = await ctx.db
        .query("lessons")
        .withIndex("by_key", (q) => q.eq("key", added._id))
        .unique();
      if (lesson === null) throw new Error("lesson_added projected no lesson");
      await publishTextIn(ctx, lesson._id, `${title}: read this first.`);
      ids.push(lesson._id);
    }
    return ids;
  });
}

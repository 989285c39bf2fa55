// Not deployed (two dots in the name): a course with lessons, a video and people, for lesson tests.
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { emit } from "../events/emit";
import { lessonByKey } from "./model/lessons";
import { videoByKey } from "./model/videos";
import { createCourse } from "./courseTests.setup";
import type { FilePurpose } from "../schema";
import { seedUser, type TestConvex } from "../test.setup";
import { storeFile } from "../accounts/model/files";

const ENROLMENT_FORM = {
  phoneNumber: "+44 20 7946 0958",
  degreeProgram: "Computer Science",
  yearOrSemester: "Year 2",
  paymentMethod: "paypal" as const,
  paymentDetails: "",
};

/** A file row as a finished upload leaves it (the bytes do not matter to lesson content). */
export async function plantLessonFile(
  t: TestConvex,
  ownerId: Id<"users">,
  purpose: FilePurpose = "lessonAttachment",
  name = "notes.pdf",
): Promise<Id<"files">> {
  return await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob(["%PDF-1.7"], { type: "application/pdf" }));
    return await storeFile(ctx, {
      provider: "convex",
      storageId,
      path: `LessonAttachments/1700000000000_${name}`,
      name,
      size: 8,
      contentType: "application/pdf",
      purpose,
      ownerId,
    });
  });
}

/**
 * A course video for `courseId` as videos.add makes it (the event `video_uploaded`), from a
 * planted file: without the upload flow and its checks.
 */
export async function plantVideo(t: TestConvex, courseId: Id<"courses">, ownerId: Id<"users">) {
  const fileId = await plantLessonFile(t, ownerId, "courseVideo", "intro.webm");
  return await t.run((ctx) => videoIn(ctx, courseId, ownerId, fileId));
}

/** A video of the course from an existing file, as the next one, inside a transaction. */
export async function videoIn(
  ctx: MutationCtx,
  courseId: Id<"courses">,
  ownerId: Id<"users">,
  fileId: Id<"files">,
): Promise<Id<"videos">> {
  const course = await ctx.db.get("courses", courseId);
  const file = await ctx.db.get("files", fileId);
  if (course === null || file === null) throw new Error("videoIn needs a course and a file");
  const last = await ctx.db
    .query("videos")
    .withIndex("by_course_position", (q) => q.eq("courseId", courseId))
    .order("desc")
    .first();
  const position = (last?.position ?? 0) + 1;
  const event = await emit(ctx, {
    type: "video_uploaded",
    v: 1,
    actorId: ownerId,
    courseKey: course.key,
    courseName: course.name,
    position,
    fileName: file.name,
    fileId,
    filePath: file.path,
  });
  const video = await videoByKey(ctx, event._id);
  if (video === null) throw new Error("video_uploaded projected no video");
  return video._id;
}

/** A lesson appended to the course as lessons.add makes it (the event `lesson_added`), inside a transaction. */
export async function lessonIn(
  ctx: MutationCtx,
  courseId: Id<"courses">,
  actorId: Id<"users">,
  title: string,
): Promise<Id<"lessons">> {
  const course = await ctx.db.get("courses", courseId);
  if (course === null) throw new Error("lessonIn needs a course");
  const event = await emit(ctx, {
    type: "lesson_added",
    v: 1,
    actorId,
    courseKey: course.key,
    title,
    position: course.lessonCount,
  });
  const lesson = await lessonByKey(ctx, event._id);
  if (lesson === null) throw new Error("lesson_added projected no lesson");
  return lesson._id;
}

/**
 * Teacher A's course with three lessons and a video; an enrolled student, a student who is not,
 * teacher B and an Admin.
 */
export async function lessonWorld(t: TestConvex) {
  const teacher = await seedUser(t, "teacher");
  const courseId = await createCourse(teacher.as);
  const lessonIds: Id<"lessons">[] = [];
  for (const title of ["Ownership", "Borrowing", "Lifetimes"]) {
    lessonIds.push(await teacher.as.mutation(api.courses.lessons.add, { courseId, title }));
  }
  const videoId = await plantVideo(t, courseId, teacher.userId);
  const enrolled = await seedUser(t, "student");
  await enrolled.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT_FORM });
  return {
    courseId,
    lessonIds,
    videoId,
    teacher,
    enrolled,
    stranger: await seedUser(t, "student"),
    otherTeacher: await seedUser(t, "teacher"),
    admin: await seedUser(t, "Admin"),
    enrol: async (student: Awaited<ReturnType<typeof seedUser>>) =>
      await student.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT_FORM }),
  };
}

export type LessonWorld = Awaited<ReturnType<typeof lessonWorld>>;

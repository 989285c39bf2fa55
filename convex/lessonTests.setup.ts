// Not deployed (two dots in the name): a course with lessons, a video and people, for lesson tests.
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { createCourse } from "./courseTests.setup";
import type { FilePurpose } from "./schema";
import { seedUser, type TestConvex } from "./test.setup";

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
    return await ctx.db.insert("files", {
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

/** A course video row (as videos.add leaves it) for `courseId`. */
export async function plantVideo(t: TestConvex, courseId: Id<"courses">, ownerId: Id<"users">) {
  const fileId = await plantLessonFile(t, ownerId, "courseVideo", "intro.webm");
  return await t.run(async (ctx) => {
    const last = await ctx.db
      .query("videos")
      .withIndex("by_course_position", (q) => q.eq("courseId", courseId))
      .order("desc")
      .first();
    return await ctx.db.insert("videos", {
      courseId,
      fileId,
      position: (last?.position ?? 0) + 1,
      uploadedBy: ownerId,
    });
  });
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
    lessonIds.push(await teacher.as.mutation(api.lessons.add, { courseId, title }));
  }
  const videoId = await plantVideo(t, courseId, teacher.userId);
  const enrolled = await seedUser(t, "student");
  await enrolled.as.mutation(api.enrollments.enroll, { courseId, ...ENROLMENT_FORM });
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
      await student.as.mutation(api.enrollments.enroll, { courseId, ...ENROLMENT_FORM }),
  };
}

export type LessonWorld = Awaited<ReturnType<typeof lessonWorld>>;

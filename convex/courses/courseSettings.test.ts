import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { createCourse, PNG, upload, validCourse } from "./courseTests.setup";
import { certificatesIn, courseWithStudent, ENROLMENT } from "./certificatesTests.setup";
import { uploadPdf, postAssignment } from "../assignments/assignmentsTests.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { COURSE_ARCHIVED } from "../shared/courseRules";

type Client = Awaited<ReturnType<typeof seedUser>>["as"];

const settings = (courseId: Id<"courses">, overrides: Partial<typeof validCourse> = {}) => ({
  courseId,
  ...validCourse,
  ...overrides,
});

async function catalogueNames(as: Client, search?: string): Promise<string[]> {
  const page = await as.query(api.courses.courses.list, {
    paginationOpts: { numItems: 50, cursor: null },
    ...(search !== undefined ? { search } : {}),
  });
  return page.page.map((card) => card.name);
}

async function eventsOf(t: TestConvex, type: string) {
  return await t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((e) => e.type === type));
}

describe("courses.update: course settings", () => {
  test("the teacher renames the course: the catalogue, course page, My learning and chat room follow", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await courseWithStudent(t, 1);
    const result = await teacher.as.mutation(
      api.courses.courses.update,
      settings(courseId, { name: "  Rust, Second Term  ", durationHours: 20 }),
    );
    expect(result).toEqual({ changed: true });
    expect(await catalogueNames(student.as)).toContain("Rust, Second Term");
    expect(await catalogueNames(student.as, "second")).toContain("Rust, Second Term");
    expect(await student.as.query(api.courses.courses.get, { courseId })).toMatchObject({
      name: "Rust, Second Term",
      durationHours: 20,
    });
    const mine = await student.as.query(api.courses.enrollments.myCourses, {});
    expect(JSON.stringify(mine)).toContain("Rust, Second Term");
    expect(await student.as.query(api.courses.enrollments.courseNames, {})).toEqual([
      expect.objectContaining({ name: "Rust, Second Term" }),
    ]);
    expect(await student.as.query(api.courses.enrollments.mine, { courseId })).toMatchObject({
      courseName: "Rust, Second Term",
    });
    const rooms = await student.as.query(api.chat.chat.rooms, {});
    expect(JSON.stringify(rooms)).toContain("Rust, Second Term");
    expect(JSON.stringify(rooms)).not.toContain("Rust for Everyone");
    // One event with only what changed, before and after.
    expect(await eventsOf(t, "course_edited")).toMatchObject([
      {
        actorId: teacher.userId,
        before: { name: "Rust for Everyone", durationHours: 12.5 },
        after: { name: "Rust, Second Term", durationHours: 20 },
      },
    ]);
    const [edited] = await eventsOf(t, "course_edited");
    expect(Object.keys((edited as { after: object }).after).sort()).toEqual(["durationHours", "name"]);
  });

  test("saving unchanged settings records nothing", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    expect(await teacher.as.mutation(api.courses.courses.update, settings(courseId))).toEqual({ changed: false });
    expect(await eventsOf(t, "course_edited")).toEqual([]);
  });

  test("the same rules and messages as Add New Course; nothing changes when refused", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    await expect(teacher.as.mutation(api.courses.courses.update, settings(courseId, { name: "   " }))).rejects.toThrow(
      /Course name/,
    );
    await expect(
      teacher.as.mutation(api.courses.courses.update, settings(courseId, { durationHours: 0 })),
    ).rejects.toThrow("Course duration must be greater than 0 hours.");
    expect(await teacher.as.query(api.courses.courses.get, { courseId })).toMatchObject({ name: validCourse.name });
  });

  test("an Admin may edit any course; another teacher and a student may not", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    const admin = await seedUser(t, "Admin");
    await admin.as.mutation(api.courses.courses.update, settings(courseId, { category: "Languages" }));
    expect(await admin.as.query(api.courses.courses.get, { courseId })).toMatchObject({ category: "Languages" });
    const other = await seedUser(t, "teacher");
    await expect(other.as.mutation(api.courses.courses.update, settings(courseId, { name: "Mine" }))).rejects.toThrow(
      "Only this course's teacher or an admin can change it.",
    );
    const student = await seedUser(t, "student");
    await expect(
      student.as.mutation(api.courses.courses.update, settings(courseId, { name: "Mine" })),
    ).rejects.toThrow();
  });

  test("a new image replaces the old, and removing it leaves none", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    const fileId = await upload(t, teacher.as, PNG, "image/png", "cover.png", "courseImage");
    await teacher.as.mutation(api.courses.courses.update, { ...settings(courseId), imageFileId: fileId });
    const withImage = await teacher.as.query(api.courses.courses.get, { courseId });
    expect(withImage.imageUrl).not.toBe("");
    expect(withImage.imageFileId).toBe(fileId);
    await teacher.as.mutation(api.courses.courses.update, { ...settings(courseId), removeImage: true });
    expect(await teacher.as.query(api.courses.courses.get, { courseId })).toMatchObject({
      imageUrl: "",
      imageFileId: null,
    });
  });

  test("a certificate already issued keeps the name it was issued with", async () => {
    const t = newTest();
    const { teacher, courseId, lessonIds, student } = await courseWithStudent(t, 1);
    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: lessonIds[0],
      complete: true,
    });
    expect(await certificatesIn(t)).toMatchObject([{ courseName: "Rust for Everyone" }]);
    await teacher.as.mutation(api.courses.courses.update, settings(courseId, { name: "Rust, Renamed" }));
    expect(await certificatesIn(t)).toMatchObject([{ courseName: "Rust for Everyone" }]);
  });
});

describe("courses.archive and restore", () => {
  test("an archived course leaves the catalogue, stays readable, and restore brings it back", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await courseWithStudent(t, 1);
    await teacher.as.mutation(api.courses.courses.archive, { courseId });
    expect(await catalogueNames(student.as)).not.toContain("Rust for Everyone");
    expect(await catalogueNames(student.as, "rust")).not.toContain("Rust for Everyone");
    expect(await student.as.query(api.courses.courses.get, { courseId })).toMatchObject({ archived: true });
    expect(await student.as.query(api.courses.lessons.list, { courseId })).not.toEqual([]);
    const mine = await student.as.query(api.courses.enrollments.myCourses, {});
    expect(mine).toEqual([expect.objectContaining({ _id: courseId, archived: true })]);
    await expect(teacher.as.mutation(api.courses.courses.archive, { courseId })).rejects.toThrow("already archived");

    await teacher.as.mutation(api.courses.courses.restore, { courseId });
    expect(await catalogueNames(student.as)).toContain("Rust for Everyone");
    expect(await student.as.query(api.courses.courses.get, { courseId })).toMatchObject({ archived: false });
    expect((await eventsOf(t, "course_archived")).length).toBeGreaterThan(0);
    expect((await eventsOf(t, "course_restored")).length).toBeGreaterThan(0);
  });

  test("only the course's teacher or an Admin archives it", async () => {
    const t = newTest();
    const { courseId, student } = await courseWithStudent(t, 1);
    const other = await seedUser(t, "teacher");
    await expect(other.as.mutation(api.courses.courses.archive, { courseId })).rejects.toThrow(
      "Only this course's teacher or an admin can change it.",
    );
    await expect(student.as.mutation(api.courses.courses.archive, { courseId })).rejects.toThrow();
    const admin = await seedUser(t, "Admin");
    await admin.as.mutation(api.courses.courses.archive, { courseId });
    await expect(other.as.mutation(api.courses.courses.restore, { courseId })).rejects.toThrow(
      "Only this course's teacher or an admin can change it.",
    );
  });

  test("an archived course refuses enrolment, join codes, hand-ins and chat", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await courseWithStudent(t, 1);
    const assignmentId = await postAssignment(t, teacher.as, courseId);
    const { code } = await teacher.as.mutation(api.courses.joinCodes.create, { courseId });
    const work = await uploadPdf(t, student.as, "submission");
    await teacher.as.mutation(api.courses.courses.archive, { courseId });

    const newcomer = await seedUser(t, "student");
    await expect(newcomer.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT })).rejects.toThrow(
      COURSE_ARCHIVED,
    );
    await expect(newcomer.as.mutation(api.courses.joinCodes.join, { code })).rejects.toThrow(COURSE_ARCHIVED);
    await expect(teacher.as.mutation(api.courses.joinCodes.create, { courseId })).rejects.toThrow(COURSE_ARCHIVED);
    await expect(
      teacher.as.mutation(api.onboarding.roster.start, { courseId, csv: "name,email\nNew Person,new@example.com\n" }),
    ).rejects.toThrow(COURSE_ARCHIVED);
    await expect(
      student.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: work }),
    ).rejects.toThrow(COURSE_ARCHIVED);
    await expect(student.as.mutation(api.chat.chat.send, { room: courseId, text: "Hello" })).rejects.toThrow(
      COURSE_ARCHIVED,
    );

    await teacher.as.mutation(api.courses.courses.restore, { courseId });
    await student.as.mutation(api.chat.chat.send, { room: courseId, text: "Hello" });
    await student.as.mutation(api.assignments.submissions.submit, { assignmentId, fileId: work });
    await newcomer.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
  });
});

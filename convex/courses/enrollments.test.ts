import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { addReadableLesson, countRows, createCourse, dumpAllTables, publishText } from "./courseTests.setup";
import { studentNumberFor } from "../shared/studentNumber";
import { newTest, seedUser, type TestConvex } from "../test.setup";

const form = {
  phoneNumber: "+1 555 0100",
  degreeProgram: "BSc Computer Science",
  yearOrSemester: "Year 2",
  paymentMethod: "creditCard" as const,
  paymentDetails: "4242 4242 4242 4242",
};

async function setup(t: TestConvex, name = "Python Course") {
  const teacher = await seedUser(t, "teacher");
  const courseId = await createCourse(teacher.as, { name });
  const student = await seedUser(t, "student", { displayName: "Sam Student", email: "sam@example.com" });
  return { teacher, courseId, student };
}

describe("enrollments.enroll", () => {
  test("identity fields come from the profile and the course, not from the arguments", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    const sneaky = { ...form, courseId, studentName: "Mallory", studentEmail: "m@evil.example", studentId: "x" };
    // Extra fields are refused by the validator: the form cannot override them.
    await expect(student.as.mutation(api.courses.enrollments.enroll, sneaky)).rejects.toThrow(/Validator error/);

    const result = await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    expect(result.alreadyEnrolled).toBe(false);
    const mine = await student.as.query(api.courses.enrollments.mine, { courseId });
    expect(mine).toMatchObject({
      _id: result.enrollmentId,
      courseId,
      courseName: "Python Course",
      studentName: "Sam Student",
      studentEmail: "sam@example.com",
      // The readable number the form showed, not the internal id (ADR 0022).
      studentId: studentNumberFor(student.userId),
      phoneNumber: "+1 555 0100",
      degreeProgram: "BSc Computer Science",
      yearOrSemester: "Year 2",
      paymentMethod: "creditCard",
      paymentDetailsMasked: "•••• 4242",
    });
    const events = await t.run((ctx) =>
      ctx.db
        .query("events")
        .withIndex("by_subject", (q) => q.eq("subjectUserId", student.userId))
        .collect(),
    );
    const courseKey = await t.run(async (ctx) => (await ctx.db.get("courses", courseId))?.key);
    expect(events).toMatchObject([
      {
        type: "enrolled",
        courseKey,
        actorId: student.userId,
        courseName: "Python Course",
        studentName: "Sam Student",
        studentNumber: studentNumberFor(student.userId),
        paymentMethod: "creditCard",
        paymentDetailsMasked: "•••• 4242",
      },
    ]);
  });

  test("enrolling twice keeps one enrolment and returns the same id", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    const first = await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    const second = await student.as.mutation(api.courses.enrollments.enroll, {
      ...form,
      courseId,
      paymentMethod: "paypal",
      paymentDetails: "",
    });
    expect(second).toEqual({ enrollmentId: first.enrollmentId, alreadyEnrolled: true });
    expect(await countRows(t, "enrollments")).toBe(1);
    expect((await student.as.query(api.courses.enrollments.mine, { courseId }))!.paymentMethod).toBe("creditCard");
  });

  test("the full card number appears nowhere in the database", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    const card = "4111 1111 1111 1111";
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId, paymentDetails: card });
    const everything = await dumpAllTables(t);
    expect(everything).toContain("•••• 1111");
    expect(everything).not.toContain("4111111111111111");
    expect(everything).not.toContain(card);
    expect(everything).not.toContain("4111 1111");
    expect(everything).not.toContain("1111 1111 1111");
  });

  test("a card number given must look like one; the refusal writes nothing", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    for (const paymentDetails of ["12345", "my card"]) {
      await expect(
        student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId, paymentDetails }),
      ).rejects.toThrow("Enter a card number of 12 to 19 digits.");
    }
    expect(await countRows(t, "enrollments")).toBe(0);
    expect(await countRows(t, "events")).toBe(1); // only course_created
  });

  test("enrolment is not a checkout: a card payment with no card number enrols", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    for (const paymentDetails of ["", " ", undefined]) {
      const someone = await seedUser(t, "student");
      await someone.as.mutation(api.courses.enrollments.enroll, { ...form, courseId, paymentDetails });
      expect(await someone.as.query(api.courses.enrollments.mine, { courseId })).toMatchObject({
        paymentMethod: "creditCard",
        paymentDetailsMasked: "",
      });
    }
    // Every payment field left empty, as SPEC §5's form allows.
    const empty = { phoneNumber: "", degreeProgram: "", yearOrSemester: "", paymentMethod: "creditCard" as const };
    await student.as.mutation(api.courses.enrollments.enroll, { ...empty, courseId });
    expect(await student.as.query(api.courses.enrollments.mine, { courseId })).toMatchObject(empty);
  });

  test("paypal and bank transfer need no details; what is given is masked", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    const other = await seedUser(t, "student");
    const third = await seedUser(t, "student");
    await student.as.mutation(api.courses.enrollments.enroll, {
      ...form,
      courseId,
      paymentMethod: "paypal",
      paymentDetails: undefined,
    });
    await other.as.mutation(api.courses.enrollments.enroll, {
      ...form,
      courseId,
      paymentMethod: "paypal",
      paymentDetails: "jane@example.com",
    });
    await third.as.mutation(api.courses.enrollments.enroll, {
      ...form,
      courseId,
      paymentMethod: "bankTransfer",
      paymentDetails: "GB29 NWBK 6016 1331 9268 19",
    });
    expect((await student.as.query(api.courses.enrollments.mine, { courseId }))!.paymentDetailsMasked).toBe("");
    expect((await other.as.query(api.courses.enrollments.mine, { courseId }))!.paymentDetailsMasked).toBe(
      "j•••@example.com",
    );
    expect((await third.as.query(api.courses.enrollments.mine, { courseId }))!.paymentDetailsMasked).toBe("•••• 6819");
    const everything = await dumpAllTables(t);
    expect(everything).not.toContain("jane@example.com");
    expect(everything).not.toContain("NWBK");
  });

  test("form fields are optional but bounded", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    await expect(
      student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId, degreeProgram: "x".repeat(101) }),
    ).rejects.toThrow("Degree program must be at most 100 characters.");
    await expect(
      student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId, phoneNumber: "1".repeat(41) }),
    ).rejects.toThrow("Phone number must be at most 40 characters.");
    expect(await countRows(t, "enrollments")).toBe(0);
    await student.as.mutation(api.courses.enrollments.enroll, {
      ...form,
      courseId,
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
    });
    expect(await countRows(t, "enrollments")).toBe(1);
  });

  test("a visitor cannot enrol, and a bad course id is 'Course not found'", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    await expect(t.mutation(api.courses.enrollments.enroll, { ...form, courseId })).rejects.toThrow(/sign in/);
    await expect(student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId: "bogus" })).rejects.toThrow(
      "Course not found",
    );
    expect(await countRows(t, "enrollments")).toBe(0);
  });

  test("mine is null before enrolling; myCourses lists the enrolled courses, newest first", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t);
    const java = await createCourse(teacher.as, { name: "Java" });
    expect(await student.as.query(api.courses.enrollments.mine, { courseId })).toBeNull();
    expect(await student.as.query(api.courses.enrollments.myCourses, {})).toEqual([]);
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId: java });
    const mine = await student.as.query(api.courses.enrollments.myCourses, {});
    expect(mine.map((c) => c.name)).toEqual(["Java", "Python Course"]);
    expect(await teacher.as.query(api.courses.enrollments.myCourses, {})).toEqual([]);
  });

  test("enrolling takes the course out of the cart", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t);
    await student.as.mutation(api.courses.cart.add, { courseId });
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    expect(await student.as.query(api.courses.cart.list, {})).toEqual([]);
  });
});

describe("progress", () => {
  async function lessonIds(as: Awaited<ReturnType<typeof seedUser>>["as"], courseId: Id<"courses">) {
    return (await as.query(api.courses.lessons.list, { courseId })).map((l) => l._id);
  }

  test("percent and next lesson follow completions in lesson order", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t, "Python Course");
    const ids = await lessonIds(student.as, courseId);
    // Only lessons published with content can be completed (ADR 0076).
    for (const lessonId of ids) await publishText(teacher.as, lessonId);
    expect(await student.as.query(api.courses.enrollments.progress, { courseId })).toMatchObject({
      enrolled: false,
      totalLessons: 10,
      percent: 0,
    });
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });

    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: ids[0],
      complete: true,
    });
    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: ids[2],
      complete: true,
    });
    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: ids[2],
      complete: true,
    });
    expect(await student.as.query(api.courses.enrollments.progress, { courseId })).toEqual({
      enrolled: true,
      completedLessonIds: [ids[0], ids[2]],
      completedCount: 2,
      totalLessons: 10,
      percent: 20,
      nextLessonId: ids[1],
    });
    for (const lessonId of ids) {
      await student.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete: true });
    }
    expect(await student.as.query(api.courses.enrollments.progress, { courseId })).toMatchObject({
      percent: 100,
      nextLessonId: null,
    });
    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: ids[4],
      complete: false,
    });
    expect(await student.as.query(api.courses.enrollments.progress, { courseId })).toMatchObject({
      percent: 90,
      nextLessonId: ids[4],
    });
    const completions = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).filter((e) => e.type === "lesson_completed"),
    );
    expect(completions).toHaveLength(10); // repeating a completion records nothing
    const unticked = await t.run(async (ctx) =>
      (await ctx.db.query("events").collect()).filter((e) => e.type === "lesson_uncompleted"),
    );
    const [fifth] = await student.as.query(api.courses.lessons.list, { courseId }).then((lessons) => lessons.slice(4));
    expect(unticked).toMatchObject([{ actorId: student.userId, lessonTitle: fifth.title }]);
  });

  test("percent rounds, and a removed lesson no longer counts", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t, "Rust");
    const ids = [];
    for (const title of ["One", "Two", "Three"]) ids.push(await addReadableLesson(teacher.as, courseId, title));
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    await student.as.mutation(api.courses.enrollments.setLessonComplete, {
      courseId,
      lessonId: ids[0],
      complete: true,
    });
    expect(await student.as.query(api.courses.enrollments.progress, { courseId })).toMatchObject({ percent: 33 });
    await teacher.as.mutation(api.courses.lessons.remove, { lessonId: ids[0] });
    expect(await student.as.query(api.courses.enrollments.progress, { courseId })).toMatchObject({
      completedLessonIds: [],
      totalLessons: 2,
      percent: 0,
      nextLessonId: ids[1],
    });
  });

  test("a course without lessons is 0 percent with no next lesson", async () => {
    const t = newTest();
    const { courseId, student } = await setup(t, "Rust");
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    expect(await student.as.query(api.courses.enrollments.progress, { courseId })).toMatchObject({
      enrolled: true,
      totalLessons: 0,
      percent: 0,
      nextLessonId: null,
    });
  });

  test("only an enrolled caller, and only a lesson of that course", async () => {
    const t = newTest();
    const { teacher, courseId, student } = await setup(t, "Python Course");
    const javaId = await createCourse(teacher.as, { name: "Java" });
    const [pythonLesson] = await lessonIds(student.as, courseId);
    const [javaLesson] = await lessonIds(student.as, javaId);
    await expect(
      student.as.mutation(api.courses.enrollments.setLessonComplete, {
        courseId,
        lessonId: pythonLesson,
        complete: true,
      }),
    ).rejects.toThrow("Enrol in this course first.");
    await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    await expect(
      student.as.mutation(api.courses.enrollments.setLessonComplete, {
        courseId,
        lessonId: javaLesson,
        complete: true,
      }),
    ).rejects.toThrow("Lesson not found");
    expect((await student.as.query(api.courses.enrollments.progress, { courseId })).completedLessonIds).toEqual([]);
  });
});

import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { courseIn, createCourse } from "./courseTests.setup";
import { COURSE_PICKER_MAX } from "../shared/limits";
import { newTest, seedUser } from "../test.setup";

describe("courses.teaching: the staff course picker", () => {
  test("a teacher gets only their own courses, sorted by name, with the instructor's name", async () => {
    const t = newTest();
    const tess = await seedUser(t, "teacher");
    const other = await seedUser(t, "teacher");
    const zeta = await createCourse(tess.as, { name: "Zeta Systems" });
    const alpha = await createCourse(tess.as, { name: "Alpha Basics", instructorName: "Dr. Alpha" });
    await createCourse(other.as, { name: "Beta Not Mine" });
    expect(await tess.as.query(api.courses.courses.teaching, {})).toEqual([
      { _id: alpha, name: "Alpha Basics", instructorName: "Dr. Alpha" },
      { _id: zeta, name: "Zeta Systems", instructorName: "Tess Teacher" },
    ]);
  });

  test("a teacher with no course gets an empty list", async () => {
    const t = newTest();
    const owner = await seedUser(t, "teacher");
    const newcomer = await seedUser(t, "teacher");
    await createCourse(owner.as);
    expect(await newcomer.as.query(api.courses.courses.teaching, {})).toEqual([]);
  });

  test("an Admin gets every course, sorted by name", async () => {
    const t = newTest();
    const a = await seedUser(t, "teacher");
    const b = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");
    await createCourse(a.as, { name: "Mobile Apps" });
    await createCourse(b.as, { name: "Data Science" });
    const names = (await admin.as.query(api.courses.courses.teaching, {})).map((c) => c.name);
    expect(names).toEqual(["Data Science", "Mobile Apps"]);
  });

  test("an Admin's list is bounded", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");
    await t.run(async (ctx) => {
      for (let i = 0; i < COURSE_PICKER_MAX + 5; i += 1) {
        await courseIn(ctx, teacher.userId, { name: `Course ${String(i).padStart(3, "0")}` });
      }
    });
    const list = await admin.as.query(api.courses.courses.teaching, {});
    expect(list).toHaveLength(COURSE_PICKER_MAX);
    expect(list[0].name).toBe("Course 000");
  });

  test("students and visitors are refused", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    await expect(student.as.query(api.courses.courses.teaching, {})).rejects.toThrow(/Only teachers and admins/);
    await expect(t.query(api.courses.courses.teaching, {})).rejects.toThrow(/sign in/);
  });
});

describe("courses.myTeaching: the My teaching page", () => {
  const form = {
    phoneNumber: "+1 555 0100",
    degreeProgram: "BSc",
    yearOrSemester: "Year 1",
    paymentMethod: "paypal" as const,
  };
  const firstPage = { paginationOpts: { numItems: 10, cursor: null } };

  test("a teacher gets their own courses, newest first, with how many are enrolled", async () => {
    const t = newTest();
    const tess = await seedUser(t, "teacher");
    const other = await seedUser(t, "teacher");
    const older = await createCourse(tess.as, { name: "Older" });
    const newer = await createCourse(tess.as, { name: "Newer" });
    await createCourse(other.as, { name: "Not Mine" });
    for (const name of ["Ann", "Ben"]) {
      const student = await seedUser(t, "student", { displayName: name });
      await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId: older });
    }
    // Enrolling twice does not count twice.
    const again = await seedUser(t, "student");
    await again.as.mutation(api.courses.enrollments.enroll, { ...form, courseId: newer });
    await again.as.mutation(api.courses.enrollments.enroll, { ...form, courseId: newer });

    const { page, isDone } = await tess.as.query(api.courses.courses.myTeaching, firstPage);
    expect(isDone).toBe(true);
    expect(page.map((row) => [row._id, row.name, row.enrolledCount, row.isOwn])).toEqual([
      [newer, "Newer", 1, true],
      [older, "Older", 2, true],
    ]);
  });

  test("the teacher's next change folds a course's enrolment shards into one row, the count unchanged", async () => {
    const t = newTest();
    const tess = await seedUser(t, "teacher");
    const courseId = await createCourse(tess.as, { name: "Busy" });
    for (let i = 0; i < 12; i += 1) {
      const student = await seedUser(t, "student");
      await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    }
    const countRows = () =>
      t.run((ctx) =>
        ctx.db
          .query("courseEnrolmentCounts")
          .withIndex("by_course_shard", (q) => q.eq("courseId", courseId))
          .collect(),
      );
    // Twelve students spread over the shards: no single row counts them all (ADR 0051).
    expect((await countRows()).length).toBeGreaterThan(1);
    expect((await countRows()).every((row) => row.count < 12)).toBe(true);

    await tess.as.mutation(api.courses.lessons.add, { courseId, title: "Welcome" });
    expect(await countRows()).toMatchObject([{ shard: -1, count: 12 }]);
    const { page } = await tess.as.query(api.courses.courses.myTeaching, firstPage);
    expect(page[0]?.enrolledCount).toBe(12);
  });

  test("an Admin pages through every course; only their own are marked own", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");
    for (let i = 0; i < 5; i += 1) await createCourse(teacher.as, { name: `Course ${i}` });
    const adminsOwn = await createCourse(admin.as, { name: "Admin's" });

    const first = await admin.as.query(api.courses.courses.myTeaching, {
      paginationOpts: { numItems: 4, cursor: null },
    });
    expect(first.page).toHaveLength(4);
    expect(first.isDone).toBe(false);
    expect(first.page[0]).toMatchObject({ _id: adminsOwn, isOwn: true });
    expect(first.page.slice(1).every((row) => !row.isOwn)).toBe(true);
    const second = await admin.as.query(api.courses.courses.myTeaching, {
      paginationOpts: { numItems: 4, cursor: first.continueCursor },
    });
    expect([...first.page, ...second.page].map((row) => row.name)).toEqual([
      "Admin's",
      "Course 4",
      "Course 3",
      "Course 2",
      "Course 1",
      "Course 0",
    ]);
  });

  test("the count is kept in shards, each written by the students that fall in it", async () => {
    const t = newTest();
    const tess = await seedUser(t, "teacher");
    const courseId = await createCourse(tess.as, { name: "Busy" });
    for (let i = 0; i < 12; i += 1) {
      const student = await seedUser(t, "student");
      await student.as.mutation(api.courses.enrollments.enroll, { ...form, courseId });
    }
    expect((await tess.as.query(api.courses.courses.myTeaching, firstPage)).page[0].enrolledCount).toBe(12);
    const shards = await t.run(async (ctx) => await ctx.db.query("courseEnrolmentCounts").collect());
    // No one document is written by every enrolment.
    expect(shards.length).toBeGreaterThan(1);
    expect(Math.max(...shards.map((row) => row.count))).toBeLessThan(12);
  });

  test("students and visitors are refused", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    await expect(student.as.query(api.courses.courses.myTeaching, firstPage)).rejects.toThrow(
      /Only teachers and admins/,
    );
    await expect(t.query(api.courses.courses.myTeaching, firstPage)).rejects.toThrow(/sign in/);
  });
});

describe("courses.list and courses.get: what the caller is to a course", () => {
  test("own for the teacher, enrolled for an enrolled student, nothing otherwise", async () => {
    const t = newTest();
    const tess = await seedUser(t, "teacher");
    const courseId = await createCourse(tess.as, { name: "Status" });
    const enrolled = await seedUser(t, "student");
    const browsing = await seedUser(t, "student");
    const admin = await seedUser(t, "Admin");
    await enrolled.as.mutation(api.courses.enrollments.enroll, {
      courseId,
      phoneNumber: "1",
      degreeProgram: "d",
      yearOrSemester: "y",
      paymentMethod: "bankTransfer",
    });
    const statusOf = async (as: typeof tess.as) =>
      (await as.query(api.courses.courses.list, { paginationOpts: { numItems: 5, cursor: null } })).page[0].status;
    expect(await statusOf(tess.as)).toBe("own");
    expect(await statusOf(enrolled.as)).toBe("enrolled");
    expect(await statusOf(browsing.as)).toBeNull();
    expect(await statusOf(admin.as)).toBeNull();

    expect(await tess.as.query(api.courses.courses.get, { courseId })).toMatchObject({ isOwn: true, canManage: true });
    expect(await admin.as.query(api.courses.courses.get, { courseId })).toMatchObject({
      isOwn: false,
      canManage: true,
    });
    expect(await enrolled.as.query(api.courses.courses.get, { courseId })).toMatchObject({
      isOwn: false,
      canManage: false,
    });
  });
});

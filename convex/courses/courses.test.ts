import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { countRows, createCourse, MP4, PNG, upload, validCourse } from "./courseTests.setup";
import { newTest, seedUser } from "../test.setup";

describe("courses.create: who may add a course", () => {
  test("a teacher creates a course and becomes its instructor; it is recorded as an event", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as, { name: "  Rust for Everyone  " });
    const course = await t.run((ctx) => ctx.db.get("courses", courseId));
    expect(course).toMatchObject({
      name: "Rust for Everyone",
      description: validCourse.description,
      durationHours: 12.5,
      instructorName: "Tess Teacher",
      instructorId: teacher.userId,
      category: "Systems Programming",
      imageUrl: "",
      searchText: "rust for everyone systems programming",
    });
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    expect(events).toMatchObject([
      {
        _id: course?.key,
        type: "course_created",
        actorId: teacher.userId,
        name: "Rust for Everyone",
        lessonTitles: [],
      },
    ]);
  });

  test("an Admin may add a course", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    await createCourse(admin.as);
    expect(await countRows(t, "courses")).toBe(1);
  });

  test("a student is refused by the server and nothing is written", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    await expect(createCourse(student.as)).rejects.toThrow(/Only teachers and admins/);
    expect(await countRows(t, "courses")).toBe(0);
    expect(await countRows(t, "events")).toBe(0);
  });

  test("a visitor is refused", async () => {
    const t = newTest();
    await expect(t.mutation(api.courses.courses.create, validCourse)).rejects.toThrow(/sign in/);
    expect(await countRows(t, "courses")).toBe(0);
  });
});

describe("courses.create: validation", () => {
  test.each([
    [{ name: "   " }, "Course name is required."],
    [{ description: "" }, "Course description is required."],
    [{ instructorName: " " }, "Course instructor is required."],
    [{ category: "" }, "Course category is required."],
    [{ name: "x".repeat(121) }, "Course name must be at most 120 characters."],
    [{ description: "x".repeat(5001) }, "Course description must be at most 5000 characters."],
    [{ instructorName: "x".repeat(81) }, "Course instructor must be at most 80 characters."],
    [{ category: "x".repeat(61) }, "Course category must be at most 60 characters."],
    [{ durationHours: 0 }, "Course duration must be greater than 0 hours."],
    [{ durationHours: -3 }, "Course duration must be greater than 0 hours."],
    [{ durationHours: Number.NaN }, "Course duration must be a number of hours."],
    [{ durationHours: 1001 }, "Course duration must be at most 1000 hours."],
  ])("%o is refused with a clear message and nothing is written", async (bad, message) => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const error = await createCourse(teacher.as, bad).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: "INVALID", message } });
    expect(await countRows(t, "courses")).toBe(0);
    expect(await countRows(t, "events")).toBe(0);
  });

  test("the role is checked before the arguments: a student learns nothing about the rules", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    await expect(createCourse(student.as, { name: " " })).rejects.toThrow(/Only teachers and admins/);
  });

  test("a duration given as text is refused by the argument validator", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    await expect(
      teacher.as.mutation(api.courses.courses.create, { ...validCourse, durationHours: "ten" as unknown as number }),
    ).rejects.toThrow(/Validator error/);
    expect(await countRows(t, "courses")).toBe(0);
  });

  test("the caller's own course image becomes the course's imageUrl", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const imageFileId = await upload(t, teacher.as, PNG, "image/png", "cover.png", "courseImage");
    const courseId = await createCourse(teacher.as, { imageFileId });
    const course = await t.run((ctx) => ctx.db.get("courses", courseId));
    expect(course!.imageFileId).toBe(imageFileId);
    expect(course!.imageUrl).toMatch(/\/api\/storage\/.+/);
  });

  test("someone else's image is refused and nothing is written", async () => {
    const t = newTest();
    const owner = await seedUser(t, "teacher");
    const other = await seedUser(t, "teacher");
    const imageFileId = await upload(t, owner.as, PNG, "image/png", "cover.png", "courseImage");
    await expect(createCourse(other.as, { imageFileId })).rejects.toThrow(/upload was not found/);
    expect(await countRows(t, "courses")).toBe(0);
  });

  test("a file uploaded for another purpose (an avatar, a video) is refused as the image", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const avatar = await upload(t, teacher.as, PNG, "image/png", "me.png", "avatar");
    const video = await upload(t, teacher.as, MP4, "video/mp4", "v.mp4", "courseVideo");
    for (const imageFileId of [avatar, video]) {
      await expect(createCourse(teacher.as, { imageFileId })).rejects.toThrow(/uploaded for something else/);
    }
    expect(await countRows(t, "courses")).toBe(0);
  });
});

describe("courses.list: the catalogue", () => {
  test("25 courses in pages of 10: every course seen once, newest first, only card fields", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const ids = [];
    for (let i = 0; i < 25; i++) ids.push(await createCourse(teacher.as, { name: `Course ${i}` }));

    const student = await seedUser(t, "student");
    const seen = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const result: { page: { _id: string }[]; isDone: boolean; continueCursor: string } = await student.as.query(
        api.courses.courses.list,
        { paginationOpts: { numItems: 10, cursor } },
      );
      pages += 1;
      seen.push(...result.page);
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    expect(pages).toBe(3);
    expect(seen.map((c) => c._id)).toEqual([...ids].reverse());
    expect(Object.keys(seen[0]).sort()).toEqual(
      ["_id", "category", "description", "durationHours", "imageUrl", "instructorName", "name", "status"].sort(),
    );
  });

  test("search matches the name or the category, case-insensitively", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const python = await createCourse(teacher.as, { name: "Python Course", category: "Programming" });
    const react = await createCourse(teacher.as, { name: "React Js", category: "Web Development" });
    const js = await createCourse(teacher.as, { name: "JavaScript", category: "Web Development" });
    const search = async (text: string) =>
      (
        await teacher.as.query(api.courses.courses.list, {
          search: text,
          paginationOpts: { numItems: 10, cursor: null },
        })
      ).page
        .map((c) => c._id)
        .sort();

    expect(await search("python")).toEqual([python]);
    expect(await search("REACT")).toEqual([react]);
    expect(await search("web development")).toEqual([js, react].sort());
    expect(await search("Programming")).toEqual([python]);
    expect(await search("cobol")).toEqual([]);
    expect(await search("   ")).toHaveLength(3);
  });

  test("visitors cannot read the catalogue", async () => {
    const t = newTest();
    await expect(t.query(api.courses.courses.list, { paginationOpts: { numItems: 10, cursor: null } })).rejects.toThrow(
      /sign in/,
    );
  });
});

describe("courses.get", () => {
  test("returns the course with its instructor's bio and whether the caller manages it", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher", { experience: 4 });
    await t.run((ctx) => ctx.db.patch("users", teacher.userId, { bio: "Loves Rust." }));
    const courseId = await createCourse(teacher.as);
    const student = await seedUser(t, "student");
    const other = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");

    const view = await student.as.query(api.courses.courses.get, { courseId });
    expect(view).toEqual({
      _id: courseId,
      ...validCourse,
      imageUrl: "",
      instructorId: teacher.userId,
      instructorBio: "Loves Rust.",
      instructorExperience: 4,
      level: "Intermediate",
      canManage: false,
      isOwn: false,
      archived: false,
      imageFileId: null,
    });
    expect((await teacher.as.query(api.courses.courses.get, { courseId })).canManage).toBe(true);
    expect((await other.as.query(api.courses.courses.get, { courseId })).canManage).toBe(false);
    expect((await admin.as.query(api.courses.courses.get, { courseId })).canManage).toBe(true);
  });

  test.each(["not-an-id", "", "undefined"])("a bad route id %j gives 'Course not found'", async (courseId) => {
    const t = newTest();
    const student = await seedUser(t, "student");
    const error = await student.as.query(api.courses.courses.get, { courseId }).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: "NOT_FOUND", message: "Course not found" } });
  });

  test("an id of another table gives 'Course not found'", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    await createCourse(teacher.as);
    await expect(teacher.as.query(api.courses.courses.get, { courseId: teacher.userId })).rejects.toThrow(
      /Course not found/,
    );
  });
});

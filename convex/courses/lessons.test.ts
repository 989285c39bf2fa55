import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { createCourse } from "./courseTests.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";

async function positions(t: TestConvex, courseId: Id<"courses">) {
  return await t.run(async (ctx) =>
    (
      await ctx.db
        .query("lessons")
        .withIndex("by_course_position", (q) => q.eq("courseId", courseId))
        .collect()
    ).map((l) => l.position),
  );
}

describe("fixed lesson lists by course name (SPEC §9)", () => {
  test.each([
    ["Python Course", 10],
    ["Java", 10],
    ["JavaScript", 14],
    ["React Js", 20],
    ["Node js", 16],
    ["Node Js", 16],
    ["Android Development", 17],
    ["Rust for Everyone", 0],
  ])("a new course named %j starts with %i lessons, in order", async (name, count) => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as, { name });
    const student = await seedUser(t, "student");
    const lessons = await student.as.query(api.courses.lessons.list, { courseId });
    expect(lessons).toHaveLength(count);
    expect(lessons.map((l) => l.position)).toEqual([...Array(count).keys()]);
    if (name.startsWith("Node")) expect(lessons[0].title).toBe("Introduction to Node.js");
  });

  test("the list of a bad course id is 'Course not found'", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    await expect(student.as.query(api.courses.lessons.list, { courseId: "nope" })).rejects.toThrow(/Course not found/);
  });
});

describe("lesson editing", () => {
  test("the course's teacher adds, renames, reorders and removes; positions stay 0..n-1", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    const a = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: "A" });
    const b = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: "B" });
    const c = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: " C " });
    const d = await teacher.as.mutation(api.courses.lessons.add, { courseId, title: "D" });
    const titles = async () => (await teacher.as.query(api.courses.lessons.list, { courseId })).map((l) => l.title);
    expect(await titles()).toEqual(["A", "B", "C", "D"]);

    await teacher.as.mutation(api.courses.lessons.move, { lessonId: c, to: "up" });
    expect(await titles()).toEqual(["A", "C", "B", "D"]);
    await teacher.as.mutation(api.courses.lessons.move, { lessonId: a, to: "down" });
    expect(await titles()).toEqual(["C", "A", "B", "D"]);
    await teacher.as.mutation(api.courses.lessons.move, { lessonId: d, to: 0 });
    expect(await titles()).toEqual(["D", "C", "A", "B"]);
    await teacher.as.mutation(api.courses.lessons.move, { lessonId: d, to: 99 });
    expect(await titles()).toEqual(["C", "A", "B", "D"]);
    await teacher.as.mutation(api.courses.lessons.move, { lessonId: c, to: "up" });
    expect(await titles()).toEqual(["C", "A", "B", "D"]);
    expect(await positions(t, courseId)).toEqual([0, 1, 2, 3]);

    await teacher.as.mutation(api.courses.lessons.rename, { lessonId: b, title: "Bee" });
    await teacher.as.mutation(api.courses.lessons.remove, { lessonId: a });
    expect(await titles()).toEqual(["C", "Bee", "D"]);
    expect(await positions(t, courseId)).toEqual([0, 1, 2]);
    await teacher.as.mutation(api.courses.lessons.add, { courseId, title: "E" });
    expect(await titles()).toEqual(["C", "Bee", "D", "E"]);
    expect(await positions(t, courseId)).toEqual([0, 1, 2, 3]);
  });

  test("reordering a fixed list keeps every lesson once with consecutive positions", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as, { name: "Java" });
    const before = await teacher.as.query(api.courses.lessons.list, { courseId });
    await teacher.as.mutation(api.courses.lessons.move, { lessonId: before[9]._id, to: 2 });
    await teacher.as.mutation(api.courses.lessons.move, { lessonId: before[0]._id, to: "down" });
    const after = await teacher.as.query(api.courses.lessons.list, { courseId });
    expect(after.map((l) => l.position)).toEqual([...Array(10).keys()]);
    expect(after.map((l) => l._id).sort()).toEqual(before.map((l) => l._id).sort());
    expect(after[0]._id).toBe(before[1]._id);
    expect(after[1]._id).toBe(before[0]._id);
    expect(after[2]._id).toBe(before[9]._id);
  });

  test("another teacher and a student are refused; an Admin is allowed", async () => {
    const t = newTest();
    const owner = await seedUser(t, "teacher");
    const courseId = await createCourse(owner.as, { name: "Python Course" });
    const [first] = await owner.as.query(api.courses.lessons.list, { courseId });
    const other = await seedUser(t, "teacher");
    const student = await seedUser(t, "student");

    for (const intruder of [other, student]) {
      await expect(intruder.as.mutation(api.courses.lessons.add, { courseId, title: "X" })).rejects.toThrow(/Only/);
      await expect(
        intruder.as.mutation(api.courses.lessons.rename, { lessonId: first._id, title: "X" }),
      ).rejects.toThrow(/Only/);
      await expect(intruder.as.mutation(api.courses.lessons.move, { lessonId: first._id, to: "down" })).rejects.toThrow(
        /Only/,
      );
      await expect(intruder.as.mutation(api.courses.lessons.remove, { lessonId: first._id })).rejects.toThrow(/Only/);
    }
    await expect(other.as.mutation(api.courses.lessons.add, { courseId, title: "X" })).rejects.toThrow(
      "Only this course's teacher or an admin can change it.",
    );
    const unchanged = await owner.as.query(api.courses.lessons.list, { courseId });
    expect(unchanged).toHaveLength(10);
    expect(unchanged[0]).toEqual(first);

    const admin = await seedUser(t, "Admin");
    await admin.as.mutation(api.courses.lessons.rename, { lessonId: first._id, title: "Welcome" });
    await admin.as.mutation(api.courses.lessons.add, { courseId, title: "Bonus" });
    const edited = await owner.as.query(api.courses.lessons.list, { courseId });
    expect(edited[0].title).toBe("Welcome");
    expect(edited.at(-1)!.title).toBe("Bonus");
  });

  test("titles are required and bounded", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const courseId = await createCourse(teacher.as);
    await expect(teacher.as.mutation(api.courses.lessons.add, { courseId, title: "  " })).rejects.toThrow(
      "Lesson title is required.",
    );
    await expect(teacher.as.mutation(api.courses.lessons.add, { courseId, title: "x".repeat(121) })).rejects.toThrow(
      "at most 120",
    );
    expect(await teacher.as.query(api.courses.lessons.list, { courseId })).toEqual([]);
  });
});

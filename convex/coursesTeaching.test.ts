import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { createCourse } from "./courseTests.setup";
import { MAX_TEACHING_COURSES } from "./model/courses";
import { newTest, seedUser } from "./test.setup";

describe("courses.teaching: the staff course picker", () => {
  test("a teacher gets only their own courses, sorted by name, with the instructor's name", async () => {
    const t = newTest();
    const tess = await seedUser(t, "teacher");
    const other = await seedUser(t, "teacher");
    const zeta = await createCourse(tess.as, { name: "Zeta Systems" });
    const alpha = await createCourse(tess.as, { name: "Alpha Basics", instructorName: "Dr. Alpha" });
    await createCourse(other.as, { name: "Beta Not Mine" });
    expect(await tess.as.query(api.courses.teaching, {})).toEqual([
      { _id: alpha, name: "Alpha Basics", instructorName: "Dr. Alpha" },
      { _id: zeta, name: "Zeta Systems", instructorName: "Tess Teacher" },
    ]);
  });

  test("a teacher with no course gets an empty list", async () => {
    const t = newTest();
    const owner = await seedUser(t, "teacher");
    const newcomer = await seedUser(t, "teacher");
    await createCourse(owner.as);
    expect(await newcomer.as.query(api.courses.teaching, {})).toEqual([]);
  });

  test("an Admin gets every course, sorted by name", async () => {
    const t = newTest();
    const a = await seedUser(t, "teacher");
    const b = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");
    await createCourse(a.as, { name: "Mobile Apps" });
    await createCourse(b.as, { name: "Data Science" });
    const names = (await admin.as.query(api.courses.teaching, {})).map((c) => c.name);
    expect(names).toEqual(["Data Science", "Mobile Apps"]);
  });

  test("an Admin's list is bounded", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const admin = await seedUser(t, "Admin");
    await t.run(async (ctx) => {
      for (let i = 0; i < MAX_TEACHING_COURSES + 5; i += 1) {
        await ctx.db.insert("courses", {
          name: `Course ${String(i).padStart(3, "0")}`,
          description: "d",
          durationHours: 1,
          instructorName: "T",
          category: "c",
          instructorId: teacher.userId,
          imageUrl: "",
          searchText: "",
        });
      }
    });
    const list = await admin.as.query(api.courses.teaching, {});
    expect(list).toHaveLength(MAX_TEACHING_COURSES);
    expect(list[0].name).toBe("Course 000");
  });

  test("students and visitors are refused", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    await expect(student.as.query(api.courses.teaching, {})).rejects.toThrow(/Only teachers and admins/);
    await expect(t.query(api.courses.teaching, {})).rejects.toThrow(/sign in/);
  });
});

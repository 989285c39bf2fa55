import { expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { countRows } from "./courses/courseTests.setup";
import { newTest, seedUser } from "./test.setup";

test("seeds 3 teachers and the six SPEC courses with their lessons, once", async () => {
  const t = newTest();
  const first = await t.mutation(internal.seed.sampleData, {});
  expect(first).toMatchObject({ seeded: true, teachers: 3, courses: 6, lessons: 10 + 10 + 14 + 20 + 16 + 17 });

  const student = await seedUser(t, "student");
  const { page } = await student.as.query(api.courses.courses.list, { paginationOpts: { numItems: 20, cursor: null } });
  expect(page.map((c) => c.name).sort()).toEqual(
    ["Android Development", "Java", "JavaScript", "Node js", "Python Course", "React Js"].sort(),
  );
  const python = page.find((c) => c.name === "Python Course")!;
  expect(python.imageUrl).toBe("/courses/python.svg");
  expect(page.find((c) => c.name === "Node js")!.imageUrl).toBe("/courses/node.svg");
  expect(await student.as.query(api.courses.lessons.list, { courseId: python._id })).toHaveLength(10);
  const view = await student.as.query(api.courses.courses.get, { courseId: python._id });
  expect(view.instructorBio).not.toBe("");
  expect(view.instructorName).toBe("Ada Lovelace");

  const teachers = await t.query(api.accounts.users.instructors, {});
  expect(teachers.map((u) => u.email).sort()).toEqual([
    "ada@lyceum.example",
    "alan@lyceum.example",
    "grace@lyceum.example",
  ]);

  const counts = async () => ({
    users: await countRows(t, "users"),
    courses: await countRows(t, "courses"),
    lessons: await countRows(t, "lessons"),
    events: await countRows(t, "events"),
  });
  const before = await counts();
  expect(await t.mutation(internal.seed.sampleData, {})).toMatchObject({ seeded: false, courses: 0 });
  expect(await counts()).toEqual(before);
});

test("does nothing on a backend that already has a course", async () => {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  await teacher.as.mutation(api.courses.courses.create, {
    name: "Mine",
    description: "d",
    durationHours: 1,
    instructorName: "T",
    category: "c",
  });
  expect(await t.mutation(internal.seed.sampleData, {})).toMatchObject({ seeded: false });
  expect(await countRows(t, "courses")).toBe(1);
  expect(await countRows(t, "users")).toBe(1);
});

test("reuses an existing account with a sample teacher's e-mail", async () => {
  const t = newTest();
  const ada = await seedUser(t, "teacher", { email: "ada@lyceum.example", displayName: "Ada L." });
  expect(await t.mutation(internal.seed.sampleData, {})).toMatchObject({ seeded: true, teachers: 2 });
  const courses = await t.run((ctx) =>
    ctx.db
      .query("courses")
      .withIndex("by_instructor", (q) => q.eq("instructorId", ada.userId))
      .collect(),
  );
  expect(courses.map((c) => c.instructorName)).toEqual(["Ada L.", "Ada L."]);
});

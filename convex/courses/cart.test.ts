import { expect, test } from "vitest";
import { api } from "../_generated/api";
import { countRows, createCourse } from "./courseTests.setup";
import { newTest, seedUser } from "../test.setup";

test("adding twice keeps one item; remove is idempotent; lists are per user", async () => {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const python = await createCourse(teacher.as, { name: "Python Course" });
  const java = await createCourse(teacher.as, { name: "Java" });
  const student = await seedUser(t, "student");
  const other = await seedUser(t, "student");

  const first = await student.as.mutation(api.courses.cart.add, { courseId: python });
  expect(await student.as.mutation(api.courses.cart.add, { courseId: python })).toBe(first);
  await student.as.mutation(api.courses.cart.add, { courseId: java });
  expect(await countRows(t, "cartItems")).toBe(2);
  expect((await student.as.query(api.courses.cart.list, {})).map((c) => c.name)).toEqual(["Java", "Python Course"]);
  expect(await student.as.query(api.courses.cart.has, { courseId: python })).toBe(true);
  expect(await other.as.query(api.courses.cart.list, {})).toEqual([]);
  expect(await other.as.query(api.courses.cart.has, { courseId: python })).toBe(false);

  await other.as.mutation(api.courses.cart.remove, { courseId: python });
  expect(await countRows(t, "cartItems")).toBe(2);
  await student.as.mutation(api.courses.cart.remove, { courseId: python });
  await student.as.mutation(api.courses.cart.remove, { courseId: python });
  await student.as.mutation(api.courses.cart.remove, { courseId: "garbage" });
  expect((await student.as.query(api.courses.cart.list, {})).map((c) => c.name)).toEqual(["Java"]);
  expect(await student.as.query(api.courses.cart.has, { courseId: python })).toBe(false);
});

test("visitors have no cart; a bad course id is 'Course not found'", async () => {
  const t = newTest();
  const student = await seedUser(t, "student");
  await expect(t.query(api.courses.cart.list, {})).rejects.toThrow(/sign in/);
  await expect(student.as.mutation(api.courses.cart.add, { courseId: "nope" })).rejects.toThrow("Course not found");
  expect(await countRows(t, "cartItems")).toBe(0);
});

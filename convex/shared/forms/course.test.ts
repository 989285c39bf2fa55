import { expect, test } from "vitest";
import { courseFormSchema, courseSchema } from "./course";
import { fieldErrors } from "./forms.test-helpers";

const FORM = {
  name: "  Rust for Humans ",
  description: "Ownership\nand borrowing.",
  durationHours: "12.5",
  instructorName: "Grace Hopper",
  category: "Programming",
  image: null,
};

test("the form sends trimmed text and the duration as a number", () => {
  expect(courseFormSchema.parse(FORM)).toEqual({ ...FORM, name: "Rust for Humans", durationHours: 12.5 });
});

test("every text field and the duration are required", () => {
  expect(
    fieldErrors(courseFormSchema, {
      name: " ",
      description: "",
      durationHours: " ",
      instructorName: "",
      category: "\n",
      image: null,
    }),
  ).toEqual({
    name: "Course name is required.",
    description: "Course description is required.",
    durationHours: "Course duration is required.",
    instructorName: "Course instructor is required.",
    category: "Course category is required.",
  });
});

test.each([
  ["0", "Course duration must be greater than 0 hours."],
  ["-3", "Course duration must be greater than 0 hours."],
  ["1001", "Course duration must be at most 1000 hours."],
  ["ten", "Course duration must be a number of hours."],
  ["1000", undefined],
])("duration %j -> %s", (durationHours, message) => {
  expect(fieldErrors(courseFormSchema, { ...FORM, durationHours }).durationHours).toBe(message);
});

test.each([
  [{ name: "x".repeat(121) }, "name", "Course name must be at most 120 characters."],
  [{ description: "x".repeat(5001) }, "description", "Course description must be at most 5000 characters."],
  [{ instructorName: "x".repeat(81) }, "instructorName", "Course instructor must be at most 80 characters."],
  [{ category: "x".repeat(61) }, "category", "Course category must be at most 60 characters."],
  [
    { image: { type: "application/pdf", size: 8 } },
    "image",
    "The course image must be a PNG, JPEG, GIF or WebP image.",
  ],
  [{ image: { type: "image/gif", size: 5 * 1024 * 1024 + 1 } }, "image", "The course image must be at most 5 MB."],
])("%o -> %s: %s", (change, field, message) => {
  expect(fieldErrors(courseFormSchema, { ...FORM, ...change })[field]).toBe(message);
});

test("the server's schema takes the duration as a number and refuses NaN and Infinity", () => {
  const course = { ...FORM, durationHours: 2 };
  expect(fieldErrors(courseSchema, { ...course, durationHours: Number.NaN })).toEqual({
    durationHours: "Course duration must be a number of hours.",
  });
  expect(fieldErrors(courseSchema, { ...course, durationHours: Number.POSITIVE_INFINITY }).durationHours).toBeDefined();
});

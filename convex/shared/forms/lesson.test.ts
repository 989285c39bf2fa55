import { expect, test } from "vitest";
import { fieldErrors } from "./forms.test-helpers";
import { lessonTitleSchema } from "./lesson";

test("a lesson title is trimmed, required and at most 120 characters", () => {
  expect(lessonTitleSchema.parse({ title: "  Functions " })).toEqual({ title: "Functions" });
  expect(fieldErrors(lessonTitleSchema, { title: "  " })).toEqual({ title: "Lesson title is required." });
  expect(fieldErrors(lessonTitleSchema, { title: "x".repeat(121) })).toEqual({
    title: "Lesson title must be at most 120 characters.",
  });
  expect(fieldErrors(lessonTitleSchema, { title: "x".repeat(120) })).toEqual({});
});

import { expect, test } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./forms.test-helpers";
import { profileFormSchema, updateProfileArgs } from "./profile";

const EXPERIENCE = "Years of experience must be a whole number from 0 to 80.";

test.each([
  ["", null],
  [" 12 ", 12],
  ["0", 0],
  ["80", 80],
])("the form turns experience %j into %j", (experience, years) => {
  expect(profileFormSchema.parse({ displayName: " Tess ", experience, bio: " hi " })).toEqual({
    displayName: "Tess",
    experience: years,
    bio: "hi",
  });
});

test.each(["-1", "81", "2.5", "abc"])("experience %j is refused", (experience) => {
  expect(fieldErrors(profileFormSchema, { displayName: "Tess", experience, bio: "" })).toEqual({
    experience: EXPERIENCE,
  });
});

test("name required, bio bounded", () => {
  expect(fieldErrors(profileFormSchema, { displayName: "  ", experience: "", bio: "x".repeat(501) })).toEqual({
    displayName: "Display name is required.",
    bio: "Bio must be at most 500 characters.",
  });
});

test("the server's arguments: experience may be null (cleared) or left out", () => {
  const args = z.object(updateProfileArgs);
  expect(args.parse({ displayName: "Tess" })).toEqual({ displayName: "Tess" });
  expect(args.parse({ displayName: "Tess", experience: null })).toEqual({ displayName: "Tess", experience: null });
  expect(fieldErrors(args, { displayName: "Tess", experience: 2.5 })).toEqual({ experience: EXPERIENCE });
});

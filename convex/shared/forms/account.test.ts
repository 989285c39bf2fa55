import { describe, expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { englishOf } from "../../lib/appError";
import { asMessage } from "../messages";
import { loginSchema, newPasswordField, registerSchema, signUpProfileSchema } from "./account";
import { fieldErrors } from "./forms.test-helpers";

const VALID = {
  displayName: "  Ada Lovelace ",
  email: " Ada@Example.com ",
  role: "teacher",
  password: "analytical engine",
  confirmPassword: "analytical engine",
  image: null,
};

describe("register", () => {
  test("every field but the image is required, with the form's messages", () => {
    expect(
      fieldErrors(registerSchema, {
        displayName: "   ",
        email: "",
        role: "",
        password: "",
        confirmPassword: "",
        image: null,
      }),
    ).toEqual({
      displayName: "Display name is required.",
      email: "Email is required.",
      role: "Choose teacher or student.",
      password: "Password is required.",
      confirmPassword: "Confirm your password.",
    });
  });

  test("trims the name, trims and lower-cases the e-mail", () => {
    const parsed = registerSchema.parse(VALID);
    expect(parsed).toMatchObject({ displayName: "Ada Lovelace", email: "ada@example.com", role: "teacher" });
  });

  test.each([
    [{ displayName: "x".repeat(61) }, "displayName", "Display name must be at most 60 characters."],
    [{ displayName: ` ${"x".repeat(60)} ` }, "displayName", null],
    [{ email: "someone@nowhere" }, "email", "Enter a valid e-mail address."],
    [{ email: "a b@example.com" }, "email", "Enter a valid e-mail address."],
    [{ email: `${"a".repeat(250)}@example.com` }, "email", "Enter a valid e-mail address."],
    [{ role: "Admin" }, "role", "Choose teacher or student."],
    [{ role: "student" }, "role", null],
    [{ password: "1234567" }, "password", "Password must be at least 8 characters."],
    [{ password: "x".repeat(129) }, "password", "Password must be at most 128 characters."],
    [{ password: "12345678" }, "password", null],
    [{ image: { type: "application/pdf", size: 9 } }, "image", "The profile image must be an image file."],
    [{ image: { type: "image/png", size: 6 * 1024 * 1024 } }, "image", "The profile image must be at most 5 MB."],
    [{ image: { type: "image/png", size: 9 } }, "image", null],
  ])("%o -> %s: %s", (change, field, message) => {
    expect(fieldErrors(registerSchema, { ...VALID, ...change })[field] ?? null).toBe(message);
  });

  test("differing passwords are not a field error (the form toasts instead)", () => {
    expect(fieldErrors(registerSchema, { ...VALID, confirmPassword: "something else" })).toEqual({});
  });

  test("the server's sign-up profile and password use the same rules", () => {
    expect(fieldErrors(signUpProfileSchema, { displayName: "Ada", email: "ada@example.com", role: "Admin" })).toEqual({
      role: "Choose teacher or student.",
    });
    expect(englishOf(asMessage(newPasswordField.safeParse("1234567").error?.issues[0].message ?? ""))).toBe(
      "Password must be at least 8 characters.",
    );
  });
});

describe("login", () => {
  test("e-mail and password are required; the e-mail must look like one", () => {
    expect(fieldErrors(loginSchema, { email: " ", password: "" })).toEqual({
      email: "Email is required.",
      password: "Password is required.",
    });
    expect(fieldErrors(loginSchema, { email: "grace@", password: "x" })).toEqual({
      email: "Enter a valid e-mail address.",
    });
  });

  test("any non-empty password is sent as typed", () => {
    expect(loginSchema.parse({ email: "Grace@Example.com", password: " pw " })).toEqual({
      email: "grace@example.com",
      password: " pw ",
    });
  });
});

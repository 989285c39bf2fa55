/** Register and login (SPEC §2, §5): one schema each, for the forms and for Convex Auth's profile. */
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { emailField, optionalImageFile, requiredText } from "./fields";

export const displayNameField = requiredText("Display name", TEXT_LIMITS.displayName);

/** The role select starts on "" ("Choose..."), which is refused. */
export const signUpRoleField = z.string().pipe(z.enum(["student", "teacher"], { error: "Choose teacher or student." }));

/** OWASP ASVS: length only, no composition rules. */
export const newPasswordField = z
  .string()
  .min(1, "Password is required.")
  .min(TEXT_LIMITS.passwordMin, `Password must be at least ${TEXT_LIMITS.passwordMin} characters.`)
  .max(TEXT_LIMITS.passwordMax, `Password must be at most ${TEXT_LIMITS.passwordMax} characters.`);

/**
 * Shown on the password field when the server refuses a password that is among the most common
 * (the list itself stays on the server: convex/model/passwords.ts).
 */
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose another.";

/** What Convex Auth's sign-up stores (the password is checked by newPasswordField). */
export const signUpProfileSchema = z.object({
  displayName: displayNameField,
  email: emailField,
  role: signUpRoleField,
});

/**
 * The Register form. Differing passwords are not a field error: the form shows SPEC's toast
 * 'Passwords do not match' after these rules pass.
 */
export const registerSchema = z.object({
  ...signUpProfileSchema.shape,
  password: newPasswordField,
  confirmPassword: z.string().min(1, "Confirm your password."),
  image: optionalImageFile("The profile image", true),
});

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Password is required."),
});

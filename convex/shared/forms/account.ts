/** Register and login (SPEC §2, §5): one schema each, for the forms and for Convex Auth's profile. */
import { keyed } from "../messages";
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { emailField, optionalImageFile, requiredText } from "./fields";

export const displayNameField = requiredText("server.field.displayName", TEXT_LIMITS.displayName);

/** The role select starts on "" ("Choose..."), which is refused. */
export const signUpRoleField = z
  .string()
  .pipe(z.enum(["student", "teacher"], { error: keyed("server.forms.chooseRole") }));

/** OWASP ASVS: length only, no composition rules. */
export const newPasswordField = z
  .string()
  .min(1, keyed("server.forms.passwordRequired"))
  .min(TEXT_LIMITS.passwordMin, keyed("server.forms.passwordTooShort", { min: TEXT_LIMITS.passwordMin }))
  .max(TEXT_LIMITS.passwordMax, keyed("server.forms.passwordTooLong", { max: TEXT_LIMITS.passwordMax }));

/**
 * Shown on the password field when the server refuses a password that is among the most common
 * (the list itself stays on the server: convex/model/passwords.ts).
 */
export const COMMON_PASSWORD_MESSAGE = keyed("server.forms.commonPasswordMessage");

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
  confirmPassword: z.string().min(1, keyed("server.forms.confirmPassword")),
  image: optionalImageFile("server.field.profileImage", true),
});

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, keyed("server.forms.passwordRequired")),
});

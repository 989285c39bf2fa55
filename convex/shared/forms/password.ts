/**
 * Forms of e-mail verification, forgotten password and password change: one schema each, for
 * the forms and (the parts the server receives) for the server's arguments.
 */
import { keyed } from "../messages";
import { z } from "zod";
import { ACCOUNT_CODE } from "../accountCodeRules";
import { newPasswordField } from "./account";
import { emailField } from "./fields";

const CODE_PATTERN = new RegExp(`^\\d{${ACCOUNT_CODE.digits}}$`);
const CODE_MESSAGE = keyed("server.forms.codeDigits", { digits: ACCOUNT_CODE.digits });

/** Spaces are forgiven (codes are often copied with them); then exactly the digits. */
export const accountCodeField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().min(1, keyed("server.forms.codeRequired")).regex(CODE_PATTERN, CODE_MESSAGE));

export const verifyEmailArgs = { code: accountCodeField };
export const verifyEmailSchema = z.object(verifyEmailArgs);

export const resetRequestSchema = z.object({ email: emailField });

const MISMATCH = { message: keyed("server.forms.passwordsDiffer"), path: ["confirmPassword"] };

/** The second step of "Forgot password": the mailed code and the new password, twice. */
export const resetPasswordSchema = z
  .object({
    code: accountCodeField,
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, keyed("server.forms.confirmNewPassword")),
  })
  .refine((form) => form.newPassword === form.confirmPassword, MISMATCH);

/** Settings' "Change password". */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, keyed("server.forms.currentPasswordRequired")),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, keyed("server.forms.confirmNewPassword")),
  })
  .refine((form) => form.newPassword === form.confirmPassword, MISMATCH);

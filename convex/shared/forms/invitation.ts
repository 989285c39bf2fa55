/** The invitation page's form (docs/onboarding.md): a new password, typed twice, by the sign-up rules. */
import { z } from "zod";
import { newPasswordField } from "./account";

export const claimInvitationSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, "Confirm your new password."),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords do not match.",
    path: ["confirmPassword"],
  });

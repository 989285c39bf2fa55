/** The invitation page's form (docs/onboarding.md): a new password, typed twice, by the sign-up rules. */
import { keyed } from "../messages";
import { z } from "zod";
import { newPasswordField } from "./account";

export const claimInvitationSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, keyed("server.forms.confirmNewPassword")),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: keyed("server.forms.passwordsDiffer"),
    path: ["confirmPassword"],
  });

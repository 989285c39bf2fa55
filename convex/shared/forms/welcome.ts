/** The welcome screen after a first Google sign-in: a display name and student or teacher (users.completeSignUp). */
import { z } from "zod";
import { displayNameField, signUpRoleField } from "./account";

export const welcomeSchema = z.object({
  displayName: displayNameField,
  role: signUpRoleField,
});

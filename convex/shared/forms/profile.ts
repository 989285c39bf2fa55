/** The Settings page's details (display name; for teachers and Admins also experience and bio). */
import { keyed } from "../messages";
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { displayNameField } from "./account";
import { optionalText } from "./fields";

const EXPERIENCE_MESSAGE = keyed("server.forms.experienceRange", { max: TEXT_LIMITS.experienceMax });

export const experienceField = z
  .number({ error: EXPERIENCE_MESSAGE })
  .int(EXPERIENCE_MESSAGE)
  .min(0, EXPERIENCE_MESSAGE)
  .max(TEXT_LIMITS.experienceMax, EXPERIENCE_MESSAGE);

export const bioField = optionalText("server.field.bio", TEXT_LIMITS.bio);

/** users.updateProfile: `experience: null` clears it; omitted fields stay as they are. */
export const updateProfileArgs = {
  displayName: displayNameField,
  experience: experienceField.nullable().optional(),
  bio: bioField.optional(),
};

/** The form: the number input gives text; an empty one means "no experience given" (null). */
export const profileFormSchema = z.object({
  displayName: displayNameField,
  experience: z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : Number(text)))
    .pipe(experienceField.nullable()),
  bio: bioField,
});

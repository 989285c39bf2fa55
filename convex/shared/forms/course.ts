/** Add New Course (SPEC §2, §5): the course fields, for courses.create and the form. */
import { keyed } from "../messages";
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { optionalImageFile, requiredText } from "./fields";

const MAX_HOURS = TEXT_LIMITS.durationHoursMax;

export const durationHoursField = z
  .number({ error: keyed("server.forms.durationNumber") })
  .gt(0, keyed("server.forms.durationPositive"))
  .max(MAX_HOURS, keyed("server.forms.durationTooLong", { max: MAX_HOURS }));

/** In the order of the form, so the first problem reported is the first one on screen. */
export const courseFields = {
  name: requiredText("server.field.courseName", TEXT_LIMITS.courseName),
  description: requiredText("server.field.courseDescription", TEXT_LIMITS.courseDescription),
  durationHours: durationHoursField,
  instructorName: requiredText("server.field.courseInstructor", TEXT_LIMITS.courseInstructor),
  category: requiredText("server.field.courseCategory", TEXT_LIMITS.courseCategory),
};

export const courseSchema = z.object(courseFields);
export type CourseInput = z.output<typeof courseSchema>;

/** The form: the duration input gives text; the image is checked as soon as it is picked. */
export const courseFormSchema = z.object({
  ...courseFields,
  durationHours: z
    .string()
    .trim()
    .min(1, keyed("server.forms.durationRequired"))
    .transform(Number)
    .pipe(durationHoursField),
  image: optionalImageFile("server.field.courseImage", false),
});

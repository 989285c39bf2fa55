/** Add New Course (SPEC §2, §5): the course fields, for courses.create and the form. */
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { optionalImageFile, requiredText } from "./fields";

const MAX_HOURS = TEXT_LIMITS.durationHoursMax;

export const durationHoursField = z
  .number({ error: "Course duration must be a number of hours." })
  .gt(0, "Course duration must be greater than 0 hours.")
  .max(MAX_HOURS, `Course duration must be at most ${MAX_HOURS} hours.`);

/** In the order of the form, so the first problem reported is the first one on screen. */
export const courseFields = {
  name: requiredText("Course name", TEXT_LIMITS.courseName),
  description: requiredText("Course description", TEXT_LIMITS.courseDescription),
  durationHours: durationHoursField,
  instructorName: requiredText("Course instructor", TEXT_LIMITS.courseInstructor),
  category: requiredText("Course category", TEXT_LIMITS.courseCategory),
};

export const courseSchema = z.object(courseFields);
export type CourseInput = z.output<typeof courseSchema>;

/** The form: the duration input gives text; the image is checked as soon as it is picked. */
export const courseFormSchema = z.object({
  ...courseFields,
  durationHours: z.string().trim().min(1, "Course duration is required.").transform(Number).pipe(durationHoursField),
  image: optionalImageFile("The course image", false),
});

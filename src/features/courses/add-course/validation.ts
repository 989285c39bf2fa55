/**
 * Client checks mirroring convex/model/courses.ts validateCourseInput and the "courseImage"
 * rule of convex/model/fileTypes.ts. They only help the user; the server decides.
 */
import { COURSE_LIMITS } from "@convex/model/courses";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "@convex/model/fileLimits";

export { COURSE_LIMITS };

export type CourseField = "name" | "description" | "durationHours" | "instructorName" | "category" | "image";
export type CourseFormValues = Record<Exclude<CourseField, "image">, string>;
export type CourseFormErrors = Partial<Record<CourseField, string>>;

/** Order of the fields on the form, for focusing the first invalid one. */
export const COURSE_FIELD_ORDER: CourseField[] = ["name", "description", "durationHours", "instructorName", "category", "image"];

/** The "courseImage" rule of convex/model/fileTypes.ts. */
export const COURSE_IMAGE_TYPES = IMAGE_TYPES;
export const COURSE_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;

function textError(value: string, label: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return `${label} is required.`;
  if (trimmed.length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
}

function durationError(raw: string): string | undefined {
  if (raw.trim() === "") return "Course duration is required.";
  const hours = Number(raw);
  if (!Number.isFinite(hours)) return "Course duration must be a number of hours.";
  if (hours <= 0) return "Course duration must be greater than 0 hours.";
  if (hours > COURSE_LIMITS.durationHoursMax) {
    return `Course duration must be at most ${COURSE_LIMITS.durationHoursMax} hours.`;
  }
  return undefined;
}

export function courseImageError(file: File | null): string | undefined {
  if (file === null) return undefined;
  if (!COURSE_IMAGE_TYPES.includes(file.type)) {
    return "The course image must be a PNG, JPEG, GIF or WebP image.";
  }
  if (file.size > COURSE_IMAGE_MAX_BYTES) return "The course image must be at most 5 MB.";
  return undefined;
}

export function validateCourseForm(values: CourseFormValues, image: File | null): CourseFormErrors {
  const errors: CourseFormErrors = {
    name: textError(values.name, "Course name", COURSE_LIMITS.name),
    description: textError(values.description, "Course description", COURSE_LIMITS.description),
    durationHours: durationError(values.durationHours),
    instructorName: textError(values.instructorName, "Course instructor", COURSE_LIMITS.instructorName),
    category: textError(values.category, "Course category", COURSE_LIMITS.category),
    image: courseImageError(image),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

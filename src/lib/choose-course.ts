import { getStoredCourse } from "./current-course";

/**
 * Which course a course-scoped page (Assignments, Quiz bank) shows: the one named in the URL
 * (?course=…, even when it is not in the caller's list: the server then says why not), else the
 * remembered current course when the caller has it, else the first of their list; null when there
 * is nothing to show.
 */
export function chooseCourse(
  courses: readonly { _id: string }[],
  fromUrl: string | undefined,
  stored: string | null = getStoredCourse()?.courseId ?? null,
): string | null {
  if (fromUrl) return fromUrl;
  if (stored !== null && courses.some((course) => course._id === stored)) return stored;
  return courses[0]?._id ?? null;
}

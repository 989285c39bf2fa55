import { getStoredCourse } from "@/lib/current-course";
import { t } from "../i18n";

function usable(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== "" && value !== "null" && value !== "undefined";
}

/**
 * The course a detail screen is about: the route's id (and name) when usable, or else the
 * course remembered in local storage (SPEC §2 Course detail). Null when neither is known.
 */
export function resolveCourse(
  routeId: string | undefined,
  routeName?: string,
): { courseId: string; courseName: string } | null {
  if (usable(routeId)) return { courseId: routeId, courseName: usable(routeName) ? routeName : "" };
  return getStoredCourse();
}

/** "1 hour", "1.5 hours", "12 hours". */
export function formatHours(hours: number): string {
  return t("courses.detail.hours", { count: hours });
}

/**
 * The "current course" remembered in the browser (SPEC §3: local storage keys courseId and
 * courseName). The enrolment form writes it; login, the top bar and the dashboard read it.
 */
const ID_KEY = "courseId";
const NAME_KEY = "courseName";

export type StoredCourse = { courseId: string; courseName: string };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function usable(value: string | null): value is string {
  return value !== null && value.trim() !== "" && value !== "null" && value !== "undefined";
}

export function getStoredCourse(): StoredCourse | null {
  const store = storage();
  const courseId = store?.getItem(ID_KEY) ?? null;
  const courseName = store?.getItem(NAME_KEY) ?? null;
  return usable(courseId) && usable(courseName) ? { courseId, courseName } : null;
}

export function setStoredCourse(course: StoredCourse): void {
  const store = storage();
  store?.setItem(ID_KEY, course.courseId);
  store?.setItem(NAME_KEY, course.courseName);
}

/** /dashboard/{courseId}/{courseName}, the course page. */
export function coursePagePath(course: StoredCourse): string {
  return `/dashboard/${encodeURIComponent(course.courseId)}/${encodeURIComponent(course.courseName)}`;
}

/** /dashboard/coursedetail/{courseId}/{courseName}, the course detail (progress) page. */
export function courseDetailPath(course: StoredCourse): string {
  return `/dashboard/coursedetail/${encodeURIComponent(course.courseId)}/${encodeURIComponent(course.courseName)}`;
}

/** Where "Dashboard" leads: the remembered course page, or the dashboard home. */
export function dashboardPath(): string {
  const course = getStoredCourse();
  return course ? coursePagePath(course) : "/dashboard";
}

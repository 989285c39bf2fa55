/**
 * The "current course" remembered in the browser (SPEC §3: local storage keys courseId and
 * courseName). The enrolment form writes it; login, the top bar and the dashboard read it.
 */
import { linkOptions } from "@tanstack/react-router";

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

/** The course page, /dashboard/{courseId}/{courseName}. */
export function coursePageLink(course: StoredCourse) {
  return linkOptions({
    to: "/dashboard/$courseId/$courseName",
    params: { courseId: course.courseId, courseName: course.courseName },
  });
}

/** The course detail (progress) page, /dashboard/coursedetail/{courseId}/{courseName}. */
export function courseDetailLink(course: StoredCourse) {
  return linkOptions({
    to: "/dashboard/coursedetail/$courseId/$courseName",
    params: { courseId: course.courseId, courseName: course.courseName },
  });
}

/** Where "Dashboard" leads: the remembered course page, or the dashboard home. */
export function dashboardLink() {
  const course = getStoredCourse();
  return course ? coursePageLink(course) : linkOptions({ to: "/dashboard" });
}

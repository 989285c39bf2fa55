/**
 * The "current course" remembered in the browser (SPEC §3: local storage keys courseId and
 * courseName). The enrolment form writes it; login, the top bar and the dashboard read it.
 * It belongs to one account (ADR 0022): `courseOwner` names the account that wrote it, signing in
 * as anyone else forgets it, and so does signing out, so a shared browser never hands one
 * person's course to the next. SPEC's two keys stay the source for the signed-in account.
 */
import { linkOptions } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";

const ID_KEY = "courseId";
const NAME_KEY = "courseName";
const OWNER_KEY = "courseOwner";
/** Same-tab changes (the browser's "storage" event only tells the other tabs). */
const CHANGE_EVENT = "lyceum:current-course";

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

function changed(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function getStoredCourse(): StoredCourse | null {
  const store = storage();
  const courseId = store?.getItem(ID_KEY) ?? null;
  const courseName = store?.getItem(NAME_KEY) ?? null;
  return usable(courseId) && usable(courseName) ? { courseId, courseName } : null;
}

/** Remembers the course for the account `ownerId` (the signed-in user's id). */
export function setStoredCourse(course: StoredCourse, ownerId?: string): void {
  const store = storage();
  store?.setItem(ID_KEY, course.courseId);
  store?.setItem(NAME_KEY, course.courseName);
  if (ownerId !== undefined) store?.setItem(OWNER_KEY, ownerId);
  else store?.removeItem(OWNER_KEY);
  changed();
}

/** Forgets the remembered course (at sign-out). */
export function forgetStoredCourse(): void {
  const store = storage();
  if (store === null || [ID_KEY, NAME_KEY, OWNER_KEY].every((key) => store.getItem(key) === null)) return;
  for (const key of [ID_KEY, NAME_KEY, OWNER_KEY]) store.removeItem(key);
  changed();
}

/**
 * Keeps the remembered course only if `accountId` wrote it; a course remembered by another
 * account, or by nobody known, is forgotten.
 */
export function keepStoredCourseFor(accountId: string): void {
  if (storage()?.getItem(OWNER_KEY) !== accountId) forgetStoredCourse();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function snapshot(): string {
  const course = getStoredCourse();
  return course === null ? "" : `${course.courseId}\u0000${course.courseName}`;
}

/** The remembered course, re-rendering when it changes (here or in another tab). */
export function useStoredCourse(): StoredCourse | null {
  const key = useSyncExternalStore(subscribe, snapshot, () => "");
  if (key === "") return null;
  const [courseId, courseName] = key.split("\u0000");
  return { courseId, courseName };
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
export function dashboardLink(course: StoredCourse | null = getStoredCourse()) {
  return course ? coursePageLink(course) : linkOptions({ to: "/dashboard" });
}

import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  dashboardLink,
  forgetStoredCourse,
  getStoredCourse,
  keepStoredCourseFor,
  setStoredCourse,
  useStoredCourse,
} from "./current-course";

const java = { courseId: "c1", courseName: "Java" };

describe("the remembered current course (SPEC's courseId / courseName, one account's)", () => {
  beforeEach(() => localStorage.clear());

  it("is kept in SPEC's keys, with the account that set it", () => {
    setStoredCourse(java, "student1");
    expect(localStorage.getItem("courseId")).toBe("c1");
    expect(localStorage.getItem("courseName")).toBe("Java");
    expect(getStoredCourse()).toEqual(java);
    expect(dashboardLink().to).toBe("/dashboard/$courseId/$courseName");
  });

  it("is kept for the account that set it and forgotten for anyone else", () => {
    setStoredCourse(java, "student1");
    keepStoredCourseFor("student1");
    expect(getStoredCourse()).toEqual(java);
    keepStoredCourseFor("teacher2");
    expect(getStoredCourse()).toBeNull();
    expect(localStorage.getItem("courseId")).toBeNull();
    expect(dashboardLink().to).toBe("/dashboard");
  });

  it("without a known owner (remembered before owners existed) is nobody's", () => {
    localStorage.setItem("courseId", "c1");
    localStorage.setItem("courseName", "Java");
    keepStoredCourseFor("student1");
    expect(getStoredCourse()).toBeNull();
  });

  it("is forgotten entirely, and the hook re-renders with it", () => {
    setStoredCourse(java, "student1");
    const { result } = renderHook(() => useStoredCourse());
    expect(result.current).toEqual(java);
    act(() => forgetStoredCourse());
    expect(result.current).toBeNull();
    expect(["courseId", "courseName", "courseOwner"].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  });
});
